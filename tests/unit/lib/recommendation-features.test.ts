import type { InstalledPlugins, Module, ModuleMap } from '../../../src/api/types';
import {
	activeFeatures,
	featureInfo,
	isFeatureActive,
	isResourceSlug,
	listsAfter,
	resourceInfo,
	siteTypeAnswers,
	FEATURE_SLUGS,
} from '../../../src/lib/recommendation-features';

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
		expect( () => featureInfo( 'anti-spam' ) ).toThrow( 'Unknown recommendations feature: anti-spam' );
		expect( () => resourceInfo( 'monitor' ) ).toThrow( 'Unknown recommendations resource: monitor' );
		expect( resourceInfo( 'backup-plan' ).slug ).toBe( 'backup-plan' );
		expect( isResourceSlug( 'backup-plan' ) ).toBe( true );
		expect( isResourceSlug( 'monitor' ) ).toBe( false );
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

describe( 'what each step offers', () => {
	it.each( [
		[ 'woocommerce', 'Would you like WooCommerce to power your store?', 'Install WooCommerce', 'WooCommerce', 'admin.php?page=wc-admin' ],
		[ 'monitor', 'Would you like Downtime Monitoring to notify you if your site goes offline?', 'Enable Downtime Monitoring', 'Downtime Monitoring', '#/security' ],
		[ 'related-posts', 'Would you like Related Posts to display at the bottom of your content?', 'Enable Related Posts', 'Related Posts', '#/traffic' ],
		[ 'creative-mail', 'Would you like to turn site visitors into subscribers?', 'Install Creative Mail', 'Creative Mail', 'admin.php?page=creativemail' ],
		[ 'site-accelerator', 'Would you like Site Accelerator to help your site load faster?', 'Enable Site Accelerator', 'Site Accelerator', '#/performance' ],
		[ 'publicize', 'Would you like to share your posts on social media automatically?', 'Enable Jetpack Social', 'Jetpack Social', '#/sharing' ],
		[ 'protect', 'Would you like Jetpack Protect to scan your site for vulnerabilities?', 'Install Jetpack Protect', 'Jetpack Protect', 'admin.php?page=jetpack-protect' ],
		[ 'videopress', 'Would you like to host your videos with VideoPress?', 'Enable VideoPress', 'VideoPress', '#/performance' ],
		[ 'boost', 'Would you like Jetpack Boost to speed up your site?', 'Install Jetpack Boost', 'Jetpack Boost', 'admin.php?page=jetpack-boost' ],
	] )( '%s asks "%s", offers "%s", is named %s in the summary and is set up at %s', ( slug, question, enableLabel, name, settingsPath ) => {
		expect( featureInfo( slug ) ).toMatchObject( { question, enableLabel, name, settingsPath } );
	} );

	it( 'explains every feature in a sentence of its own', () => {
		const descriptions = FEATURE_SLUGS.map( ( slug ) => featureInfo( slug ).description );
		expect( descriptions.every( ( text ) => /^[A-Z].{30,}\.$/.test( text ) ) ).toBe( true );
		expect( new Set( descriptions ).size ).toBe( FEATURE_SLUGS.length );
	} );

	it.each( [
		[ 'woocommerce', { plugin: 'woocommerce', pluginFile: 'woocommerce/woocommerce.php', pluginName: 'WooCommerce' } ],
		[ 'creative-mail', { plugin: 'creative-mail-by-constant-contact', pluginFile: 'creative-mail-by-constant-contact/creative-mail-plugin.php', pluginName: 'Creative Mail' } ],
		[ 'protect', { plugin: 'jetpack-protect', pluginFile: 'jetpack-protect/jetpack-protect.php', pluginName: 'Jetpack Protect' } ],
		[ 'boost', { plugin: 'jetpack-boost', pluginFile: 'jetpack-boost/jetpack-boost.php', pluginName: 'Jetpack Boost' } ],
		[ 'monitor', { modules: [ 'monitor' ] } ],
		[ 'related-posts', { modules: [ 'related-posts' ] } ],
		[ 'site-accelerator', { modules: [ 'photon', 'photon-cdn' ] } ],
		[ 'publicize', { modules: [ 'publicize' ] } ],
		[ 'videopress', { modules: [ 'videopress' ] } ],
	] )( 'Enable on %s installs or turns on %j', ( slug, source ) => {
		expect( featureInfo( slug ).source ).toEqual( source );
	} );

	it.each( [
		[ 'anti-spam', 'Are you getting comment spam?', 'Read how to stop spam', 'https://jetpack.com/support/jetpack-anti-spam/', 'Protect your site from spam' ],
		[ 'backup-plan', 'Is your site backed up?', 'Read about backups', 'https://jetpack.com/support/backup/', 'Plan your backups' ],
	] )( 'the %s resource asks "%s" and its "%s" opens %s', ( slug, question, readLabel, url, name ) => {
		const resource = resourceInfo( slug );
		expect( resource ).toMatchObject( { slug, question, readLabel, url, name } );
		expect( resource.description ).toMatch( /^Learn .+\.$/ );
	} );

	it( 'counts a plugin as working only when installed and active, and a feature of several modules only when all are on', () => {
		const installedInactive: InstalledPlugins = { 'woocommerce/woocommerce.php': { Name: 'WooCommerce', Version: '9.0', TextDomain: 'woocommerce', active: false } };
		expect( isFeatureActive( 'woocommerce', modules, installedInactive ) ).toBe( false );
		expect( isFeatureActive( 'woocommerce', modules, { 'woocommerce/woocommerce.php': { Name: 'WooCommerce', Version: '9.0', TextDomain: 'woocommerce', active: true } } ) ).toBe( true );
		expect( isFeatureActive( 'site-accelerator', { photon: module( true ), 'photon-cdn': module( true ) }, {} ) ).toBe( true );
		expect( isFeatureActive( 'site-accelerator', { 'photon-cdn': module( true ) }, {} ) ).toBe( false );
	} );

	it( 'answers none of the site types when nothing is chosen', () => {
		expect( Object.values( siteTypeAnswers( [] ) ) ).toEqual( [ false, false, false, false ] );
		expect( siteTypeAnswers( [ 'personal', 'other' ] ) ).toEqual( {
			'site-type-personal': true,
			'site-type-business': false,
			'site-type-store': false,
			'site-type-other': true,
		} );
	} );

	it( 'skipping a feature already skipped but also selected takes it out of the selected list', () => {
		const both = { selectedRecommendations: [ 'boost' ], skippedRecommendations: [ 'boost' ], viewedRecommendations: [] };
		expect( listsAfter( both, 'skip', 'boost' ) ).toEqual( { skippedRecommendations: [ 'boost' ], selectedRecommendations: [] } );
		expect( listsAfter( both, 'select', 'boost' ) ).toEqual( { selectedRecommendations: [ 'boost' ], skippedRecommendations: [] } );
	} );
} );
