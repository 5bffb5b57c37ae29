/**
 * Jetpack Social as a Jetpack site serves it, at wpcom/v2/publicize (packages/publicize/src/rest-api/
 * class-connections-controller.php Connections_Controller and class-services-controller.php Services_Controller):
 * the demo's own accounts under Jetpack's names, in the Jetpack host mode only (docs/demo-site.md#jetpack-host).
 */
import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import type { SocialConnection } from '../../api/types';
import type { DemoBackend } from '../backend/backend';
import { injectedAnswer, openRoute, readBody, wpErrorResponse } from '../backend/rest';
import { connectSocialAccount, disconnectSocialAccount, requireSocialAccess, socialConnections, socialServices } from '../backend/social-accounts';
import { forbidden, invalidParam, WpError } from '../backend/wp-error';
import { isJetpackHost } from './host-mode';

const PUBLICIZE = '*/wp-json/wpcom/v2/publicize/';

/** The provider account the demo links each user to (scenarios.ts providerAccount). */
const providerAccountOf = ( userId: number ): number => 90000 + userId;

/** A connection in Jetpack's names, with the deprecated copies it still sends. */
function jetpackConnection( connection: SocialConnection ): Record< string, unknown > {
	const id = String( connection.id );
	return {
		connection_id: id,
		display_name: connection.display_name,
		external_handle: null,
		external_id: id,
		profile_link: connection.profile_url ?? '',
		profile_picture: '',
		service_label: connection.service_label,
		service_name: connection.service,
		shared: connection.shared,
		status: 'ok',
		wpcom_user_id: providerAccountOf( connection.connected_by ),
		id,
		username: '',
		profile_display_name: connection.display_name,
		global: connection.shared,
	};
}

type Resolve = ( backend: DemoBackend, request: Request, params: Record< string, string > ) => Promise< Response > | Response;

/**
 * A publicize route: the nonce, publishing rights and the user's access to Social, as on every Social route here. A
 * fault injected for the declared route (publicize/…) applies here too, as Jetpack's is the route the app calls.
 */
function publicizeRoute( backend: DemoBackend, method: 'GET' | 'POST' | 'DELETE', path: string, resolve: Resolve ): HttpHandler {
	return http.all( `${ PUBLICIZE }${ path }`, async ( { request, params } ) => {
		const requestMethod = ( request.headers.get( 'x-http-method-override' ) ?? request.method ).toUpperCase();
		if ( requestMethod !== method ) {
			return undefined;
		}
		// This plugin alone serves Social under jetpack/v4: wpcom/v2 has no such route there.
		if ( ! isJetpackHost( backend.state ) ) {
			return wpErrorResponse( new WpError( 'rest_no_route', 'No route was found matching the URL and request method.', 404 ) );
		}
		const opened = await openRoute( backend, request, new URL( request.url ).pathname.replace( /^.*?\/wp-json\/wpcom\/v2\//, '' ), requestMethod );
		if ( opened instanceof Response ) {
			return opened;
		}
		try {
			if ( ! backend.state.currentUser.permissions.publish_posts ) {
				throw forbidden();
			}
			const injected = injectedAnswer( opened.fault );
			if ( injected ) {
				return injected;
			}
			requireSocialAccess( backend.state );
			const values = Object.fromEntries( Object.entries( params ).filter( ( entry ): entry is [ string, string ] => typeof entry[ 1 ] === 'string' ) );
			return await resolve( backend, request, values );
		} catch ( error ) {
			if ( error instanceof WpError ) {
				return wpErrorResponse( error );
			}
			throw error;
		}
	} );
}

export function publicizeHandlers( backend: DemoBackend ): HttpHandler[] {
	return [
		publicizeRoute( backend, 'GET', 'connections', ( b ) => HttpResponse.json( socialConnections( b.state ).map( jetpackConnection ) ) ),
		publicizeRoute( backend, 'GET', 'services', ( _b, request ) =>
			HttpResponse.json(
				socialServices( new URL( request.url ).origin ).map( ( service ) => ( {
					id: service.id,
					description: `Share posts to ${ service.label }.`,
					label: service.label,
					status: 'ok',
					supports: { additional_users: true, additional_users_only: false },
					url: service.connect_url,
				} ) )
			)
		),
		publicizeRoute( backend, 'POST', 'connections', async ( b, request ) => {
			const keyring = ( await readBody( request ) ).keyring_connection_ID;
			if ( typeof keyring !== 'number' || ! Number.isInteger( keyring ) ) {
				throw invalidParam( 'keyring_connection_ID', 'keyring_connection_ID is not of type integer.' );
			}
			let connection: SocialConnection | null = null;
			b.update( ( state ) => {
				connection = connectSocialAccount( state, keyring );
			} );
			return HttpResponse.json( connection && jetpackConnection( connection ), { status: 201 } );
		} ),
		publicizeRoute( backend, 'DELETE', 'connections/:connection_id', ( b, _request, params ) => {
			b.update( ( state ) => {
				disconnectSocialAccount( state, params.connection_id );
			} );
			return HttpResponse.json( true, { status: 201 } );
		} ),
	];
}
