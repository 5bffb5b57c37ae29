/** The apps card's view is shared with My Plan (src/components/apps-card); its place on the dashboard is here. */
import { cardRule } from '../card-rule';

export const appsCard = cardRule( {
	id: 'apps',
	section: 'performance',
	// For a connected site (the apps sign in through it), not during the WooCommerce setup (docs/shell.md#page-frame).
	sees: ( { caps, path } ) => caps.userCanManageModules && caps.isSiteConnected && path !== '/woo-setup',
} );
