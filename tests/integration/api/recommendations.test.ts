/**
 * The recommendations assistant's calls through the real client against the demo backend: saved answers merge,
 * the step is checked against the known steps, the same suggestions to a free and a paid site, managers only.
 */
import { REST_ROUTES } from '../../../src/api/rest-routes';
import { callRoute } from '../../../src/api/call-route';
import { apiRequest } from '../../../src/api/client';
import { v4 } from '../../../src/api/namespace';
import type { RecommendationStep } from '../../../src/api/types';
import { setupDemoBackend } from '../../support/demo-msw';

const demo = setupDemoBackend( 'recommendations' );

const saveRaw = ( data: unknown ) => apiRequest( { path: v4( 'recommendations/data' ), method: 'POST', data: { data } } );

it( 'merges saved answers into the data', async () => {
	await expect( callRoute( REST_ROUTES.saveRecommendationsData, { data: { data: { 'site-type-store': true, selectedRecommendations: [ 'monitor' ] } } } ) ).resolves.toBe( true );
	await callRoute( REST_ROUTES.saveRecommendationsData, { data: { data: { skippedRecommendations: [ 'related-posts' ], siteDiscount: { viewed: true } } } } );
	await expect( callRoute( REST_ROUTES.recommendationsData ) ).resolves.toEqual( {
		'site-type-store': true,
		selectedRecommendations: [ 'monitor' ],
		skippedRecommendations: [ 'related-posts' ],
		viewedRecommendations: [],
		siteDiscount: { viewed: true },
	} );
} );

it( 'refuses mistyped or unknown fields and writes nothing', async () => {
	const before = await callRoute( REST_ROUTES.recommendationsData );
	await expect( saveRaw( { selectedRecommendations: [ 'monitor', 3 ] } ) ).rejects.toMatchObject( { status: 400 } );
	await expect( saveRaw( { 'site-type-store': 'yes' } ) ).rejects.toMatchObject( { status: 400 } );
	await expect( saveRaw( { viewedRecommendations: [], nonsense: true } ) ).rejects.toMatchObject( { status: 400 } );
	await expect( saveRaw( [ 'monitor' ] ) ).rejects.toMatchObject( { status: 400 } );
	await expect( callRoute( REST_ROUTES.recommendationsData ) ).resolves.toEqual( before );
} );

it( 'saves a known step and refuses an unknown one', async () => {
	await expect( callRoute( REST_ROUTES.recommendationsStep ) ).resolves.toEqual( { step: 'not-started' } );
	await expect( callRoute( REST_ROUTES.saveRecommendationsStep, { data: { step: 'monitor' } } ) ).resolves.toBe( true );
	const unknown: string = 'fly-to-the-moon';
	await expect( callRoute( REST_ROUTES.saveRecommendationsStep, { data: { step: unknown as RecommendationStep } } ) ).rejects.toMatchObject( {
		status: 400,
		response: { code: 'rest_invalid_param' },
	} );
	await expect( callRoute( REST_ROUTES.recommendationsStep ) ).resolves.toEqual( { step: 'monitor' } );
} );

it( 'suggests the same products to a free and a paid site, with the upsell and the conditional list', async () => {
	const suggestions = await callRoute( REST_ROUTES.productSuggestions );
	expect( suggestions.map( ( item ) => item.product_slug ) ).toContain( 'jetpack_security_t1_yearly' );
	await expect( callRoute( REST_ROUTES.recommendationsUpsell ) ).resolves.toEqual( {
		product_slug: 'jetpack_security_t1_yearly',
		hide_upsell: false,
	} );
	await expect( callRoute( REST_ROUTES.recommendationsConditional ) ).resolves.toEqual( {
		conditional: expect.arrayContaining( [ 'anti-spam', 'backup-plan' ] ),
	} );
	demo.reset( 'owner-paid' );
	// The app offers them to a free site only; a paid site finds among them the product it bought.
	await expect( callRoute( REST_ROUTES.productSuggestions ) ).resolves.toEqual( suggestions );
	await expect( callRoute( REST_ROUTES.recommendationsUpsell ) ).resolves.toMatchObject( { hide_upsell: true } );
} );

it( 'refuses suggestions to an unregistered site and the saved data to an editor', async () => {
	demo.reset( 'not-connected' );
	await expect( callRoute( REST_ROUTES.productSuggestions ) ).rejects.toMatchObject( { status: 400, response: { code: 'site_not_registered' } } );
	demo.reset( 'editor' );
	await expect( callRoute( REST_ROUTES.recommendationsData ) ).rejects.toMatchObject( { name: 'ApiError', status: 403 } );
	await expect( callRoute( REST_ROUTES.saveRecommendationsStep, { data: { step: 'summary' } } ) ).rejects.toMatchObject( { status: 403 } );
} );
