/**
 * The recommendations assistant's calls through the real client against the demo backend: saved answers merge,
 * the step is checked against the known steps, the same suggestions to a free and a paid site, managers only.
 */
import { apiRequest } from '../../../src/api/client';
import { v4 } from '../../../src/api/namespace';
import {
	fetchProductSuggestions,
	fetchRecommendationsConditional,
	fetchRecommendationsData,
	fetchRecommendationsStep,
	fetchRecommendationsUpsell,
	saveRecommendationsData,
	saveRecommendationsStep,
} from '../../../src/api/recommendations';
import type { RecommendationStep } from '../../../src/api/types';
import { setupDemoBackend } from '../../support/demo-msw';

const demo = setupDemoBackend( 'recommendations' );

const saveRaw = ( data: unknown ) => apiRequest( { path: v4( 'recommendations/data' ), method: 'POST', data: { data } } );

it( 'merges saved answers into the data', async () => {
	await expect( saveRecommendationsData( { 'site-type-store': true, selectedRecommendations: [ 'monitor' ] } ) ).resolves.toBe( true );
	await saveRecommendationsData( { skippedRecommendations: [ 'related-posts' ], siteDiscount: { viewed: true } } );
	await expect( fetchRecommendationsData() ).resolves.toEqual( {
		'site-type-store': true,
		selectedRecommendations: [ 'monitor' ],
		skippedRecommendations: [ 'related-posts' ],
		viewedRecommendations: [],
		siteDiscount: { viewed: true },
	} );
} );

it( 'refuses mistyped or unknown fields and writes nothing', async () => {
	const before = await fetchRecommendationsData();
	await expect( saveRaw( { selectedRecommendations: [ 'monitor', 3 ] } ) ).rejects.toMatchObject( { status: 400 } );
	await expect( saveRaw( { 'site-type-store': 'yes' } ) ).rejects.toMatchObject( { status: 400 } );
	await expect( saveRaw( { viewedRecommendations: [], nonsense: true } ) ).rejects.toMatchObject( { status: 400 } );
	await expect( saveRaw( [ 'monitor' ] ) ).rejects.toMatchObject( { status: 400 } );
	await expect( fetchRecommendationsData() ).resolves.toEqual( before );
} );

it( 'saves a known step and refuses an unknown one', async () => {
	await expect( fetchRecommendationsStep() ).resolves.toEqual( { step: 'not-started' } );
	await expect( saveRecommendationsStep( 'monitor' ) ).resolves.toBe( true );
	const unknown: string = 'fly-to-the-moon';
	await expect( saveRecommendationsStep( unknown as RecommendationStep ) ).rejects.toMatchObject( {
		status: 400,
		response: { code: 'rest_invalid_param' },
	} );
	await expect( fetchRecommendationsStep() ).resolves.toEqual( { step: 'monitor' } );
} );

it( 'suggests the same products to a free and a paid site, with the upsell and the conditional list', async () => {
	const suggestions = await fetchProductSuggestions();
	expect( suggestions.map( ( item ) => item.product_slug ) ).toContain( 'jetpack_security_t1_yearly' );
	await expect( fetchRecommendationsUpsell() ).resolves.toEqual( {
		product_slug: 'jetpack_security_t1_yearly',
		hide_upsell: false,
	} );
	await expect( fetchRecommendationsConditional() ).resolves.toEqual( {
		conditional: expect.arrayContaining( [ 'anti-spam', 'backup-plan' ] ),
	} );
	demo.reset( 'owner-paid' );
	// The app offers them to a free site only; a paid site finds among them the product it bought.
	await expect( fetchProductSuggestions() ).resolves.toEqual( suggestions );
	await expect( fetchRecommendationsUpsell() ).resolves.toMatchObject( { hide_upsell: true } );
} );

it( 'refuses suggestions to an unregistered site and the saved data to an editor', async () => {
	demo.reset( 'not-connected' );
	await expect( fetchProductSuggestions() ).rejects.toMatchObject( { status: 400, response: { code: 'site_not_registered' } } );
	demo.reset( 'editor' );
	await expect( fetchRecommendationsData() ).rejects.toMatchObject( { name: 'ApiError', status: 403 } );
	await expect( saveRecommendationsStep( 'summary' ) ).rejects.toMatchObject( { status: 403 } );
} );
