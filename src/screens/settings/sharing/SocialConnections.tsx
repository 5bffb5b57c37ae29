/**
 * The social accounts connected to the site, by service: each account with its "Disconnect" (for whoever connected
 * it, and administrators; asked to confirm first), and a "Connect" per service that opens the service's page in a
 * popup. While a popup or a save is under way the other buttons wait.
 */
import { Button, ExternalLink, VisuallyHidden } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useEffect, useRef, useState } from 'react';
import type { SocialConnection } from '../../../api/types';
import { LocalFailure } from '../../../components/isolation/LocalFailure';
import { Loading } from '../../../components/isolation/Loading';
import { QueryView } from '../../../components/isolation/QueryView';
import { failureReason } from '../../../lib/failure-message';
import { socialServiceRows } from './social-connections';
import type { SocialAccountRow } from './social-connections';
import { useAppSelector } from '../../../state/hooks';
import { selectCapabilities, selectCurrentUser } from '../../../state/selectors';
import { useGetSocialConnectionsQuery, useGetSocialServicesQuery } from '../../../state/social/api';
import { useConnectSocialAccount } from './use-connect-social-account';
import { useDisconnectSocialAccount } from './use-disconnect-social-account';
import './social-connections.css';

function ConfirmDisconnect( { connection, busy, onConfirm, onCancel }: { connection: SocialConnection; busy: boolean; onConfirm: () => void; onCancel: () => void } ) {
	const cancel = useRef< HTMLButtonElement >( null );
	useEffect( () => cancel.current?.focus(), [] );
	return (
		// Escape answers "Cancel", as it closes a dialog.
		<span
			className="jp-social__confirm"
			onKeyDown={ ( event ) => {
				if ( event.key === 'Escape' && ! busy ) {
					event.stopPropagation();
					onCancel();
				}
			} }
		>
			{ sprintf(
				/* translators: %s: the account's name. */
				__( 'Disconnect %s? New posts will no longer be shared to it.', 'jetpack' ),
				connection.display_name
			) }{ ' ' }
			<Button type="button" variant="primary" isDestructive isBusy={ busy } disabled={ busy } accessibleWhenDisabled onClick={ onConfirm }>
				{ __( 'Yes, disconnect', 'jetpack' ) }
			</Button>{ ' ' }
			<Button type="button" variant="tertiary" ref={ cancel } disabled={ busy } accessibleWhenDisabled onClick={ onCancel }>
				{ __( 'Cancel', 'jetpack' ) }
			</Button>
		</span>
	);
}

function AccountRow( { account, busy, disconnecting }: { account: SocialAccountRow; busy: boolean; disconnecting: ReturnType< typeof useDisconnectSocialAccount > } ) {
	const [ confirming, setConfirming ] = useState( false );
	const { connection } = account;
	// Leaving the question without disconnecting puts the focus back on the Disconnect button it came from.
	const disconnectButton = useRef< HTMLButtonElement >( null );
	const asked = useRef( false );
	useEffect( () => {
		if ( ! confirming && asked.current ) {
			disconnectButton.current?.focus();
		}
		asked.current = confirming;
	}, [ confirming ] );
	return (
		<li className="jp-social__account">
			{ connection.profile_url ? <ExternalLink href={ connection.profile_url }>{ connection.display_name }</ExternalLink> : connection.display_name }
			{ connection.shared && <span className="jp-social__shared"> { __( '(shared with every author)', 'jetpack' ) }</span> }{ ' ' }
			{ account.canDisconnect &&
				( confirming ? (
					<ConfirmDisconnect
						connection={ connection }
						busy={ disconnecting.disconnecting === connection.id }
						// Once the site has answered the question is over: the account is gone, or listed with the reason why not.
						onConfirm={ () => void disconnecting.disconnect( connection ).then( () => setConfirming( false ) ) }
						onCancel={ () => setConfirming( false ) }
					/>
				) : (
					<Button
						type="button"
						variant="secondary"
						size="small"
						ref={ disconnectButton }
						disabled={ busy }
						accessibleWhenDisabled
						onClick={ () => setConfirming( true ) }
					>
						{ __( 'Disconnect', 'jetpack' ) }
						<VisuallyHidden> { connection.display_name }</VisuallyHidden>
					</Button>
				) ) }
		</li>
	);
}

export function SocialConnections() {
	const caps = useAppSelector( selectCapabilities );
	const userId = useAppSelector( ( state ) => selectCurrentUser( state )?.id ?? 0 );
	const connections = useGetSocialConnectionsQuery();
	const services = useGetSocialServicesQuery();
	const connecting = useConnectSocialAccount();
	const disconnecting = useDisconnectSocialAccount();
	const busy = connecting.connecting !== null || disconnecting.disconnecting !== null;
	return (
		<div className="jp-social">
			<QueryView query={ connections } failedSummary={ __( 'Your social media connections could not be loaded.', 'jetpack' ) }>
				{ ( list ) => {
					const rows = socialServiceRows( {
						services: services.data ?? [],
						connections: list,
						userId,
						canManageOptions: caps.userCanManageOptions,
					} );
					return (
						<>
							{ list.length === 0 && <p>{ __( 'No social media accounts are connected yet.', 'jetpack' ) }</p> }
							{ ( services.isLoading || ( services.isFetching && services.data === undefined ) ) && (
								<Loading label={ __( 'Loading the social networks you can connect…', 'jetpack' ) } />
							) }
							{ services.error !== undefined && ! services.isFetching && (
								<LocalFailure
									summary={ __( 'The social networks you can connect could not be loaded.', 'jetpack' ) }
									reason={ failureReason( services.error as { name?: string; message?: string } ) }
									onRetry={ () => void services.refetch() }
								/>
							) }
							{ rows.length > 0 && (
								<ul className="jp-social__services" aria-label={ __( 'Social media connections', 'jetpack' ) }>
									{ rows.map( ( row ) => (
										<li key={ row.id } className="jp-social__service">
											<strong>{ row.label }</strong>
											{ row.accounts.length > 0 && (
												<ul className="jp-social__accounts" aria-label={ row.label }>
													{ row.accounts.map( ( account ) => (
														<AccountRow key={ account.connection.id } account={ account } busy={ busy } disconnecting={ disconnecting } />
													) ) }
												</ul>
											) }
											{ row.connectUrl && (
												<Button
													type="button"
													variant="secondary"
													size="small"
													disabled={ busy }
													accessibleWhenDisabled
													isBusy={ connecting.connecting === row.id }
													onClick={ () => row.connectUrl && void connecting.connect( { id: row.id, label: row.label, connectUrl: row.connectUrl } ) }
												>
													{ __( 'Connect', 'jetpack' ) }
													<VisuallyHidden> { row.label }</VisuallyHidden>
												</Button>
											) }
										</li>
									) ) }
								</ul>
							) }
						</>
					);
				} }
			</QueryView>
		</div>
	);
}
