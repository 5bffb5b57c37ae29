/**
 * The Account connection card (docs/dashboard.md#connections): the user's linked account on the host, and the account
 * button. Linking fetches the connect URL and sends the browser there; unlinking posts, and the refreshed user data
 * shows the result; a refused unlink says why and offers "Try again". An account links only to a connected site: until then the card says so.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { callRoute } from '../../../api/call-route';
import { REST_ROUTES } from '../../../api/rest-routes';
import { useLeaveFor } from '../../../hooks/use-leave-for';
import { DashItem } from '../../../components/dash-item/DashItem';
import type { Capabilities } from '../../../lib/permissions';
import { getConnectionButton } from './connection-button';
import { failureReason } from '../../../lib/failure-message';
import type { SerializedClientError } from '../../../api/errors';
import { useGetConnectionDataQuery, useUnlinkUserMutation } from '../../../state/connection/api';
import { useAppSelector } from '../../../state/hooks';
import { selectCapabilities } from '../../../state/selectors';
import { ConnectError } from '../../../components/connection/ConnectError';
import './connections.css';

/** What the card says above the account; an unlinked user has the site card's sentence and the button. */
function accountState( caps: Capabilities ): string | false {
	if ( caps.isOfflineMode ) {
		return __( 'Unavailable in Offline Mode.', 'jetpack' );
	}
	if ( ! caps.isSiteConnected ) {
		return __( 'Your account can be linked once the site is connected.', 'jetpack' );
	}
	return caps.isLinked && __( 'Linked to WordPress.com as:', 'jetpack' );
}

export function AccountConnectionGlance() {
	// Subscribed, so the user data an unlink or a disconnect invalidates is fetched again and shown here.
	const account = useGetConnectionDataQuery().data?.currentUser.wpcomUser;
	const caps = useAppSelector( selectCapabilities );
	const [ unlink, unlinking ] = useUnlinkUserMutation();
	const link = useLeaveFor( () => callRoute( REST_ROUTES.connectUrl ) );
	const button = getConnectionButton( caps, true );
	const connect = button?.action === 'connect';
	const busy = connect ? link.busy : unlinking.isLoading;
	const text = accountState( caps );
	const unlinkOnce = () => busy || unlink();

	return (
		<DashItem title={ __( 'Account connection', 'jetpack' ) }>
			{ text && <p>{ text }</p> }
			{ account && (
				<p className="jp-connection-card__account">
					{ account.avatar && <img src={ account.avatar } alt="" /> }
					<span>
						<strong>{ account.login }</strong>
						<br />
						{ account.email }
					</span>
				</p>
			) }
			{ caps.isConnectionOwner && (
				<p>
					{ __( 'You are the connection owner.', 'jetpack' ) }{ ' ' }
					{ /* Why there is no unlink button: the site's connection goes through the owner's account. */ }
					{ __( 'Your account stays linked while the site is connected through it; to unlink it, disconnect the site.', 'jetpack' ) }
				</p>
			) }
			{ button && (
				<Button
					variant={ connect ? 'primary' : 'secondary' }
					isBusy={ busy }
					// Not `disabled`: the pressed button keeps focus; a click while busy is ignored.
					aria-disabled={ busy }
					onClick={ connect ? link.go : unlinkOnce }
				>
					{ button.label }
				</Button>
			) }
			{ connect && link.failed && <ConnectError /> }
			{ ! connect && unlinking.isError && (
				// The server's reason, and "Try again" unlinks again (docs/dashboard.md#connections).
				<ConnectError reason={ failureReason( unlinking.error as SerializedClientError ) } onRetry={ unlinkOnce } />
			) }
		</DashItem>
	);
}
