/**
 * The Jetpack host's adapters (src/api/jetpack-host) over the answers recorded from Jetpack's source
 * (src/jetpack-recorded/recorded-answers.ts): each reads Jetpack's shape into the declared one.
 */
import { jetpackAdapters } from '../../../src/api/jetpack-host';
import type { SocialUser } from '../../../src/api/jetpack-host';
import { productAdapters, productCatalogue } from '../../../src/api/jetpack-host/products';
import type { ProductDescription } from '../../../src/api/types';
import { connectedPlugins, connectionStatus, relativeRedirectInPath, startFreshAnswer } from '../../../src/api/jetpack-host/connection';
import { wafSettings } from '../../../src/api/jetpack-host/firewall';
import { googleVerification } from '../../../src/api/jetpack-host/site-verification';
import { attachedLicense } from '../../../src/api/jetpack-host/licensing';
import { jetpackModules, wordAdsSettings } from '../../../src/api/jetpack-host/modules';
import { productSuggestions, recommendationsData, recommendationsUpsell } from '../../../src/api/jetpack-host/recommendations';
import { adminRelative } from '../../../src/api/jetpack-host/shapes';
import { inOwnNamespace } from '../../../src/api/jetpack-host/own-namespace';
import { seriesRows, statsData } from '../../../src/api/jetpack-host/stats';
import type { RouteAdapter } from '../../../src/api/route-adapters';
import { KEPT_BESIDE_JETPACK, REST_ROUTES } from '../../../src/api/rest-routes';
import type { RouteName } from '../../../src/api/rest-routes';
import { JETPACK_ANSWERS } from '../../../src/jetpack-recorded/recorded-answers';

/** The recorded site's owner: user 1, linked to the provider account 90001. */
const OWNER = { userId: 1, wpcomUserId: 90001 };
/** The page as the recorded site prints it: the owner, and no product words (the catalogue's tests give their own). */
const pageOf = ( user: SocialUser ) => ( { user, catalogue: { descriptions: {}, rawUrl: 'garden.example' } } );
const JETPACK_ADAPTERS = jetpackAdapters( pageOf( OWNER ) );

/** What the adapter of a route reads from a host's answer, for a call with these path parameters. */
function readAs( name: RouteName, raw: unknown, params: Record< string, string | number > = {} ): unknown {
	const adapter = JETPACK_ADAPTERS[ name ] as RouteAdapter< unknown, unknown > | undefined;
	if ( ! adapter?.answer ) {
		throw new Error( `${ name } has no answer adapter.` );
	}
	return adapter.answer( raw, { path: `jetpack/v4/${ REST_ROUTES[ name ].path }`, method: REST_ROUTES[ name ].method, params } );
}

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
	installPlugin: 'the plugin file is not read on success',
	akismetKey: 'a missing invalidKeyCode reads as none',
	checkAkismetKey: 'a missing invalidKeyCode reads as none',
	siteBenefits: 'the search benefit without a value shows no figure',
	siteDiscount: 'the envelope is unwrapped whatever its data',
	plans: 'no envelope reads as the plain list',
	introOffers: 'the envelope is unwrapped whatever its data',
};

