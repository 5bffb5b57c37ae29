/**
 * "Set up Jetpack": connects the site and its user. A site not registered yet registers first (with the page's
 * registration nonce); one already registered only asks where its user authorizes. The provider's authorize page
 * then opens in a frame in the page, or the whole page goes there where a frame cannot work; the provider brings
 * the user back to `back` (a place in the app's own page) once connected. The store holds the steps, so
 * every "Set up" button on screen is busy and deaf to clicks at the same time, and a failure is shown by each.
 */
import { callRoute } from '../api/call-route';
import { REST_ROUTES } from '../api/rest-routes';
import { authorizeMode, nextRegistrationStep, withFrom } from './registration';
import { failureReason } from '../lib/failure-message';
import { connectionApi } from '../state/connection/api';
import { connectionFlowActions } from '../state/connection/slice';
import { useAppDispatch, useAppSelector, useAppStore } from '../state/hooks';
import { selectConnectionStatus } from '../state/selectors';
import { appPagePath } from '../lib/admin-pages';
import type { AppPagePlace } from '../lib/admin-pages';
import { navigateTo } from './navigate';

export interface SetUp {
	busy: boolean;
	failed: boolean;
	/** Why the last try failed, in the words of failureReason(). */
	reason: string | null;
	go: () => Promise< void >;
}

/** `from` names where the user started (e.g. 'woo-setup'), passed on to the provider. */
export function useSetUp( back: AppPagePlace = {}, from: string | null = null ): SetUp {
	const dispatch = useAppDispatch();
	const store = useAppStore();
	const busy = useAppSelector( ( state ) => state.connectionFlow.siteIsRegistering || state.connectionFlow.userIsConnecting );
	const reason = useAppSelector( ( state ) => state.connectionFlow.registrationError );

	const go = async () => {
		// Read from the store, not a render: a second click in the same tick must already see the first.
		const state = store.getState();
		const step = nextRegistrationStep( {
			siteIsRegistering: state.connectionFlow.siteIsRegistering,
			userIsConnecting: state.connectionFlow.userIsConnecting,
			isRegistered: selectConnectionStatus( state )?.isRegistered ?? false,
		} );
		if ( step === 'ignore' ) {
			return;
		}
		const mode = authorizeMode( state.page );
		const query = { no_iframe: mode === 'redirect', redirect_uri: `${ state.page.adminUrl }${ appPagePath( state.page.appPage, back ) }` };
		let url: string;
		if ( step === 'register' ) {
			dispatch( connectionFlowActions.registrationStarted() );
			try {
				url = ( await callRoute( REST_ROUTES.registerSite, { data: { registration_nonce: state.page.registrationNonce, ...query } } ) ).authorizeUrl;
			} catch ( failure ) {
				dispatch( connectionFlowActions.registrationFailed( failureReason( failure instanceof Error ? failure : undefined ) ) );
				return;
			}
			dispatch( connectionFlowActions.registrationSucceeded( url ) );
			// Registered now: a second try goes straight to the user's authorization.
			dispatch(
				connectionApi.util.updateQueryData( 'getConnectionStatus', undefined, ( draft ) => {
					draft.isRegistered = true;
				} )
			);
			dispatch( connectionFlowActions.userConnectionStarted() );
		} else {
			dispatch( connectionFlowActions.userConnectionStarted() );
			try {
				url = ( await callRoute( REST_ROUTES.authorizeUrl, { query } ) ).authorizeUrl;
			} catch ( failure ) {
				dispatch( connectionFlowActions.userConnectionFailed( failureReason( failure instanceof Error ? failure : undefined ) ) );
				return;
			}
		}
		const target = withFrom( url, from );
		dispatch( connectionFlowActions.authorizationUrlReceived( target ) );
		if ( mode === 'frame' ) {
			dispatch( connectionFlowActions.authorizeFrameOpened() );
		} else {
			// Still busy after this: the browser is on its way.
			navigateTo( target );
		}
	};
	return { busy, failed: reason !== null, reason, go };
}
