import { __ } from '@wordpress/i18n';
import { cardRule, managesModules } from '../card-rule';

export const videoPressCard = cardRule( {
	id: 'videopress',
	title: () => __( 'VideoPress', 'jetpack' ),
	view: () => import( /* webpackChunkName: "at-a-glance" */ './VideoPressGlance' ).then( ( module ) => module.VideoPressGlance ),
	section: 'performance',
	module: 'videopress',
	sees: managesModules,
} );
