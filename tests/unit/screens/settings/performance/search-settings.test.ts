import { searchRetryUpdate, searchToggleUpdate, videoPressUpsell } from '../../../../../src/screens/settings/performance/search-settings';

it.each( [
	[ 'search', true, true, false, { search: true, instant_search_enabled: true } ],
	[ 'search', true, false, false, { search: true } ],
	[ 'search', false, true, true, { search: false, instant_search_enabled: false } ],
	[ 'search', false, true, false, { search: false } ],
	[ 'instant', true, true, false, { search: true, instant_search_enabled: true } ],
	[ 'instant', false, true, true, { instant_search_enabled: false } ],
] as const )( 'turning %s to %s (instant available %s, on %s) saves %j', ( which, next, instantAvailable, instantOn, update ) => {
	expect( searchToggleUpdate( which, next, { instantAvailable, instantOn } ) ).toEqual( update );
} );

it.each( [
	[ { search: true }, true, { search: true, has_jetpack_search_product: true } ],
	[ { search: true }, false, null ],
	[ { search: false }, true, null ],
] )( 'a refused %j (instant available %s) is retried with %j', ( update, instantAvailable, retry ) => {
	expect( searchRetryUpdate( update, instantAvailable ) ).toEqual( retry );
} );

it.each( [
	[ [], null, 'available' ],
	[ [], 0, 'available' ],
	[ [], 12, 'used' ],
	[ [ 'videopress' ], 12, null ],
	[ [ 'videopress-1tb-storage' ], 0, null ],
	[ [ 'videopress-1tb-storage' ], 12, null ],
	[ [ 'videopress-unlimited-storage' ], 12, null ],
] )( 'VideoPress upsell with features %j and storage %j: %s', ( features, used, upsell ) => {
	expect( videoPressUpsell( features, used ) ).toBe( upsell );
} );
