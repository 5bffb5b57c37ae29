import { isFeatureSlug, unviewedCount, withListDefaults } from '../../../src/lib/recommendation-lists';

it.each( [
	[ 'woocommerce', true ],
	[ 'monitor', true ],
	[ 'related-posts', true ],
	[ 'creative-mail', true ],
	[ 'site-accelerator', true ],
	[ 'protect', true ],
	[ 'publicize', true ],
	[ 'videopress', true ],
	[ 'boost', true ],
	[ 'anti-spam', false ],
	[ 'summary', false ],
	[ '', false ],
] )( '%j is a feature step: %s', ( slug, feature ) => {
	expect( isFeatureSlug( slug ) ).toBe( feature );
} );

it( 'reads a site that never answered as having empty lists, and keeps what is saved', () => {
	expect( withListDefaults( {} ) ).toEqual( { selectedRecommendations: [], skippedRecommendations: [], viewedRecommendations: [] } );
	expect( withListDefaults( { selectedRecommendations: [ 'monitor' ], skippedRecommendations: [ 'boost' ], viewedRecommendations: [ 'monitor' ], 'site-type-store': true } ) ).toEqual( {
		selectedRecommendations: [ 'monitor' ],
		skippedRecommendations: [ 'boost' ],
		viewedRecommendations: [ 'monitor' ],
		'site-type-store': true,
	} );
} );

it( 'counts the new recommendations the user has not opened', () => {
	expect( unviewedCount( [ 'boost', 'protect', 'videopress' ], [ 'protect' ] ) ).toBe( 2 );
	expect( unviewedCount( [ 'boost' ], [ 'boost', 'monitor' ] ) ).toBe( 0 );
	expect( unviewedCount( [], [] ) ).toBe( 0 );
} );
