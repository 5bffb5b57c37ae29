/**
 * The answers the page prints with it (docs/api.md#preloaded-answers), made as WordPress' `rest_preload_api_request`
 * makes them: each route declared `preloaded` asked in process, as the user who opens the page, and kept only when it
 * answers 200. A route under an injected fault is left to the network, where its fault applies.
 */
import { getResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { REST_ROUTES } from '../../api/rest-routes';
import type { DemoBackend } from '../backend/backend';
import { findFault } from '../backend/faults';

export type PreloadedAnswers = Record< string, { body: unknown } >;

export async function preloadedAnswers( backend: DemoBackend, handlers: HttpHandler[], origin: string ): Promise< PreloadedAnswers > {
	const answers: PreloadedAnswers = {};
	for ( const declaration of Object.values( REST_ROUTES ) ) {
		if ( ! ( 'preloaded' in declaration ) || findFault( backend.faults, declaration.path, 'GET' ) ) {
			continue;
		}
		const path = `/jetpack/v4/${ declaration.path }`;
		const request = new Request( `${ origin }/wp-json${ path }`, { headers: { 'X-WP-Nonce': backend.nonce } } );
		const response = await getResponse( handlers, request );
		if ( response?.status === 200 ) {
			answers[ path ] = { body: await response.json() };
		}
	}
	return answers;
}
