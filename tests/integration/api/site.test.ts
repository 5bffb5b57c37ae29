/**
 * Site, plan and product calls through the real client against the demo backend: provider envelopes unwrapped
 * (and plain answers accepted), a site without its id refused, the questionnaire saved and validated.
 */
import { REST_ROUTES } from '../../../src/api/rest-routes';
import { callRoute } from '../../../src/api/call-route';
import { http, HttpResponse } from 'msw';
import { apiRequest } from '../../../src/api/client';
import { JsonParseError } from '../../../src/api/errors';
import { v4 } from '../../../src/api/namespace';
import { setupDemoBackend, TEST_REST_ROOT } from '../../support/demo-msw';

const demo = setupDemoBackend();

describe( 'provider-backed site data', () => {
	it( 'unwraps the site envelope of a free-plan site', async () => {
		const site = await callRoute( REST_ROUTES.site );
		expect( site ).toMatchObject( { ID: 123456789, name: 'Demo Garden Journal', products: [] } );
		expect( site.plan ).toMatchObject( { product_slug: 'jetpack_free', is_free: true, user_is_owner: true } );
		expect( site.plan.features.active ).toEqual( [] );
	} );

	it( 'reports the paid plan, its features, purchases and benefits', async () => {
		demo.reset( 'owner-paid' );
		const [ site, features, purchases, benefits ] = await Promise.all( [
			callRoute( REST_ROUTES.site ),
			callRoute( REST_ROUTES.siteFeatures ),
			callRoute( REST_ROUTES.sitePurchases ),
			callRoute( REST_ROUTES.siteBenefits ),
		] );
		expect( site.plan.product_slug ).toBe( 'jetpack_complete' );
		expect( features.active ).toEqual( expect.arrayContaining( [ 'real-time-backups', 'instant-search', 'videopress' ] ) );
		expect( features.available ).not.toHaveProperty( 'instant-search' );
		expect( purchases ).toEqual( [ expect.objectContaining( { product_slug: 'jetpack_complete', active: '1' } ) ] );
		expect( benefits ).toEqual(
			expect.arrayContaining( [ expect.objectContaining( { name: 'antispam', value: 1284 } ) ] )
		);
	} );

	it( 'refuses site data to a site without an id, with the reason in the body', async () => {
		demo.reset( 'not-connected' );
		await expect( callRoute( REST_ROUTES.site ) ).rejects.toMatchObject( {
			name: 'ApiError',
			status: 400,
			response: { code: 'site_id_missing', data: { api_error_code: 'site_id_missing' } },
		} );
		await expect( callRoute( REST_ROUTES.sitePurchases ) ).rejects.toMatchObject( { status: 400 } );
	} );

	it( 'accepts a plain answer and rejects an envelope whose data is not JSON', async () => {
		const url = `${ TEST_REST_ROOT }jetpack/v4/site/purchases`;
		demo.server.use( http.get( url, () => HttpResponse.json( [] ) ) );
		await expect( callRoute( REST_ROUTES.sitePurchases ) ).resolves.toEqual( [] );
		demo.server.use( http.get( url, () => HttpResponse.json( { code: 'success', message: '', data: '{oops' } ) ) );
		await expect( callRoute( REST_ROUTES.sitePurchases ) ).rejects.toBeInstanceOf( JsonParseError );
	} );
} );

describe( 'catalogue and offers', () => {
	it( 'answers products, plans, site products, intro offers and the discount', async () => {
		const [ products, plans, siteProducts, offers, discount ] = await Promise.all( [
			callRoute( REST_ROUTES.products ),
			callRoute( REST_ROUTES.plans ),
			callRoute( REST_ROUTES.siteProducts ),
			callRoute( REST_ROUTES.introOffers ),
			callRoute( REST_ROUTES.siteDiscount ),
		] );
		expect( Object.keys( products ).sort() ).toEqual( [ 'akismet', 'backup', 'scan', 'search', 'security', 'videopress' ] );
		expect( products.security ).toMatchObject( { available: true, currencyCode: 'USD' } );
		expect( plans ).toEqual( expect.arrayContaining( [ expect.objectContaining( { product_slug: 'jetpack_complete' } ) ] ) );
		expect( siteProducts.jetpack_scan ).toMatchObject( { product_id: 2106, billing_timeframe: 'yearly' } );
		expect( offers.length ).toBeGreaterThan( 0 );
		expect( discount ).toMatchObject( { code: 'DEMO40', discount: 40, is_used: false } );
	} );

	it( 'answers no discount as an empty object', async () => {
		demo.reset( 'not-connected' );
		await expect( callRoute( REST_ROUTES.siteDiscount ) ).resolves.toEqual( {} );
	} );
} );

describe( 'setup questionnaire', () => {
	it( 'merges the answers and shows them on the next read', async () => {
		await callRoute( REST_ROUTES.saveSetupQuestionnaire, { data: { 'site-type': 'store' } } );
		await callRoute( REST_ROUTES.saveSetupQuestionnaire, { data: { 'wants-backups': true } } );
		await expect( callRoute( REST_ROUTES.setupQuestionnaire ) ).resolves.toEqual( { 'site-type': 'store', 'wants-backups': true } );
	} );

	it( 'refuses a wrong type or an empty update and writes nothing', async () => {
		// The typed function cannot send a number; the raw client can.
		const wrong = apiRequest( { path: v4( 'setup/questionnaire' ), method: 'POST', data: { 'site-type': 3 } } );
		await expect( wrong ).rejects.toMatchObject( { status: 400, response: { code: 'rest_invalid_param' } } );
		await expect( callRoute( REST_ROUTES.saveSetupQuestionnaire, { data: {} } ) ).rejects.toMatchObject( { status: 400 } );
		await expect( callRoute( REST_ROUTES.setupQuestionnaire ) ).resolves.toEqual( {} );
	} );

	it( 'refuses the questionnaire to an editor', async () => {
		demo.reset( 'editor' );
		await expect( callRoute( REST_ROUTES.saveSetupQuestionnaire, { data: { 'site-type': 'blog' } } ) ).rejects.toMatchObject( { name: 'ApiError', status: 403 } );
	} );
} );
