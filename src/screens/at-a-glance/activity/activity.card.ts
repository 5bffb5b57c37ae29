import { __ } from '@wordpress/i18n';
import { cardRule, managesModules } from '../card-rule';

export const activityCard = cardRule( {
	id: 'activity',
	title: () => __( 'Activity', 'jetpack' ),
	view: () => import( /* webpackChunkName: "at-a-glance" */ './ActivityGlance' ).then( ( module ) => module.ActivityGlance ),
	section: 'security',
	module: 'activity-log',
	sees: managesModules,
} );
