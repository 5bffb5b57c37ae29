/**
 * The demo's current user and site as Jetpack's permission callbacks see them (src/jetpack-recorded/jetpack-routes.ts
 * decides what they may call), and what their connection lacks, which changes some of Jetpack's answers.
 */
import type { ConnectionGap, WordPressCapability } from '../../jetpack-recorded/jetpack-guards';
import type { JetpackSite, JetpackUser } from '../../jetpack-recorded/jetpack-routes';
import type { DemoRole, DemoState } from '../backend/state';

/** The capabilities of WordPress' default roles that Jetpack asks (wp-admin/includes/schema.php populate_roles). */
const ROLE_CAPABILITIES: { readonly [ Role in DemoRole ]: readonly WordPressCapability[] } = {
	owner: [ 'read', 'edit_posts', 'publish_posts', 'manage_options', 'activate_plugins' ],
	'secondary-admin': [ 'read', 'edit_posts', 'publish_posts', 'manage_options', 'activate_plugins' ],
	editor: [ 'read', 'edit_posts', 'publish_posts' ],
	subscriber: [ 'read' ],
};

/** The demo's current user as Jetpack sees them. */
export const jetpackUserOf = ( state: Pick< DemoState, 'role' | 'currentUser' > ): JetpackUser => ( {
	capabilities: ROLE_CAPABILITIES[ state.role ],
	linked: state.currentUser.isConnected,
} );

/** The demo's site as Jetpack's mapping reads it. */
export const jetpackSiteOf = ( state: Pick< DemoState, 'connection' > ): JetpackSite => ( {
	offline: state.connection.offlineMode.isActive,
	hasConnectedOwner: state.connection.hasConnectedOwner,
} );

/** What the demo's connection lacks that changes Jetpack's answers: the site's registration, the user's link. */
export const connectionGapsOf = ( state: Pick< DemoState, 'connection' | 'currentUser' > ): ConnectionGap[] => [
	...( state.connection.isRegistered ? [] : ( [ 'site-not-registered' ] as const ) ),
	...( state.currentUser.isConnected ? [] : ( [ 'user-not-linked' ] as const ) ),
];
