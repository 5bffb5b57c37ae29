/**
 * The confirm step: what stops working (the other plugins that use the connection, or the products in general),
 * where to read more, and Stay connected / Disconnect. A failed disconnect says why and lets the user try again.
 */
import { Button, ExternalLink } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { dependentPlugins } from './disconnect-dialog';
import type { DisconnectLabels } from './disconnect-dialog';
import { failureReason } from '../../lib/failure-message';
import { getRedirectUrl } from '../../lib/redirect-url';
import { CONTACT_SUPPORT_URL } from '../../lib/support-links';
import type { Failure } from '../../lib/failure-message';
import { useGetConnectedPluginsQuery } from '../../state/connection/api';

export interface DisconnectConfirmProps {
	busy: boolean;
	error: Failure | undefined;
	labels: DisconnectLabels;
	onCancel: () => void;
	onDisconnect: () => void;
}

export function DisconnectConfirm( { busy, error, labels, onCancel, onDisconnect }: DisconnectConfirmProps ) {
	// Jetpack itself is the one being disconnected: only the others are worth listing.
	const others = dependentPlugins( useGetConnectedPluginsQuery().data ?? {} );
	return (
		<>
			{ others.length > 0 ? (
				<>
					<p>{ __( 'These plugins also use the Jetpack connection and will stop working:', 'jetpack' ) }</p>
					<ul className="jp-connection-dialog__plugins">
						{ others.map( ( name ) => (
							<li key={ name }>{ name }</li>
						) ) }
					</ul>
				</>
			) : (
				<p>
					{ __(
						'Multiple Jetpack products will stop working on your site, such as backups, security scanning, site stats and search.',
						'jetpack'
					) }
				</p>
			) }
			<p className="jp-connection-dialog__links">
				<ExternalLink href={ getRedirectUrl( 'why-the-wpcom-connection-is-important-for-jetpack' ) }>
					{ __( 'Why the connection matters', 'jetpack' ) }
				</ExternalLink>
				<ExternalLink href={ CONTACT_SUPPORT_URL }>{ __( 'Contact support', 'jetpack' ) }</ExternalLink>
			</p>
			{ error && ! busy && (
				<p role="alert" className="jp-connection-dialog__error">
					{ sprintf(
						/* translators: %s: why disconnecting failed, as the server said it. */
						__( 'Jetpack could not be disconnected: %s', 'jetpack' ),
						failureReason( error )
					) }{ ' ' }
					<Button variant="link" onClick={ onDisconnect }>
						{ __( 'Try again', 'jetpack' ) }
					</Button>
				</p>
			) }
			<div className="jp-connection-dialog__actions">
				<Button variant="tertiary" onClick={ onCancel } disabled={ busy } accessibleWhenDisabled>
					{ labels.cancel }
				</Button>
				<Button variant="primary" isDestructive onClick={ onDisconnect } isBusy={ busy } disabled={ busy } accessibleWhenDisabled>
					{ busy ? labels.busy : labels.confirm }
				</Button>
			</div>
		</>
	);
}
