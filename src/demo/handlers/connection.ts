import { isJetpackHost } from '../jetpack-host/host-mode';
import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../backend/backend';
import { route } from '../backend/rest';
import { WpError } from '../backend/wp-error';
import { REST_ROUTES } from '../../api/rest-routes';
import type { SurveyPayload } from '../../api/types';
import type { DemoState } from '../backend/state';

/** The demo's stand-in for the provider's authorization page, on the origin the site is served from. */
/** The provider's approval page; `fresh` marks the new connection of "Start fresh", which only approving makes. */
function authorizeUrl( origin: string, redirect?: string, fresh = false ): string {
	const back = redirect ?? `${ origin }/wp-admin/admin.php?page=jetpack`;
	return `${ origin }/demo-provider/authorize?redirect_uri=${ encodeURIComponent( back ) }${ fresh ? '&fresh=1' : '' }`;
}

function requireConnectedSite( state: DemoState ): void {
	if ( ! state.connection.isRegistered ) {
		throw new WpError( 'site_not_registered', 'The site is not connected to WordPress.com.', 400 );
	}
}

/** The stored survey answers are the last 50 (docs/demo-site.md#safety); their length is bounded by the route's arguments. */
const SURVEYS_KEPT = 50;

/** The survey's own fields, checked against the route's arguments; nothing else of the body is kept. */
function readSurvey( body: SurveyPayload ): SurveyPayload {
	const { response, text } = body.survey_responses[ 'why-cancel' ];
	return {
		site_id: body.site_id,
		user_id: body.user_id,
		survey_id: body.survey_id,
		survey_responses: { 'why-cancel': { response, text } },
	};
}

/** Connection, identity and account calls of docs/api.md#connection-and-identity. */
export function connectionHandlers( backend: DemoBackend ): HttpHandler[] {
	return [
		route( backend, REST_ROUTES.connectionStatus, ( { backend: b } ) => b.state.connection ),
		route( backend, REST_ROUTES.connectionData, ( { backend: b } ) => ( {
			currentUser: b.state.currentUser,
			connectionOwner: b.state.connectionOwner,
		} ) ),
		route( backend, REST_ROUTES.testConnection, ( { backend: b } ) => {
			requireConnectedSite( b.state );
			return { code: 'success', message: 'Jetpack is connected and working.' };
		} ),
		route( backend, REST_ROUTES.connectUrl, ( { origin } ) => authorizeUrl( origin ) ),
		route( backend, REST_ROUTES.connectedPlugins, ( { backend: b } ) => b.state.connectedPlugins ),
		route( backend, REST_ROUTES.authorizeUrl, ( { backend: b, query, origin } ) => {
			requireConnectedSite( b.state );
			return { authorizeUrl: authorizeUrl( origin, query.get( 'redirect_uri' ) ?? undefined ) };
		} ),
		route( backend, REST_ROUTES.registerSite, ( { backend: b, body, origin } ) => {
			const redirect = body.redirect_uri;
			if ( b.state.connection.offlineMode.isActive ) {
				throw new WpError( 'offline_mode', 'The site is in Offline Mode and cannot be connected.', 400 );
			}
			b.update( ( state ) => {
				state.connection.isRegistered = true;
				state.connection.isActive = true;
				state.connection.siteConnectionStatus = true;
			} );
			return { authorizeUrl: authorizeUrl( origin, redirect ) };
		} ),
		route( backend, REST_ROUTES.disconnectSite, ( { backend: b } ) => {
			requireConnectedSite( b.state );
			b.update( ( state ) => {
				Object.assign( state.connection, {
					isActive: false,
					isRegistered: false,
					isUserConnected: false,
					hasConnectedOwner: false,
					siteConnectionStatus: false,
					errors: [],
				} );
				state.connectionOwner = null;
				state.connectedUser = null;
				state.currentUser = { ...state.currentUser, isConnected: false, isMaster: false, wpcomUser: null };
			} );
			return { code: 'success', message: 'The site is now disconnected.' };
		} ),
		route( backend, REST_ROUTES.unlinkUser, ( { backend: b } ) => {
			if ( ! b.state.currentUser.isConnected ) {
				throw new WpError( 'user_not_linked', 'This user is not linked to WordPress.com.', 400 );
			}
			b.update( ( state ) => {
				if ( state.currentUser.isMaster ) {
					state.connection.hasConnectedOwner = false;
					state.connectionOwner = null;
				}
				state.connection.isUserConnected = false;
				state.connectedUser = null;
				state.currentUser = { ...state.currentUser, isConnected: false, isMaster: false, wpcomUser: null };
			} );
			return { code: 'success', message: 'Unlinked user.' };
		} ),
		route( backend, REST_ROUTES.reconnectSite, ( { backend: b, origin } ) => {
			requireConnectedSite( b.state );
			// Jetpack mends a broken token by asking the user to authorize again (reconnectSite's guard, recorded-answers.ts).
			if ( isJetpackHost( b.state ) && b.state.connection.errors.length > 0 ) {
				return { status: 'in_progress', authorizeUrl: authorizeUrl( origin ) };
			}
			b.update( ( state ) => {
				state.connection.errors = [];
			} );
			return { status: 'completed' };
		} ),
		route( backend, REST_ROUTES.seenWooConnectionModal, ( { backend: b } ) => {
			b.update( ( state ) => {
				state.site.hasSeenWCConnectionModal = true;
			} );
			return { code: 'success' };
		} ),
		route( backend, REST_ROUTES.trackingSettings, ( { backend: b } ) => b.state.tracking ),
		route( backend, REST_ROUTES.updateTrackingSettings, ( { backend: b, body } ) => {
			const optOut = body.tracks_opt_out;
			b.update( ( state ) => {
				state.tracking.tracks_opt_out = optOut;
			} );
			return { code: 'success', ...b.state.tracking };
		} ),
		route( backend, REST_ROUTES.confirmSafeMode, ( { backend: b } ) => {
			b.update( ( state ) => {
				state.connection.isInIdentityCrisis = false;
			} );
			return { code: 'success' };
		} ),
		route( backend, REST_ROUTES.migrateIdentity, ( { backend: b } ) => {
			b.update( ( state ) => {
				state.connection.isInIdentityCrisis = false;
			} );
			return { code: 'success' };
		} ),
		// Nothing changes until the fresh connection is approved: a cancelled approval leaves the site as it was, in
		// its identity crisis (docs/demo-site.md#provider-stand-in-pages).
		route( backend, REST_ROUTES.startFresh, ( { body, origin } ) => ( {
			code: 'success',
			authorizeUrl: authorizeUrl( origin, body.redirect_uri, true ),
		} ) ),
		route( backend, REST_ROUTES.sendMobileLoginEmail, ( { backend: b } ) => {
			if ( ! b.state.currentUser.isConnected ) {
				throw new WpError( 'user_not_linked', 'Link your WordPress.com account first.', 400 );
			}
			b.update( ( state ) => {
				state.loginEmailsSent += 1;
			} );
			return { code: 'success' };
		} ),
		route( backend, REST_ROUTES.disconnectSurvey, ( { backend: b, body } ) => {
			const answer = readSurvey( body );
			b.update( ( state ) => {
				state.surveys = [ ...state.surveys, answer ].slice( -SURVEYS_KEPT );
			} );
			return { success: true };
		} ),
	];
}