describe( 'the recorded Jetpack answers', () => {
	it( 'record every declared route', () => {
		expect( Object.keys( JETPACK_ANSWERS ).sort() ).toEqual( Object.keys( REST_ROUTES ).sort() );
	} );

	it( 'are each read by an adapter, or the same shape, or listed with what the app does meanwhile', () => {
		const unread = ( Object.keys( REST_ROUTES ) as RouteName[] ).filter( ( name ) => {
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
		expect( readAs( 'seenWooConnectionModal', recorded( 'seenWooConnectionModal' ) ) ).toEqual( { code: 'success' } );
		expect( readAs( 'updateTrackingSettings', recorded( 'updateTrackingSettings' ) ) ).toEqual( { code: 'success', tracks_opt_out: true } );
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
		expect( readAs( 'recommendationsConditional', recorded( 'recommendationsConditional' ) ) ).toEqual( { conditional: [ 'publicize', 'anti-spam' ] } );
	} );
} );

describe( 'the social adapters', () => {
	const [ recordedConnection ] = recorded( 'socialConnections' ) as unknown[];

	it( 'read Jetpack’s connections in the declared names, the user’s own by their linked account', () => {
		expect( readAs( 'socialConnections', recorded( 'socialConnections' ) ) ).toEqual( [
			{
				id: 24680135,
				service: 'facebook',
				service_label: 'Facebook',
				display_name: 'Demo Garden Journal',
				profile_url: 'https://www.facebook.com/demo-garden-journal',
				connected_by: 1,
				shared: true,
			},
		] );
		const someoneElses = jetpackAdapters( pageOf( { userId: 3, wpcomUserId: 90003 } ) ).socialConnections?.answer?.( [ recordedConnection ], {
			path: 'jetpack/v4/publicize/connections',
			method: 'GET',
			params: {},
		} );
		expect( someoneElses ).toEqual( [ expect.objectContaining( { connected_by: 0 } ) ] );
		expect( readAs( 'socialConnections', null ) ).toEqual( [] );
	} );

	it( 'read the services’ connect addresses', () => {
		expect( readAs( 'socialServices', recorded( 'socialServices' ) ) ).toEqual( [
			{ id: 'facebook', label: 'Facebook', connect_url: expect.stringContaining( 'service=facebook' ) },
		] );
	} );

	it( 'read a new connection, and a removal as the id asked for', () => {
		expect( readAs( 'connectSocialAccount', recorded( 'connectSocialAccount' ) ) ).toMatchObject( { id: 24680246, service: 'mastodon', connected_by: 1, shared: false } );
		expect( readAs( 'disconnectSocialAccount', recorded( 'disconnectSocialAccount' ), { id: 24680246 } ) ).toEqual( { deleted: true, id: 24680246 } );
	} );
} );

describe( 'the firewall adapter', () => {
	it( 'reads switches stored as "1" and "" and Jetpack’s own names', () => {
		expect( wafSettings( recorded( 'waf' ) ) ).toEqual( {
			bootstrapPath: '/var/www/html/wp-content/jetpack-waf/bootstrap.php',
			hasRulesAccess: true,
			jetpack_waf_ip_list: false,
			jetpack_waf_ip_allow_list: '',
			jetpack_waf_ip_block_list: '',
			jetpack_waf_share_data: true,
		} );
	} );
} );

describe( 'the site verification adapter', () => {
	it( 'reads the provider’s snake_case names', () => {
		expect( googleVerification( recorded( 'googleVerification' ) ) ).toEqual( {
			verified: true,
			token: null,
			isOwner: true,
			searchConsoleUrl: expect.stringContaining( 'search-console' ),
			verificationConsoleUrl: expect.stringContaining( 'webmasters/verification' ),
		} );
		expect( googleVerification( { verified: false, token: 'abc' } ) ).toEqual( { verified: false, token: 'abc', isOwner: false, searchConsoleUrl: '', verificationConsoleUrl: '' } );
	} );
} );

describe( 'the stats adapter', () => {
	it( 'reads the card’s figures from the provider’s summary, and each series as [date, views] by the columns it names', () => {
		expect( statsData( recorded( 'stats' ) ) ).toEqual( {
			general: { stats: { views: 4311, comments: 118, views_today: 6, views_best_day: '2025-03-14', views_best_day_total: 96 } },
			day: {
				data: [
					[ '2025-05-18', 14 ],
					[ '2025-05-19', 21 ],
					[ '2025-05-20', 6 ],
				],
			},
		} );
	} );

	it.each( [
		[ 'columns in another order', { fields: [ 'visitors', 'views', 'period' ], data: [ [ 9, 14, '2025-05-18' ] ] }, [ [ '2025-05-18', 14 ] ] ],
		[ 'rows without named columns', { data: [ [ '2025-05-18', 14 ] ] }, [ [ '2025-05-18', 14 ] ] ],
		[ 'rows that are not rows, and figures that are not numbers', { data: [ 'x', [ '2025-05-18', '14' ] ] }, [ [ '2025-05-18', 0 ] ] ],
		[ 'no rows', {}, [] ],
	] )( 'reads a series with %s', ( _case, series, rows ) => {
		expect( seriesRows( series ) ).toEqual( rows );
	} );

	it( 'keeps the summary’s errors and the series asked for, and zeroes figures it lacks', () => {
		const read = statsData( { general: { stats: { views: 'many' }, errors: { stats_fetch_failed: 'Stats could not be retrieved.' } }, week: { data: [] } } );
		expect( read ).toEqual( {
			general: {
				stats: { views: 0, comments: 0, views_today: 0, views_best_day: '', views_best_day_total: 0 },
				errors: { stats_fetch_failed: 'Stats could not be retrieved.' },
			},
			week: { data: [] },
		} );
		expect( statsData( null ) ).toEqual( { general: { stats: { views: 0, comments: 0, views_today: 0, views_best_day: '', views_best_day_total: 0 } } } );
	} );
} );

describe( 'the product catalogue', () => {
	const search: ProductDescription = {
		slug: 'jetpack_search',
		title: 'Jetpack Search',
		description: 'Help visitors find what they came for.',
		features: [ 'Instant search' ],
		disclaimer: null,
		includedInPlans: [],
	};
	const backup: ProductDescription = { ...search, slug: 'jetpack_backup_t1_yearly', title: 'Jetpack Backup', includedInPlans: [ 'security' ] };
	const scan: ProductDescription = { ...search, slug: 'jetpack_scan', title: 'Jetpack Scan' };
	const catalogue = productAdapters( { descriptions: { search, backup, scan }, rawUrl: 'https://garden.example/blog' } ).products;

	it( 'is asked of site/products, the provider’s products for the site', async () => {
		const sent: unknown[] = [];
		const send = ( request: unknown ) => {
			sent.push( request );
			return Promise.resolve( recorded( 'siteProducts' ) );
		};
		await catalogue?.send?.( { path: 'jetpack/v4/products', method: 'GET', params: {} }, send );
		expect( sent ).toEqual( [ { path: 'jetpack/v4/site/products', method: 'GET' } ] );
	} );

	it( 'joins the page’s words to the price, sale and availability the provider gives, with the checkout for the site', () => {
		const read = catalogue?.answer?.( recorded( 'siteProducts' ), { path: 'jetpack/v4/products', method: 'GET', params: {} } );
		expect( read ).toEqual( {
			search: {
				key: 'search',
				...search,
				currencyCode: 'USD',
				fullPrice: 99,
				saleCoupon: { discount: 50 },
				upgradeUrl: 'https://jetpack.com/redirect/?source=jetpack-product-description-checkout&site=garden.example%3A%3Ablog&path=jetpack_search',
				available: true,
			},
			backup: expect.objectContaining( { key: 'backup', currencyCode: 'USD', fullPrice: 119.4, saleCoupon: { discount: 40 }, available: true, includedInPlans: [ 'security' ] } ),
			// Not among the provider's products for the site: described, but not offered.
			scan: expect.objectContaining( { key: 'scan', title: 'Jetpack Scan', currencyCode: '', fullPrice: 0, saleCoupon: null, available: false } ),
		} );
	} );

	it( 'reads site/products in the declared shape, the billing period from the slug', () => {
		expect( readAs( 'siteProducts', recorded( 'siteProducts' ) ) ).toMatchObject( {
			jetpack_search: {
				product_id: 2104,
				product_slug: 'jetpack_search',
				product_name: 'Jetpack Search',
				currency_code: 'USD',
				cost: 99,
				cost_display: '$99',
				billing_timeframe: 'yearly',
			},
		} );
		expect( readAs( 'siteProducts', { code: 'success', data: { jetpack_scan_monthly: { cost: 'ten' } } } ) ).toEqual( {
			jetpack_scan_monthly: {
				product_id: 0,
				product_slug: 'jetpack_scan_monthly',
				product_name: '',
				currency_code: '',
				cost: 0,
				cost_display: '',
				billing_timeframe: 'monthly',
			},
		} );
	} );

	it( 'reads a product the provider does not sell, or sells without a sale, as such', () => {
		const answer = { code: 'success', data: { jetpack_search: { cost: 120, currency_code: 'EUR', available: false, sale_coupon: { discount: 0 } } } };
		expect( productCatalogue( answer, { descriptions: { search }, rawUrl: 'garden.example' } ).search ).toMatchObject( {
			fullPrice: 120,
			currencyCode: 'EUR',
			saleCoupon: null,
			available: false,
		} );
		expect( productCatalogue( 'not an answer', { descriptions: { search }, rawUrl: 'garden.example' } ).search ).toMatchObject( { available: false, fullPrice: 0 } );
	} );
} );

describe( 'the routes kept beside Jetpack', () => {
	it( 'send each route Jetpack does not have to this plugin’s own namespace, with its method and body', async () => {
		const kept = KEPT_BESIDE_JETPACK;
		expect( kept ).toEqual( [ 'dismissNotice', 'setupQuestionnaire', 'saveSetupQuestionnaire', 'saveRecommendationsData' ] );
		const sent: unknown[] = [];
		const send = ( request: unknown ) => {
			sent.push( request );
			return Promise.resolve( 'answered' );
		};
		await expect( inOwnNamespace( { path: 'jetpack/v4/setup/questionnaire', method: 'POST', params: {}, data: { 'site-type-store': true } }, send ) ).resolves.toBe( 'answered' );
		expect( sent ).toEqual( [ { path: 'jetpack-dashboard/v1/setup/questionnaire', method: 'POST', params: {}, data: { 'site-type-store': true } } ] );
		expect( kept.filter( ( name ) => ! jetpackAdapters( pageOf( { userId: 1, wpcomUserId: null } ) )[ name ]?.send ) ).toEqual( [] );
	} );
} );

describe( 'the firewall’s IP lists switch (docs/hosts.md#firewall)', () => {
	const adapters = () => jetpackAdapters( pageOf( { userId: 1, wpcomUserId: null } ) );

	it( 'is read on while either of Jetpack’s two is, and Jetpack’s two are not passed on', () => {
		const read = adapters().settings?.answer;
		expect( read?.( { jetpack_waf_ip_allow_list_enabled: false, jetpack_waf_ip_block_list_enabled: true, carousel: true }, { path: '', method: 'GET', params: {} } ) ).toEqual( {
			jetpack_waf_ip_list: true,
			carousel: true,
		} );
		expect( read?.( { jetpack_waf_ip_allow_list_enabled: false, jetpack_waf_ip_block_list_enabled: false }, { path: '', method: 'GET', params: {} } ) ).toEqual( { jetpack_waf_ip_list: false } );
		expect( read?.( { carousel: true }, { path: '', method: 'GET', params: {} } ) ).toEqual( { carousel: true } );
	} );

	it( 'reads Jetpack’s recorded settings of a site running the firewall with the one switch, off', () => {
		const read = adapters().settings?.answer?.( recorded( 'settings' ), { path: '', method: 'GET', params: {} } );
		expect( read ).toMatchObject( { waf: true, jetpack_waf_ip_list: false, jetpack_waf_ip_allow_list: '', jetpack_waf_ip_block_list: '' } );
		expect( read ).not.toHaveProperty( 'jetpack_waf_ip_allow_list_enabled' );
	} );

	it( 'is saved as Jetpack’s two, and a save without it is sent as it is', async () => {
		const sent: unknown[] = [];
		const send = ( request: unknown ) => {
			sent.push( request );
			return Promise.resolve( { code: 'success' } );
		};
		const save = adapters().updateSettings?.send;
		await save?.( { path: 'jetpack/v4/settings', method: 'POST', params: {}, data: { jetpack_waf_ip_list: true, jetpack_waf_ip_allow_list: '192.0.2.1' } }, send );
		await save?.( { path: 'jetpack/v4/settings', method: 'POST', params: {}, data: { carousel: false } }, send );
		expect( sent ).toEqual( [
			{
				path: 'jetpack/v4/settings',
				method: 'POST',
				params: {},
				data: { jetpack_waf_ip_allow_list: '192.0.2.1', jetpack_waf_ip_allow_list_enabled: true, jetpack_waf_ip_block_list_enabled: true },
			},
			{ path: 'jetpack/v4/settings', method: 'POST', params: {}, data: { carousel: false } },
		] );
	} );
} );

it.each( [
	[ 'welcome', 'jetpack/v4/notice/welcome' ],
	[ 'feedback_dash_request', 'jetpack/v4/notice/feedback_dash_request' ],
	[ 'whats-new', 'jetpack-dashboard/v1/notice/whats-new' ],
] )( 'sends the dismissal of %s to %s', async ( id, path ) => {
	const sent: unknown[] = [];
	const send = ( request: { path: string } ) => {
		sent.push( request.path );
		return Promise.resolve( {} );
	};
	await jetpackAdapters( pageOf( { userId: 1, wpcomUserId: null } ) ).dismissNotice?.send?.( { path: `jetpack/v4/notice/${ id }`, method: 'POST', params: { id }, data: { dismissed: true } }, send );
	expect( sent ).toEqual( [ path ] );
} );

describe( 'the routes this plugin serves beside the Jetpack that removed its dashboard', () => {
	const beside = jetpackAdapters( { ...pageOf( OWNER ), ownRoutes: [ 'recommendations/step', 'recommendations/conditional' ] } );
	const sentBy = async ( name: RouteName, call: { path: string; method: 'GET' | 'POST'; params: Record< string, string > } ) => {
		const sent: string[] = [];
		await beside[ name ]?.send?.( call, ( request ) => {
			sent.push( `${ request.method } ${ request.path }` );
			return Promise.resolve( [] );
		} );
		return sent;
	};

	it( 'sends each call of a listed path, read or write, to this plugin’s namespace', async () => {
		expect( await sentBy( 'recommendationsStep', { path: 'jetpack/v4/recommendations/step', method: 'GET', params: {} } ) ).toEqual( [ 'GET jetpack-dashboard/v1/recommendations/step' ] );
		expect( await sentBy( 'saveRecommendationsStep', { path: 'jetpack/v4/recommendations/step', method: 'POST', params: {} } ) ).toEqual( [ 'POST jetpack-dashboard/v1/recommendations/step' ] );
	} );

	it( 'reads its answer as Jetpack’s, and leaves the paths not listed to Jetpack', () => {
		expect( beside.recommendationsConditional?.answer?.( [ 'boost' ], { path: '', method: 'GET', params: {} } ) ).toEqual( { conditional: [ 'boost' ] } );
		expect( beside.recommendationsData?.send ).toBeUndefined();
		expect( JETPACK_ADAPTERS.recommendationsStep?.send ).toBeUndefined();
	} );
} );
