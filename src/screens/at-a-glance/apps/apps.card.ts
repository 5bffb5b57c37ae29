/** The apps card's view is shared with My Plan (src/components/apps-card); its place on the dashboard is here. */
import { __ } from '@wordpress/i18n';
import { cardRule } from '../card-rule';

export const appsCard = cardRule( {
	id: 'apps',
	title: () => __( 'Jetpack in your pocket', 'jetpack' ),
	view: () => import( /* webpackChunkName: "at-a-glance" */ '../../../components/apps-card/AppsCard' ).then( ( module ) => module.AppsCard ),
	section: 'performance',
	// For a connected site (the apps sign in through it), not during the WooCommerce setup (docs/shell.md#page-frame).
	sees: ( { caps, path } ) => caps.userCanManageModules && caps.isSiteConnected && path !== '/woo-setup',
} );
