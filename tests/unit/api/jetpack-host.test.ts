/**
 * The Jetpack host's adapters (src/api/jetpack-host) over the answers recorded from Jetpack's source
 * (src/demo/jetpack-host/recorded-answers.ts): each reads Jetpack's shape into the declared one.
 */
import { JETPACK_ADAPTERS } from '../../../src/api/jetpack-host';
import { connectedPlugins, connectionStatus, relativeRedirectInPath, startFreshAnswer } from '../../../src/api/jetpack-host/connection';
import { attachedLicense } from '../../../src/api/jetpack-host/licensing';
import { jetpackModules, wordAdsSettings } from '../../../src/api/jetpack-host/modules';
import { productSuggestions, recommendationsData, recommendationsUpsell } from '../../../src/api/jetpack-host/recommendations';
import { adminRelative } from '../../../src/api/jetpack-host/shapes';
import { ROUTES } from '../../../src/api/routes';
import type { RouteName } from '../../../src/api/routes';
import { JETPACK_ANSWERS } from '../../../src/demo/jetpack-host/recorded-answers';

function recorded( name: RouteName ): unknown {
	const entry = JETPACK_ANSWERS[ name ];
	if ( entry.kind !== 'answers' ) {
		throw new Error( `${ name } is recorded as absent.` );
	}
	return entry.body;
}

/**
 * Calls whose recorded answer differs from the declared one and that have no adapter yet, each with what the app
 * does with them meanwhile (docs/hosts.md#calls-the-app-does-not-adapt-yet). The list only shrinks.
 */
const NOT_ADAPTED_YET: Partial< Record< RouteName, string > > = {
	connectionData: 'wpcomUser { avatar: false } reads as no linked account already (the page data parser does the same)',
	disconnectSurvey: 'the answer is not read',
	module: 'the app never calls it',
	settings: 'extra keys (categories) are not read',
	installPlugin: 'the plugin file is not read on success',
	akismetKey: 'a missing invalidKeyCode reads as none',
	checkAkismetKey: 'a missing invalidKeyCode reads as none',
	stats: 'next: the stats card reads the provider answer as it is',
	waf: 'next: switches stored as "1" and ""',
	googleVerification: 'next: snake_case field names',
	googleVerificationWithKeyring: 'next: snake_case field names',
	verifyWithGoogle: 'next: snake_case field names and the required keyring_id',
	siteBenefits: 'the search benefit without a value shows no figure',
	siteProducts: 'next: product fields',
	siteDiscount: 'the envelope is unwrapped whatever its data',
	plans: 'no envelope reads as the plain list',
	introOffers: 'the envelope is unwrapped whatever its data',
	products: 'next: the upsell catalogue comes from the plan list on Jetpack',
	socialConnections: 'next: served at wpcom/v2/publicize with other field names',
	socialServices: 'next: served at wpcom/v2/publicize',
	connectSocialAccount: 'next: keyring_connection_ID at wpcom/v2/publicize',
	disconnectSocialAccount: 'next: served at wpcom/v2/publicize',
};

describe( 'the recorded Jetpack answers', () => {
	it( 'record every declared route', () => {
		expect( Object.keys( JETPACK_ANSWERS ).sort() ).toEqual( Object.keys( ROUTES ).sort() );
	} );

	it( 'are each read by an adapter, or the same shape, or listed with what the app does meanwhile', () => {
		const unread = ( Object.keys( ROUTES ) as RouteName[] ).filter( ( name ) => {
			const entry = JETPACK_ANSWERS[ name ];
			const same = entry.kind === 'absent' || entry.differs.startsWith( 'same' );
			return ! same && ! JETPACK_ADAPTERS[ name ] && ! NOT_ADAPTED_YET[ name ];
		} );
		expect( unread ).toEqual( [] );
	} );

	it( 'list no adapted route as not adapted', () => {
		expect( Object.keys( NOT_ADAPTED_YET ).filter( ( name ) => JETPACK_ADAPTERS[ name as RouteName ] ) ).toEqual( [] );
	} );
} );

