/**
 * The user-connect overlay of #/connect-user (docs/connection.md#user-connect): for a user not linked yet, on a
 * connected site, who may link an account, and who manages modules or whose site has a connected owner. Its title names
 * a feature when the
 * link was asked for one.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { Capabilities } from './permissions';

export const CONNECT_USER_PATH = '/connect-user';

export interface UserConnectContext {
	path: string;
	caps: Pick<
		Capabilities,
		'isSiteConnected' | 'isOfflineMode' | 'isLinked' | 'userCanConnectAccount' | 'userCanManageModules' | 'hasConnectedOwner'
	>;
}

export function shouldShowUserConnect( { path, caps }: UserConnectContext ): boolean {
	return (
		path === CONNECT_USER_PATH &&
		caps.isSiteConnected &&
		! caps.isOfflineMode &&
		! caps.isLinked &&
		caps.userCanConnectAccount &&
		( caps.userCanManageModules || caps.hasConnectedOwner )
	);
}

export function userConnectTitle( featureLabel: string | null ): string {
	const feature = featureLabel?.trim();
	if ( feature ) {
		/* translators: %s: the feature that needs the user's account, e.g. Post by email. */
		return sprintf( __( 'Unlock %s and more amazing features', 'jetpack' ), feature );
	}
	return __( 'Unlock all the amazing features of Jetpack by connecting now', 'jetpack' );
}
