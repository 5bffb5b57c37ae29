/**
 * The site answers at another address than the one it was connected with. The administrator says what this site
 * is: a copy to keep apart (safe mode), the same site moved here (move the connection), or a new site (a fresh
 * connection, authorized on the provider). Until then the staging notice stays hidden: this one explains the address.
 * A choice the site refused says why, with "Try again" for the same choice.
 */
import { useLayoutEffect, useRef } from 'react';
import { Button } from '@wordpress/components';
import { focus } from '@wordpress/dom';
import { __, sprintf } from '@wordpress/i18n';
import { navigateTo } from '../../hooks/navigate';
import { appPagePath } from '../../lib/admin-pages';
import { failureReason } from '../../lib/failure-message';
import { identityCrisisExplanation, identityCrisisOutcome } from './identity-crisis-words';
import type { IdentityCrisisChoice } from '../../lib/identity-crisis';
import { useGetConnectionStatusQuery, useResolveIdentityCrisisMutation } from '../../state/connection/api';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { noticesActions, SUCCESS_NOTICE_MS } from '../../state/notices/slice';
import { AppNotice } from './AppNotice';

export function IdentityCrisisNotice() {
	// Subscribed, so the status the choice invalidates is fetched again and this notice leaves once resolved.
	useGetConnectionStatusQuery();
	const dispatch = useAppDispatch();
	const box = useRef< HTMLDivElement >( null );
	// The notice leaves once the site took a choice, with the button that had the focus: focus goes on to what Tab
	// would reach next (the notice saying what the choice did), not to the page. Run while the notice is still there.
	useLayoutEffect( () => {
		const node = box.current;
		return () => {
			if ( ! node?.contains( document.activeElement ) ) {
				return;
			}
			const last = focus.tabbable.find( node ).at( -1 );
			( last && focus.tabbable.findNext( last ) )?.focus();
		};
	}, [] );
	const rawUrl = useAppSelector( ( state ) => state.page.rawUrl );
	const previousUrl = useAppSelector( ( state ) => state.page.identityCrisisFrom ) ?? null;
	const adminUrl = useAppSelector( ( state ) => state.page.adminUrl );
	const appPage = useAppSelector( ( state ) => state.page.appPage );
	const [ resolve, { isLoading, error, originalArgs } ] = useResolveIdentityCrisisMutation();

	const choose = async ( choice: IdentityCrisisChoice ) => {
		if ( isLoading ) {
			return;
		}
		const result = await resolve( { choice, redirectUri: `${ adminUrl }${ appPagePath( appPage ) }` } );
		if ( ! ( 'data' in result ) ) {
			return;
		}
		if ( result.data?.authorizeUrl ) {
			navigateTo( result.data.authorizeUrl );
			return;
		}
		// This notice leaves with the crisis: a notice of its own says what the choice did.
		const outcome = identityCrisisOutcome( choice, rawUrl, previousUrl );
		if ( outcome ) {
			dispatch(
				noticesActions.noticeShown( { noticeId: 'identity-crisis-resolved', status: 'is-success', text: outcome, duration: SUCCESS_NOTICE_MS } )
			);
		}
	};
	const button = ( choice: IdentityCrisisChoice, label: string, primary = false ) => (
		<Button
			variant={ primary ? 'primary' : 'secondary' }
			isBusy={ isLoading && originalArgs?.choice === choice }
			aria-disabled={ isLoading }
			onClick={ () => void choose( choice ) }
		>
			{ label }
		</Button>
	);

	const refused = error && ! isLoading ? originalArgs : undefined;
	// An action of the notice, not a button among its text: the notice speaks its text, which must hold no widget.
	const retry = refused && [ { label: __( 'Try again', 'jetpack' ), onClick: () => void choose( refused.choice ), variant: 'secondary' as const } ];

	return (
		<div ref={ box }>
			<AppNotice id="identity-crisis" status="is-warning" actions={ retry || undefined }>
				<p>
					<strong>{ __( 'Jetpack Safe Mode: this site’s address has changed', 'jetpack' ) }</strong>
				</p>
				<p>{ identityCrisisExplanation( rawUrl, previousUrl ) }</p>
				<div className="jp-identity-crisis__choices">
					{ button( 'safe-mode', __( 'Stay in Safe Mode (this is a copy)', 'jetpack' ) ) }
					{ button( 'migrate', __( 'Move the connection to this address', 'jetpack' ), true ) }
					{ button( 'start-fresh', __( 'Start fresh with a new connection', 'jetpack' ) ) }
				</div>
				{ refused && (
					<p role="alert">
						{ sprintf(
							/* translators: %s: why saving the choice failed, as the server said it. */
							__( 'Your choice could not be saved: %s', 'jetpack' ),
							failureReason( error )
						) }
					</p>
				) }
			</AppNotice>
		</div>
	);
}
