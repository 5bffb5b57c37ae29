import { __ } from '@wordpress/i18n';
import { cardRule, managesModules } from '../card-rule';

export const securityBundleCard = cardRule( {
	id: 'security-bundle',
	title: () => __( 'Comprehensive Site Security', 'jetpack' ),
	view: () => import( /* webpackChunkName: "at-a-glance" */ './SecurityBundleGlance' ).then( ( module ) => module.SecurityBundleGlance ),
	section: 'performance',
	sees: managesModules,
} );
