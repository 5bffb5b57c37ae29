/**
 * The one REST client: @wordpress/api-fetch configured once from Initial_State (root, nonce, nonce refresh,
 * same-origin credentials, cache-buster on GETs, JSON bodies), with every failure mapped to a typed error.
 */
import apiFetch from '@wordpress/api-fetch';
import type { APIFetchMiddleware, APIFetchOptions } from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { __, sprintf } from '@wordpress/i18n';
import {
	ApiError,
	FetchNetworkError,
	JsonParseAfterRedirectError,
	JsonParseError,
	NotFoundAfterRedirectError,
	NotFoundError,
} from './errors';
import type { WpErrorBody } from './errors';

export interface ApiClientConfig {
	/** The site's REST root, e.g. https://example.com/wp-json/ */
	root: string;
	nonce: string;
	/** wp-admin URL; the fresh nonce comes from {adminUrl}admin-ajax.php?action=rest-nonce */
	adminUrl: string;
	/** Calls wait for this before they are sent: at boot, the shell's first paint (nothing competes with it). */
	notBefore?: Promise< void >;
	/** The answers the page printed, by path: the first call of each is answered from here (docs/api.md#preloaded-answers). */
	preloaded?: Record< string, { body: unknown } >;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequest {
	/** Path under the REST root, e.g. 'jetpack/v4/module/all'. */
	path: string;
	method?: HttpMethod;
	data?: unknown;
	signal?: AbortSignal;
}

const config: ApiClientConfig = { root: '', nonce: '', adminUrl: '' };
let configured = false;
let nonceRefresh: Promise< void > | null = null;

const rootMiddleware: APIFetchMiddleware = ( options, next ) => {
	if ( ! options.path ) {
		return next( options );
	}
	const root = config.root.replace( /\/$/, '' );
	const path = options.path.replace( /^\//, '' );
	// Plain-permalink roots (index.php?rest_route=/) take the path inside the query.
	const url = root.includes( '?' ) ? joinQueryRoot( root, path ) : `${ root }/${ path }`;
	const withUrl = { ...options, url };
	delete withUrl.path;
	return next( withUrl );
};

function joinQueryRoot( root: string, path: string ): string {
	const [ routePath, query ] = path.split( '?' );
	return `${ root }/${ routePath }${ query ? `&${ query }` : '' }`;
}

const nonceMiddleware: APIFetchMiddleware = ( options, next ) =>
	next( { ...options, headers: { ...options.headers, 'X-WP-Nonce': config.nonce } } );

const credentialsMiddleware: APIFetchMiddleware = ( options, next ) =>
	next( { ...options, credentials: 'same-origin' } );

/** GETs carry a changing query so no proxy or browser cache answers for the site. */
const cacheBusterMiddleware: APIFetchMiddleware = ( options, next ) => {
	if ( ( options.method ?? 'GET' ).toUpperCase() !== 'GET' || ! options.path ) {
		return next( options );
	}
	return next( { ...options, path: addQueryArgs( options.path, { _cacheBuster: Date.now() } ) } );
};

let preloading: APIFetchMiddleware | null = null;

/** api-fetch's own preloading, for as long as the page's answers are fresh (until dropPreloadedAnswers). */
const preloadedMiddleware: APIFetchMiddleware = ( options, next ) => ( preloading ? preloading( options, next ) : next( options ) );

/** Configures the client once; later calls only update root, nonce, admin URL and the printed answers. */
export function configureApiClient( next: ApiClientConfig ): void {
	Object.assign( config, next );
	const preloaded = Object.keys( next.preloaded ?? {} ).length > 0 ? next.preloaded : undefined;
	preloading = preloaded ? apiFetch.createPreloadingMiddleware( preloaded ) : null;
	if ( configured ) {
		return;
	}
	configured = true;
	// Registered last-first: api-fetch runs the most recently used middleware first.
	apiFetch.use( credentialsMiddleware );
	apiFetch.use( nonceMiddleware );
	apiFetch.use( rootMiddleware );
	apiFetch.use( cacheBusterMiddleware );
	// First of all, while the path is still the route's own.
	apiFetch.use( preloadedMiddleware );
}

/**
 * Forgets the answers the page printed that no call has used: they were the site's when the page was made, so a call
 * made later (the dashboard opened after another screen) asks the site (docs/api.md#preloaded-answers).
 */
export function dropPreloadedAnswers(): void {
	preloading = null;
}

/** The REST root the client sends to (the Debug page reports it). */
export function getApiRoot(): string {
	return config.root;
}

export function getApiNonce(): string {
	return config.nonce;
}

/** Fetches a fresh nonce once, however many calls found the old one stale at the same time. */
function refreshNonce(): Promise< void > {
	nonceRefresh ??= fetch( `${ config.adminUrl }admin-ajax.php?action=rest-nonce`, { credentials: 'same-origin' } )
		.then( async ( response ) => {
			const text = ( await response.text() ).trim();
			if ( ! response.ok || ! /^[A-Za-z0-9]+$/.test( text ) ) {
				throw new Error( 'nonce refresh failed' );
			}
			config.nonce = text;
		} )
		.finally( () => {
			nonceRefresh = null;
		} );
	return nonceRefresh;
}

async function send( request: ApiRequest ): Promise< Response > {
	const options: APIFetchOptions< false > = {
		path: request.path,
		method: request.method ?? 'GET',
		parse: false,
		signal: request.signal,
	};
	if ( request.data !== undefined ) {
		options.data = request.data;
	}
	try {
		return await apiFetch< Response, false >( options );
	} catch ( thrown ) {
		// With parse:false, api-fetch rejects with the Response itself for non-2xx answers.
		if ( thrown instanceof Response ) {
			return thrown;
		}
		if ( thrown instanceof DOMException && thrown.name === 'AbortError' ) {
			throw thrown;
		}
		const message = ( thrown as { message?: string } | null )?.message;
		throw new FetchNetworkError( message || __( 'Could not get a valid response from the server.', 'jetpack' ) );
	}
}

async function readJson( response: Response ): Promise< { ok: true; value: unknown } | { ok: false } > {
	const text = await response.text();
	if ( text === '' ) {
		return { ok: true, value: null };
	}
	try {
		return { ok: true, value: JSON.parse( text ) };
	} catch {
		return { ok: false };
	}
}

function asErrorBody( value: unknown ): WpErrorBody | null {
	return value && typeof value === 'object' ? ( value as WpErrorBody ) : null;
}

async function toError( response: Response ): Promise< Error > {
	const parsed = await readJson( response );
	const body = parsed.ok ? asErrorBody( parsed.value ) : null;
	if ( response.status === 404 ) {
		const message = body?.message ?? __( 'The requested resource was not found.', 'jetpack' );
		return response.redirected
			? new NotFoundAfterRedirectError( message, response.url )
			: new NotFoundError( message, body );
	}
	const message = body?.message ?? response.statusText ?? __( 'The server returned an unexpected answer.', 'jetpack' );
	/* translators: 1: the server's error message, 2: the HTTP status code. */
	return new ApiError( sprintf( __( '%1$s (Status %2$d)', 'jetpack' ), message, response.status ), response.status, body );
}

function isStaleNonce( response: Response, body: WpErrorBody | null ): boolean {
	return response.status === 403 && body?.code === 'rest_cookie_invalid_nonce';
}

/** Resolves once calls may be sent (the `notBefore` the client was configured with). */
export function whenSendingAllowed(): Promise< void > {
	return config.notBefore ?? Promise.resolve();
}

/**
 * Sends one REST call and resolves with its parsed JSON body, or rejects with a typed client error
 * (ApiError, NotFoundError, JsonParseError, their after-redirect variants, FetchNetworkError).
 */
export async function apiRequest< T >( request: ApiRequest ): Promise< T > {
	await config.notBefore;
	const sentWith = config.nonce;
	let response = await send( request );
	if ( response.status === 403 ) {
		const body = await readJson( response.clone() );
		if ( isStaleNonce( response, body.ok ? asErrorBody( body.value ) : null ) ) {
			try {
				// A page left open past its nonce's life sends every call of its next load with the old nonce, and
				// their refusals come back one after another. Only a call refused for the nonce still in use asks
				// for a new one; a call that went out before an earlier refresh simply goes again with its result.
				if ( config.nonce === sentWith ) {
					await refreshNonce();
				}
				response = await send( request );
			} catch {
				// Keep the original 403: the session itself has ended.
			}
		}
	}
	if ( ! response.ok ) {
		throw await toError( response );
	}
	const parsed = await readJson( response );
	if ( ! parsed.ok ) {
		const message = __( 'The response is not a valid JSON response.', 'jetpack' );
		throw response.redirected ? new JsonParseAfterRedirectError( message, response.url ) : new JsonParseError( message );
	}
	return parsed.value as T;
}
