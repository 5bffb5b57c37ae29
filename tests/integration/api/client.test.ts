/**
 * The REST client against msw: configuration (root, nonce, credentials, cache-buster, JSON bodies), the typed
 * error of each failure, and the nonce refresh with one retry.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiRequest, configureApiClient, dropPreloadedAnswers } from '../../../src/api/client';
import {
	ApiError,
	FetchNetworkError,
	JsonParseAfterRedirectError,
	JsonParseError,
	NotFoundAfterRedirectError,
	NotFoundError,
} from '../../../src/api/errors';

const ROOT = 'http://localhost/wp-json/';
const ENDPOINT = `${ ROOT }jetpack/v4/thing`;
const server = setupServer();

beforeAll( () => server.listen( { onUnhandledRequest: 'error' } ) );
beforeEach( () => configureApiClient( { root: ROOT, nonce: 'good-nonce', adminUrl: 'http://localhost/wp-admin/' } ) );
afterEach( () => server.resetHandlers() );
afterAll( () => server.close() );

describe( 'requests', () => {
	it( 'sends the nonce, same-origin credentials and a cache-buster on GET, and parses JSON', async () => {
		let seen: Request | undefined;
		server.use(
			http.get( ENDPOINT, ( { request } ) => {
				seen = request;
				return HttpResponse.json( { hello: 'world' } );
			} )
		);
		await expect( apiRequest( { path: 'jetpack/v4/thing' } ) ).resolves.toEqual( { hello: 'world' } );
		expect( seen?.headers.get( 'X-WP-Nonce' ) ).toBe( 'good-nonce' );
		expect( seen?.credentials ).toBe( 'same-origin' );
		expect( new URL( seen?.url ?? '' ).searchParams.get( '_cacheBuster' ) ).toMatch( /^\d+$/ );
	} );

	it( 'sends JSON bodies on POST without a cache-buster', async () => {
		let body: unknown;
		let url = '';
		server.use(
			http.post( ENDPOINT, async ( { request } ) => {
				url = request.url;
				body = await request.json();
				return HttpResponse.json( { code: 'success' } );
			} )
		);
		await apiRequest( { path: 'jetpack/v4/thing', method: 'POST', data: { active: true } } );
		expect( body ).toEqual( { active: true } );
		expect( url ).not.toContain( '_cacheBuster' );
	} );

	it( 'keeps the query of a path and works with a plain-permalink root', async () => {
		configureApiClient( { root: 'http://localhost/index.php?rest_route=/', nonce: 'n', adminUrl: 'http://localhost/wp-admin/' } );
		let seen = '';
		server.use(
			http.get( 'http://localhost/index.php', ( { request } ) => {
				seen = request.url;
				return HttpResponse.json( 1 );
			} )
		);
		await apiRequest( { path: 'jetpack/v4/module/stats/data?range=week' } );
		const query = new URL( seen ).searchParams;
		expect( query.get( 'rest_route' ) ).toBe( '/jetpack/v4/module/stats/data' );
		expect( query.get( 'range' ) ).toBe( 'week' );
	} );
} );

describe( 'the first paint', () => {
	afterEach( () => configureApiClient( { root: ROOT, nonce: 'good-nonce', adminUrl: 'http://localhost/wp-admin/', notBefore: undefined } ) );

	it( 'holds every call until the promise it was given resolves, then sends them', async () => {
		server.use( http.get( ENDPOINT, () => HttpResponse.json( {} ) ) );
		const order: string[] = [];
		const fetchSpy = jest.spyOn( globalThis, 'fetch' );
		fetchSpy.mockImplementation( ( ...args ) => {
			order.push( 'sent' );
			fetchSpy.mockRestore();
			return fetch( ...args );
		} );
		let painted = (): void => undefined;
		configureApiClient( {
			root: ROOT,
			nonce: 'good-nonce',
			adminUrl: 'http://localhost/wp-admin/',
			notBefore: new Promise< void >( ( resolve ) => ( painted = resolve ) ),
		} );
		// Without the hold, the call reaches fetch before apiRequest first yields.
		const answer = apiRequest( { path: 'jetpack/v4/thing' } );
		order.push( 'painted' );
		painted();
		await expect( answer ).resolves.toEqual( {} );
		expect( order ).toEqual( [ 'painted', 'sent' ] );
	} );
} );

describe( 'answers the page printed', () => {
	const withPreloaded = () =>
		configureApiClient( {
			root: ROOT,
			nonce: 'good-nonce',
			adminUrl: 'http://localhost/wp-admin/',
			preloaded: { 'jetpack/v4/thing': { body: { from: 'page' } } },
		} );
	let sent = 0;
	beforeEach( () => {
		sent = 0;
		server.use(
			http.get( ENDPOINT, () => {
				sent++;
				return HttpResponse.json( { from: 'site' } );
			} )
		);
	} );

	it( 'answer the first call of their path without a request, and the next call asks the site', async () => {
		withPreloaded();
		await expect( apiRequest( { path: 'jetpack/v4/thing' } ) ).resolves.toEqual( { from: 'page' } );
		expect( sent ).toBe( 0 );
		await expect( apiRequest( { path: 'jetpack/v4/thing' } ) ).resolves.toEqual( { from: 'site' } );
		expect( sent ).toBe( 1 );
	} );

	it( 'answer no write and no other path', async () => {
		withPreloaded();
		server.use( http.post( ENDPOINT, () => HttpResponse.json( { saved: true } ) ) );
		await expect( apiRequest( { path: 'jetpack/v4/thing', method: 'POST', data: {} } ) ).resolves.toEqual( { saved: true } );
		await expect( apiRequest( { path: 'jetpack/v4/thing?range=week' } ) ).resolves.toEqual( { from: 'site' } );
		expect( sent ).toBe( 1 );
	} );

	it( 'are forgotten once dropped: a later call asks the site', async () => {
		withPreloaded();
		dropPreloadedAnswers();
		await expect( apiRequest( { path: 'jetpack/v4/thing' } ) ).resolves.toEqual( { from: 'site' } );
		expect( sent ).toBe( 1 );
	} );
} );

describe( 'errors', () => {
	it( 'turns a non-2xx answer into ApiError "{message} (Status {code})" with the body attached', async () => {
		const body = { code: 'oops', message: 'Something broke', data: { status: 500 } };
		server.use( http.get( ENDPOINT, () => HttpResponse.json( body, { status: 500 } ) ) );
		const error = await apiRequest( { path: 'jetpack/v4/thing' } ).catch( ( e: unknown ) => e );
		expect( error ).toBeInstanceOf( ApiError );
		expect( error ).toMatchObject( { name: 'ApiError', message: 'Something broke (Status 500)', status: 500, response: body } );
	} );

	it( 'turns a 404 into a not-found error', async () => {
		server.use( http.get( ENDPOINT, () => HttpResponse.json( { code: 'nope', message: 'No such module' }, { status: 404 } ) ) );
		const error = await apiRequest( { path: 'jetpack/v4/thing' } ).catch( ( e: unknown ) => e );
		expect( error ).toBeInstanceOf( NotFoundError );
		expect( error ).not.toBeInstanceOf( NotFoundAfterRedirectError );
		expect( error ).toMatchObject( { status: 404, message: 'No such module' } );
	} );

	it( 'tells a 404 reached after a redirect apart', async () => {
		server.use(
			http.get( ENDPOINT, () => new HttpResponse( null, { status: 302, headers: { Location: 'http://localhost/login' } } ) ),
			http.get( 'http://localhost/login', () => new HttpResponse( 'gone', { status: 404 } ) )
		);
		const error = await apiRequest( { path: 'jetpack/v4/thing' } ).catch( ( e: unknown ) => e );
		expect( error ).toBeInstanceOf( NotFoundAfterRedirectError );
		expect( error ).toMatchObject( { redirectUrl: 'http://localhost/login' } );
	} );

	it( 'turns an unparseable 2xx body into JsonParseError', async () => {
		server.use( http.get( ENDPOINT, () => new HttpResponse( '<html>PHP notice</html>', { status: 200 } ) ) );
		const error = await apiRequest( { path: 'jetpack/v4/thing' } ).catch( ( e: unknown ) => e );
		expect( error ).toBeInstanceOf( JsonParseError );
		expect( error ).not.toBeInstanceOf( JsonParseAfterRedirectError );
		expect( ( error as Error ).name ).toBe( 'JsonParseError' );
	} );

	it( 'tells an unparseable body reached after a redirect apart', async () => {
		server.use(
			http.get( ENDPOINT, () => new HttpResponse( null, { status: 302, headers: { Location: 'http://localhost/login-page' } } ) ),
			http.get( 'http://localhost/login-page', () => new HttpResponse( '<html>Log in</html>' ) )
		);
		const error = await apiRequest( { path: 'jetpack/v4/thing' } ).catch( ( e: unknown ) => e );
		expect( error ).toBeInstanceOf( JsonParseAfterRedirectError );
		expect( error ).toMatchObject( { name: 'JsonParseAfterRedirectError', redirectUrl: 'http://localhost/login-page' } );
	} );

	it( 'turns a network failure into FetchNetworkError', async () => {
		server.use( http.get( ENDPOINT, () => HttpResponse.error() ) );
		const error = await apiRequest( { path: 'jetpack/v4/thing' } ).catch( ( e: unknown ) => e );
		expect( error ).toBeInstanceOf( FetchNetworkError );
		expect( ( error as Error ).message ).not.toBe( '' );
	} );

	it( 'answers an empty 2xx body with null', async () => {
		server.use( http.post( ENDPOINT, () => new HttpResponse( null, { status: 204 } ) ) );
		await expect( apiRequest( { path: 'jetpack/v4/thing', method: 'POST' } ) ).resolves.toBeNull();
	} );
} );

describe( 'nonce refresh', () => {
	const staleNonce = () =>
		HttpResponse.json( { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }, { status: 403 } );

	it( 'fetches a fresh nonce once and retries the call with it', async () => {
		const nonces: ( string | null )[] = [];
		let refreshes = 0;
		server.use(
			http.get( 'http://localhost/wp-admin/admin-ajax.php', ( { request } ) => {
				expect( new URL( request.url ).searchParams.get( 'action' ) ).toBe( 'rest-nonce' );
				refreshes += 1;
				return new HttpResponse( 'freshnonce1' );
			} ),
			http.get( ENDPOINT, ( { request } ) => {
				const nonce = request.headers.get( 'X-WP-Nonce' );
				nonces.push( nonce );
				return nonce === 'freshnonce1' ? HttpResponse.json( { ok: true } ) : staleNonce();
			} )
		);
		await expect( apiRequest( { path: 'jetpack/v4/thing' } ) ).resolves.toEqual( { ok: true } );
		expect( nonces ).toEqual( [ 'good-nonce', 'freshnonce1' ] );
		expect( refreshes ).toBe( 1 );
		// Later calls use the fresh nonce straight away.
		await apiRequest( { path: 'jetpack/v4/thing' } );
		expect( nonces ).toEqual( [ 'good-nonce', 'freshnonce1', 'freshnonce1' ] );
	} );

	it( 'shares one refresh between calls that failed together', async () => {
		let refreshes = 0;
		server.use(
			http.get( 'http://localhost/wp-admin/admin-ajax.php', () => {
				refreshes += 1;
				return new HttpResponse( 'freshnonce2' );
			} ),
			http.get( ENDPOINT, ( { request } ) =>
				request.headers.get( 'X-WP-Nonce' ) === 'freshnonce2' ? HttpResponse.json( 1 ) : staleNonce()
			)
		);
		await Promise.all( [ 1, 2, 3 ].map( () => apiRequest( { path: 'jetpack/v4/thing' } ) ) );
		expect( refreshes ).toBe( 1 );
	} );

	it( 'refreshes once for calls sent with the old nonce whose refusals come back after the refresh ended', async () => {
		let refreshes = 0;
		server.use(
			http.get( 'http://localhost/wp-admin/admin-ajax.php', () => {
				refreshes += 1;
				return new HttpResponse( `freshnonce${ refreshes }` );
			} ),
			http.get( `${ ROOT }jetpack/v4/slow`, async ( { request } ) => {
				await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
				return request.headers.get( 'X-WP-Nonce' ) === 'good-nonce' ? staleNonce() : HttpResponse.json( 'slow' );
			} ),
			http.get( ENDPOINT, ( { request } ) => ( request.headers.get( 'X-WP-Nonce' ) === 'good-nonce' ? staleNonce() : HttpResponse.json( 'fast' ) ) )
		);
		// Both go out with the old nonce; the fast one's refresh is over before the slow one is refused.
		const answers = await Promise.all( [ apiRequest( { path: 'jetpack/v4/thing' } ), apiRequest( { path: 'jetpack/v4/slow' } ) ] );
		expect( answers ).toEqual( [ 'fast', 'slow' ] );
		expect( refreshes ).toBe( 1 );
	} );

	it( 'retries only once: a nonce that stays stale ends as ApiError 403', async () => {
		let calls = 0;
		server.use(
			http.get( 'http://localhost/wp-admin/admin-ajax.php', () => new HttpResponse( 'stillbad00' ) ),
			http.get( ENDPOINT, () => {
				calls += 1;
				return staleNonce();
			} )
		);
		const error = await apiRequest( { path: 'jetpack/v4/thing' } ).catch( ( e: unknown ) => e );
		expect( error ).toMatchObject( { name: 'ApiError', status: 403, message: 'Cookie check failed (Status 403)' } );
		expect( calls ).toBe( 2 );
	} );

	it( 'keeps the 403 when the session has ended and no nonce can be had', async () => {
		server.use(
			http.get( 'http://localhost/wp-admin/admin-ajax.php', () => new HttpResponse( '0', { status: 400 } ) ),
			http.get( ENDPOINT, () => staleNonce() )
		);
		await expect( apiRequest( { path: 'jetpack/v4/thing' } ) ).rejects.toMatchObject( { name: 'ApiError', status: 403 } );
	} );
} );
