import type { InstalledPlugins, Module, ModuleMap } from '../../../src/api/types';
import { activeFeatures, featureInfo, isFeatureActive, listsAfter, resourceInfo, siteTypeAnswers, FEATURE_SLUGS } from '../../../src/lib/recommendation-features';

const module = ( activated: boolean ) => ( { activated } ) as Module;
const modules: ModuleMap = { monitor: module( true ), photon: module( true ), 'photon-cdn': module( false ), publicize: module( false ) };
const plugins: InstalledPlugins = {
	'jetpack-boost/jetpack-boost.php': { Name: 'Jetpack Boost', Version: '3.4.7', TextDomain: 'jetpack-boost', active: true },
	'jetpack-protect/jetpack-protect.php': { Name: 'Jetpack Protect', Version: '3.0.2', TextDomain: 'jetpack-protect', active: false },
};

describe( 'features and resources', () => {
	it.each( FEATURE_SLUGS )( 'knows the feature %s', ( slug ) => {
		expect( featureInfo( slug ).slug ).toBe( slug );
	} );

	it( 'installs the four plugins and activates modules for the rest', () => {
		const pluginSlugs = FEATURE_SLUGS.map( ( slug ) => featureInfo( slug ).source ).flatMap( ( source ) => ( 'plugin' in source ? [ source.plugin ] : [] ) );
		expect( pluginSlugs ).toEqual( [ 'woocommerce', 'creative-mail-by-constant-contact', 'jetpack-protect', 'jetpack-boost' ] );
	} );

	it( 'throws for an unknown feature or resource', () => {
		expect( () => featureInfo( 'anti-spam' ) ).toThrow();
		expect( () => resourceInfo( 'monitor' ) ).toThrow();
		expect( resourceInfo( 'backup-plan' ).slug ).toBe( 'backup-plan' );
	} );

	it.each( [
		[ 'monitor', true ],
		[ 'site-accelerator', false ],
		[ 'publicize', false ],
		[ 'related-posts', false ],
		[ 'boost', true ],
		[ 'protect', false ],
		[ 'woocommerce', false ],
	] as const )( 'reads whether %s works: %s', ( slug, active ) => {
		expect( isFeatureActive( slug, modules, plugins ) ).toBe( active );
		expect( activeFeatures( modules, plugins )[ slug ] ).toBe( active );
	} );
} );

describe( 'listsAfter', () => {
	const lists = { selectedRecommendations: [ 'monitor' ], skippedRecommendations: [ 'boost' ], viewedRecommendations: [ 'monitor' ] };

	it.each( [
		[ 'select', 'boost', { selectedRecommendations: [ 'monitor', 'boost' ], skippedRecommendations: [] } ],
		[ 'skip', 'monitor', { skippedRecommendations: [ 'boost', 'monitor' ], selectedRecommendations: [] } ],
		[ 'select', 'publicize', { selectedRecommendations: [ 'monitor', 'publicize' ], skippedRecommendations: [ 'boost' ] } ],
		[ 'view', 'boost', { viewedRecommendations: [ 'monitor', 'boost' ] } ],
		[ 'select', 'monitor', null ],
		[ 'skip', 'boost', null ],
		[ 'view', 'monitor', null ],
	] as const )( '%s %s', ( choice, slug, expected ) => {
		expect( listsAfter( lists, choice, slug ) ).toEqual( expected );
	} );
} );

it( 'answers each site type as a flag', () => {
	expect( siteTypeAnswers( [ 'store' ] ) ).toEqual( {
		'site-type-personal': false,
		'site-type-business': false,
		'site-type-store': true,
		'site-type-other': false,
	} );
	expect( Object.values( siteTypeAnswers( [ 'personal', 'business', 'store', 'other' ] ) ) ).toEqual( [ true, true, true, true ] );
} );
