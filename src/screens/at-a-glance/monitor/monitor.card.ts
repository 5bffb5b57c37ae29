import { __ } from '@wordpress/i18n';
import { cardRule, managesModules } from '../card-rule';

export const monitorCard = cardRule( {
	id: 'monitor',
	title: () => __( 'Downtime monitoring', 'jetpack' ),
	view: () => import( /* webpackChunkName: "at-a-glance" */ './MonitorGlance' ).then( ( module ) => module.MonitorGlance ),
	section: 'performance',
	module: 'monitor',
	sees: managesModules,
} );
