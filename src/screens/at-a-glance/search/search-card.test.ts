import { searchActivation, searchCardState, searchLink } from './search-card';
import type { SearchCardFacts } from './search-card';

const facts = ( over: Partial< SearchCardFacts > = {}, caps: Partial< SearchCardFacts[ 'caps' ] > = {} ): SearchCardFacts => ( {
	features: [ 'search', 'instant-search' ],
	settings: { search: false },
	...over,
	caps: { isOfflineMode: false, userCanManageOptions: true, ...caps },
} );

describe( 'searchCardState', () => {
	it( 'waits while the settings are unknown, before anything else', () => {
		expect( searchCardState( facts( { settings: undefined }, { isOfflineMode: true } ) ) ).toBe( 'loading' );
	} );

	it( 'is unavailable offline, whatever the plan and the option', () => {
		expect( searchCardState( facts( { settings: { search: true } }, { isOfflineMode: true } ) ) ).toBe( 'offline' );
		expect( searchCardState( facts( { features: [] }, { isOfflineMode: true } ) ) ).toBe( 'offline' );
	} );

	it( 'offers the plan when the site lacks the search feature, even with the option on', () => {
		expect( searchCardState( facts( { features: [] } ) ) ).toBe( 'upsell' );
		expect( searchCardState( facts( { features: [ 'instant-search' ], settings: { search: true } } ) ) ).toBe( 'upsell' );
	} );

	it( 'offers activation when the feature is there but the option is off, to those who may save settings', () => {
		expect( searchCardState( facts() ) ).toBe( 'activate' );
		expect( searchCardState( facts( { settings: {} } ) ) ).toBe( 'activate' );
		expect( searchCardState( facts( {}, { userCanManageOptions: false } ) ) ).toBe( 'ask-admin' );
	} );

	it( 'is active when the feature is there and the option is on', () => {
		expect( searchCardState( facts( { settings: { search: true } } ) ) ).toBe( 'active' );
		expect( searchCardState( facts( { settings: { search: true } }, { userCanManageOptions: false } ) ) ).toBe( 'active' );
	} );
} );

describe( 'searchActivation', () => {
	it( 'switches instant search on with search when the plan includes it', () => {
		expect( searchActivation( [ 'search', 'instant-search' ] ) ).toEqual( { search: true, instant_search_enabled: true } );
	} );

	it( 'switches on classic search alone otherwise', () => {
		expect( searchActivation( [ 'search' ] ) ).toEqual( { search: true } );
	} );
} );

describe( 'searchLink', () => {
	const admin = 'https://example.com/wp-admin/';

	it( 'sends instant search to its configuration page', () => {
		expect( searchLink( admin, [ 'search', 'instant-search' ], true ) ).toEqual( {
			kind: 'configure',
			href: 'https://example.com/wp-admin/admin.php?page=jetpack-search-configure',
		} );
	} );

	it( 'sends classic search to the Customizer’s widgets, also when instant search is in the plan but off', () => {
		const widgets = { kind: 'widgets', href: 'https://example.com/wp-admin/customize.php?autofocus[panel]=widgets' };
		expect( searchLink( admin, [ 'search' ], false ) ).toEqual( widgets );
		expect( searchLink( admin, [ 'search', 'instant-search' ], false ) ).toEqual( widgets );
		// The option alone, without the plan's instant search, is classic search.
		expect( searchLink( admin, [ 'search' ], true ) ).toEqual( widgets );
	} );
} );
