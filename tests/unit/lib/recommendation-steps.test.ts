import { isRecommendationStep, RECOMMENDATION_ROUTES, stepToRoute } from '../../../src/lib/recommendation-steps';

it( 'maps the saved step to its sub-route (docs/recommendations.md#routes)', () => {
	expect( stepToRoute( 'not-started' ) ).toBe( 'site-type' );
	expect( stepToRoute( 'site-type-question' ) ).toBe( 'site-type' );
	expect( stepToRoute( 'monitor' ) ).toBe( 'monitor' );
	expect( stepToRoute( 'setup-wizard-completed' ) ).toBeNull();
} );

it( 'lists the assistant sub-routes of docs/shell.md#routes in order', () => {
	expect( RECOMMENDATION_ROUTES ).toEqual( [
		'site-type', 'product-suggestions', 'product-purchased', 'woocommerce', 'monitor', 'related-posts', 'creative-mail',
		'site-accelerator', 'publicize', 'protect', 'anti-spam', 'videopress', 'backup-plan', 'boost', 'summary',
	] );
} );

it( 'knows a step when it sees one', () => {
	expect( isRecommendationStep( 'banner-completed' ) ).toBe( true );
	expect( isRecommendationStep( 'site-type' ) ).toBe( false );
} );
