import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../backend/backend';
import { MAX_FAULTS, parseFault } from '../backend/faults';
import { isScenarioName, SCENARIO_NAMES } from '../backend/scenarios';
import { isLocaleName } from '../../lib/locale';

/** The dev API's routes, by name: the paths after `/dev-api/`. */
const DEV_API_ROUTES = [ 'scenarios', 'reset', 'faults' ] as const;

/**
 * A dev API route, matched against the whole address without its query (as msw tests a RegExp): at the site's root
 * only, in exactly this case. The same match decides whether the dev API's guard runs (`isDevApiUrl`), so no other
 * path reaches a handler around it (docs/demo-site.md#safety); any other path is no route (404).
 */
function devApiRoute( name: ( typeof DEV_API_ROUTES )[ number ] ): RegExp {
	return new RegExp( `^https?://[^/]+/dev-api/${ name }$` );
}

const ROUTE_MATCHES = DEV_API_ROUTES.map( devApiRoute );

/** Whether an address (query and hash aside) is one a dev API handler answers. */
export function isDevApiUrl( url: URL ): boolean {
	const clean = `${ url.origin }${ url.pathname }`;
	return ROUTE_MATCHES.some( ( match ) => match.test( clean ) );
}

type JsonBody = { ok: true; value: unknown } | { ok: false; error: Response };

/** The JSON body; an empty one reads as {} (docs/demo-site.md#dev-api), anything else that is not JSON is a 400. */
async function readJson( request: Request ): Promise< JsonBody > {
	const text = await request.text();
	if ( text.trim() === '' ) {
		return { ok: true, value: {} };
	}
	try {
		return { ok: true, value: JSON.parse( text ) as unknown };
	} catch {
		return {
			ok: false,
			error: HttpResponse.json( { code: 'invalid_json', message: 'The body is not valid JSON.' }, { status: 400 } ),
		};
	}
}

function isObject( value: unknown ): value is Record< string, unknown > {
	return !! value && typeof value === 'object' && ! Array.isArray( value );
}

/**
 * The demo site's own controls (✱ DESIGN.md): scenarios, reset and fault injection, plus WordPress' nonce refresh
 * endpoint (admin-ajax.php?action=rest-nonce), which answers the current nonce as plain text.
 */
export function devApiHandlers( backend: DemoBackend ): HttpHandler[] {
	return [
		http.get( '*/wp-admin/admin-ajax.php', ( { request } ) => {
			if ( new URL( request.url ).searchParams.get( 'action' ) !== 'rest-nonce' ) {
				return new HttpResponse( '0', { status: 400 } );
			}
			return new HttpResponse( backend.nonce, { headers: { 'Content-Type': 'text/plain' } } );
		} ),
		http.get( devApiRoute( 'scenarios' ), () =>
			HttpResponse.json( { scenarios: SCENARIO_NAMES, current: backend.state.scenario } )
		),
		http.post( devApiRoute( 'reset' ), async ( { request } ) => {
			const read = await readJson( request );
			if ( ! read.ok ) {
				return read.error;
			}
			const body = read.value;
			if ( ! isObject( body ) ) {
				return HttpResponse.json( { code: 'invalid_json', message: 'The body is a JSON object: {"scenario":"NAME"}.' }, { status: 400 } );
			}
			const scenario = body.scenario ?? 'owner';
			if ( typeof scenario !== 'string' || ! isScenarioName( scenario ) ) {
				return HttpResponse.json(
					{ code: 'unknown_scenario', message: `Unknown scenario. Known: ${ SCENARIO_NAMES.join( ', ' ) }.`, scenarios: SCENARIO_NAMES },
					{ status: 400 }
				);
			}
			const locale = body.locale;
			if ( locale !== undefined && ! isLocaleName( locale ) ) {
				return HttpResponse.json(
					{ code: 'invalid_locale', message: 'The locale is a WordPress locale such as he_IL: 21 characters at most.' },
					{ status: 400 }
				);
			}
			backend.reset( scenario, locale );
			return HttpResponse.json( { scenario, locale: backend.state.site.locale ?? 'en_US', nonce: backend.nonce } );
		} ),
		http.post( devApiRoute( 'faults' ), async ( { request } ) => {
			const read = await readJson( request );
			if ( ! read.ok ) {
				return read.error;
			}
			const body = read.value;
			if ( isObject( body ) && body.nonce === 'expire' ) {
				backend.expireNonce();
				return HttpResponse.json( { faults: backend.faults, nonce: 'expired' } );
			}
			const fault = parseFault( body );
			if ( typeof fault === 'string' ) {
				return HttpResponse.json( { code: 'invalid_fault', message: fault }, { status: 400 } );
			}
			if ( backend.faults.length >= MAX_FAULTS ) {
				return HttpResponse.json(
					{ code: 'invalid_fault', message: `At most ${ MAX_FAULTS } faults at once: DELETE /dev-api/faults clears them.` },
					{ status: 400 }
				);
			}
			backend.faults.push( fault );
			return HttpResponse.json( { faults: backend.faults } );
		} ),
		http.delete( devApiRoute( 'faults' ), () => {
			backend.clearFaults();
			return HttpResponse.json( { faults: [] } );
		} ),
	];
}