describe( 'the connection adapters', () => {
	it( 'derive the site connection status and fill what only the page data has', () => {
		expect( connectionStatus( recorded( 'connectionStatus' ) ) ).toMatchObject( {
			isRegistered: true,
			siteConnectionStatus: true,
			isInIdentityCrisis: false,
			sandboxDomain: '',
			errors: [],
		} );
		expect( connectionStatus( { isRegistered: true, offlineMode: { isActive: true } } ).siteConnectionStatus ).toBe( 'offline' );
		expect( connectionStatus( { isRegistered: false, offlineMode: { isActive: false } } ).siteConnectionStatus ).toBe( false );
	} );

	it( 'key the connected plugins by slug', () => {
		expect( connectedPlugins( recorded( 'connectedPlugins' ) ) ).toEqual( { jetpack: { name: 'Jetpack' }, 'jetpack-boost': { name: 'Jetpack Boost' } } );
		expect( connectedPlugins( [ { name: 'No slug' }, 'junk' ] ) ).toEqual( {} );
		expect( connectedPlugins( { jetpack: { name: 'Jetpack' } } ) ).toEqual( { jetpack: { name: 'Jetpack' } } );
	} );

	it( 'read start fresh’s bare address as the authorize address', () => {
		expect( startFreshAnswer( recorded( 'startFresh' ) ) ).toEqual( { code: 'success', authorizeUrl: recorded( 'startFresh' ) } );
		expect( () => startFreshAnswer( false ) ).toThrow( expect.objectContaining( { name: 'JsonParseError' } ) );
	} );

	it( 'read the Woo modal’s and the tracking answers as successes', () => {
		expect( JETPACK_ADAPTERS.seenWooConnectionModal?.answer?.( recorded( 'seenWooConnectionModal' ) ) ).toEqual( { code: 'success' } );
		expect( JETPACK_ADAPTERS.updateTrackingSettings?.answer?.( recorded( 'updateTrackingSettings' ) ) ).toEqual( { code: 'success', tracks_opt_out: true } );
	} );

	it( 'send redirects as the part after wp-admin/, which Jetpack hands to admin_url()', () => {
		expect( adminRelative( 'https://example.test/wp-admin/admin.php?page=jetpack#/dashboard' ) ).toBe( 'admin.php?page=jetpack#/dashboard' );
		expect( adminRelative( 'admin.php?page=jetpack' ) ).toBe( 'admin.php?page=jetpack' );
		expect( relativeRedirectInPath( 'jetpack/v4/connection/authorize_url?no_iframe=true&redirect_uri=https%3A%2F%2Fexample.test%2Fwp-admin%2Fadmin.php%3Fpage%3Djetpack' ) ).toBe(
			'jetpack/v4/connection/authorize_url?no_iframe=true&redirect_uri=admin.php%3Fpage%3Djetpack'
		);
		expect( relativeRedirectInPath( 'jetpack/v4/connection/authorize_url' ) ).toBe( 'jetpack/v4/connection/authorize_url' );
	} );
} );

describe( 'the module adapters', () => {
	it( 'read configurable links as true and an empty option list as no options', () => {
		const modules = jetpackModules( recorded( 'modules' ) );
		expect( Object.keys( modules ).length ).toBeGreaterThan( 0 );
		for ( const module of Object.values( modules ) ) {
			expect( typeof module.configurable ).toBe( 'boolean' );
			expect( Array.isArray( module.options ) ).toBe( false );
		}
		expect( jetpackModules( { a: { name: 'A', configurable: '<a href="x">Configure</a>', options: [] }, b: { name: 'B', configurable: false }, blocks: { module: 'blocks' } } ) ).toEqual( {
			a: { name: 'A', configurable: true, options: {} },
			b: { name: 'B', configurable: false, options: {} },
		} );
	} );

	it( 'read the ad placements from the site’s settings', () => {
		expect( wordAdsSettings( recorded( 'wordAdsSettings' ) ) ).toEqual( {
			wordads_display_front_page: expect.any( Boolean ),
			wordads_display_post: expect.any( Boolean ),
			wordads_display_page: expect.any( Boolean ),
			wordads_display_archive: expect.any( Boolean ),
		} );
		expect( wordAdsSettings( { wordads_display_post: false } ) ).toEqual( {
			wordads_display_front_page: true,
			wordads_display_post: false,
			wordads_display_page: true,
			wordads_display_archive: true,
		} );
	} );
} );

describe( 'the licence adapter', () => {
	it( 'reads the one attached licence’s product, or its serialized error', () => {
		const [ activated, refused ] = recorded( 'attachLicenses' ) as unknown[];
		expect( attachedLicense( [ activated ] ) ).toEqual( { activatedProductId: 2014 } );
		expect( attachedLicense( [ refused ] ) ).toEqual( { errors: { invalid_license_key: [ 'The key is not valid.' ] } } );
		expect( attachedLicense( [ [ activated ] ] ) ).toEqual( { activatedProductId: 2014 } );
		expect( attachedLicense( null ) ).toEqual( { errors: {} } );
	} );
} );

describe( 'the recommendations adapters', () => {
	it( 'read the stored answers, and an empty store as none', () => {
		expect( recommendationsData( recorded( 'recommendationsData' ) ) ).toEqual( recorded( 'recommendationsData' ) );
		expect( recommendationsData( [] ) ).toEqual( { selectedRecommendations: [], skippedRecommendations: [], viewedRecommendations: [] } );
	} );

	it( 'read the suggestions, and the text "[]" as none', () => {
		expect( productSuggestions( recorded( 'productSuggestions' ) ) ).toEqual( recorded( 'productSuggestions' ) );
		expect( productSuggestions( '[]' ) ).toEqual( [] );
	} );

	it( 'read an upsell without a product as hidden', () => {
		expect( recommendationsUpsell( recorded( 'recommendationsUpsell' ) ) ).toEqual( recorded( 'recommendationsUpsell' ) );
		expect( recommendationsUpsell( { hide_upsell: true } ) ).toEqual( { product_slug: '', hide_upsell: true } );
	} );

	it( 'wrap the bare list of conditional recommendations', () => {
		expect( JETPACK_ADAPTERS.recommendationsConditional?.answer?.( recorded( 'recommendationsConditional' ) ) ).toEqual( { conditional: [ 'publicize', 'anti-spam' ] } );
	} );
} );
