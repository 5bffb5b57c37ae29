/**
 * The disconnect dialog's wording by where it was opened: from the dashboard it offers to stay connected or to
 * disconnect; from the plugins list (deactivating the plugin) it offers Cancel or Deactivate, and the caller does
 * the deactivating.
 */
import { __ } from '@wordpress/i18n';

export type DisconnectContext = 'jetpack-dashboard' | 'plugins';

export interface DisconnectLabels {
	cancel: string;
	confirm: string;
	busy: string;
}

export function disconnectLabels( context: DisconnectContext ): DisconnectLabels {
	if ( context === 'plugins' ) {
		return { cancel: __( 'Cancel', 'jetpack' ), confirm: __( 'Deactivate', 'jetpack' ), busy: __( 'Deactivating…', 'jetpack' ) };
	}
	return { cancel: __( 'Stay connected', 'jetpack' ), confirm: __( 'Disconnect', 'jetpack' ), busy: __( 'Disconnecting…', 'jetpack' ) };
}

/** The plugins worth naming as depending on the connection: every one but the plugin being disconnected. */
export function dependentPlugins( plugins: Record< string, { name: string } >, self = 'jetpack' ): string[] {
	return Object.entries( plugins )
		.filter( ( [ slug ] ) => slug !== self )
		.map( ( [ slug, plugin ] ) => plugin.name || slug );
}
