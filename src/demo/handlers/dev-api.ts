import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../backend/backend';
import { MAX_FAULTS, parseFault } from '../backend/faults';
import { isScenarioName, SCENARIO_NAMES } from '../backend/scenarios';

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
		http.get( '*/dev-api/scenarios', () =>
			HttpResponse.json( { scenarios: SCENARIO_NAMES, current: backend.state.scenario } )
		),
		http.post( '*/dev-api/reset', async ( { request } ) => {
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
			if ( locale !== undefined && ( typeof locale !== 'string' || ! /^[a-z]{2,3}([_-][A-Za-z0-9]+)*$/.test( locale ) ) ) {
				return HttpResponse.json( { code: 'invalid_locale', message: 'The locale is a WordPress locale such as he_IL.' }, { status: 400 } );
			}
			backend.reset( scenario, locale );
			return HttpResponse.json( { scenario, locale: backend.state.site.locale ?? 'en_US', nonce: backend.nonce } );
		} ),
		http.post( '*/dev-api/faults', async ( { request } ) => {
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
		http.delete( '*/dev-api/faults', () => {
			backend.faults = [];
			return HttpResponse.json( { faults: [] } );
		} ),
	];
}
