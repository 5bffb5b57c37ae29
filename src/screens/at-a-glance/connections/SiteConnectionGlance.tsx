/**
 * The Site connection card (docs/dashboard.md#connections): whether the site is connected and who owns the connection,
 * and the site button. "Set up Jetpack" registers the site and sends the browser to authorize it; "Manage site
 * connection"
 * opens the disconnect dialog, a chunk of its own loaded when it first opens.
 */
import { lazy, Suspense, useRef } from 'react';
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useSetUp } from '../../../hooks/use-set-up';
import { DashItem } from '../../../components/dash-item/DashItem';
import { getConnectionButton } from './connection-button';
import { describeConnection } from './connection-state';
import { useGetConnectionDataQuery, useGetConnectionStatusQuery } from '../../../state/connection/api';
import { useAppSelector } from '../../../state/hooks';
import { selectCapabilities, selectConnectionOwner } from '../../../state/selectors';
import { ConnectError } from '../../../components/connection/ConnectError';
import { TermsBlurb } from '../../../components/connection/TermsBlurb';
import { useDisconnectDialog } from './use-disconnect-dialog';
import './connections.css';

const DisconnectDialog = lazy( () => import( /* webpackChunkName: "disconnect-dialog" */ '../../connection/DisconnectDialog' ) );

function ownerLine( hasConnectedOwner: boolean, isOwner: boolean, owner: string | null | undefined ) {
	if ( ! hasConnectedOwner ) {
		return __( 'No user is connected as its owner.', 'jetpack' );
	}
	// The owner is told about themselves, not by their username as if it were someone else.
	if ( isOwner ) {
		return __( 'You own the connection.', 'jetpack' );
	}
	/* translators: %s: the username of the connection owner. */
	return owner && sprintf( __( 'The connection is owned by %s.', 'jetpack' ), owner );
}

export function SiteConnectionGlance() {
	// Subscribed, so what a disconnect invalidates is fetched again, not dropped: the user's capabilities live there.
	const { data: status } = useGetConnectionStatusQuery();
	const caps = useAppSelector( selectCapabilities );
	// A page that printed no owner of a site that has one (Jetpack prints none: docs/hosts.md#page-data) leaves the
	// name to connection/data, asked once as the card shows.
	const ownerUnprinted = useAppSelector( ( state ) => caps.hasConnectedOwner && ! selectConnectionOwner( state ) );
	const owner = useGetConnectionDataQuery( undefined, { refetchOnMountOrArgChange: ownerUnprinted } ).data?.connectionOwner;
	const buttonRef = useRef< HTMLButtonElement >( null );
	const button = getConnectionButton( caps, false );
	const setUp = button?.action === 'set-up';
	const dialog = useDisconnectDialog( button?.action === 'manage' );
	const register = useSetUp();

	return (
		<DashItem title={ __( 'Site connection', 'jetpack' ) }>
			<p>{ describeConnection( status ) }</p>
			{ caps.isSiteConnected && <p>{ ownerLine( caps.hasConnectedOwner, caps.isConnectionOwner, owner ) }</p> }
			{ button && (
				<Button
					ref={ buttonRef }
					variant={ setUp ? 'primary' : 'secondary' }
					isBusy={ register.busy }
					// Not `disabled`: the pressed button keeps focus; the flow ignores clicks while busy.
					aria-disabled={ register.busy }
					onClick={ setUp ? register.go : dialog.show }
				>
					{ button.label }
				</Button>
			) }
			{ setUp && register.failed && <ConnectError reason={ register.reason } onRetry={ register.go } /> }
			{ setUp && <TermsBlurb /> }
			<Suspense>{ dialog.open && <DisconnectDialog onClose={ dialog.close } returnFocus={ buttonRef } /> }</Suspense>
		</DashItem>
	);
}
