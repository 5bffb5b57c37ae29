import type { ModuleMap } from '../../../../src/api/types';
import { createModuleCatalogue } from '../../../../src/module-catalogue/modules';
import { basicPlanFeatures, paidPlanFeatures } from '../../../../src/screens/my-plan/plan-features';

const urls = { rawUrl: 'https://example.com', adminUrl: 'https://example.com/wp-admin/' };
const ids = ( features: { id: string }[] ) => features.map( ( feature ) => feature.id );

/** The module catalogue with these modules forced off by a site administrator. */
function forcedOff( ...slugs: string[] ): ModuleMap {
	const catalogue = createModuleCatalogue();
	for ( const slug of slugs ) {
		const module = catalogue[ slug ];
		if ( ! module ) {
			throw new Error( `No module ${ slug } in the catalogue.` );
		}
		module.override = 'inactive';
	}
	return catalogue;
}

describe( 'paidPlanFeatures', () => {
	it( 'lists what each bundle gives; video, ads, analytics and social only with a premium plan', () => {
		expect( ids( paidPlanFeatures( 'jetpack_personal', undefined, urls ) ) ).toEqual( [ 'backups', 'anti-spam' ] );
		expect( ids( paidPlanFeatures( 'jetpack_premium', undefined, urls ) ) ).toEqual( [
			'backups',
			'scan',
			'anti-spam',
			'videopress',
			'ads',
			'analytics',
			'social',
		] );
		expect( ids( paidPlanFeatures( 'jetpack_complete', undefined, urls ) ) ).toEqual( [
			'backups',
			'scan',
			'anti-spam',
			'search',
			'videopress',
			'ads',
			'analytics',
			'social',
		] );
		expect( ids( paidPlanFeatures( 'jetpack_security_t1_yearly', undefined, urls ) ) ).toContain( 'videopress' );
	} );

	it( 'leaves out a feature whose module a site administrator forced off', () => {
		const features = paidPlanFeatures( 'jetpack_complete', forcedOff( 'videopress', 'wordads', 'search' ), urls );
		expect( ids( features ) ).toEqual( [ 'backups', 'scan', 'anti-spam', 'analytics', 'social' ] );
	} );

	it( 'links each feature where it is used', () => {
		const features = paidPlanFeatures( 'jetpack_complete', undefined, urls );
		expect( features.find( ( f ) => f.id === 'backups' )?.link ).toEqual( {
			label: 'View your backups',
			href: 'https://cloud.jetpack.com/backup/example.com',
			external: true,
		} );
		expect( features.find( ( f ) => f.id === 'anti-spam' )?.link.href ).toBe( 'https://example.com/wp-admin/admin.php?page=akismet-key-config' );
		expect( features.find( ( f ) => f.id === 'social' )?.link ).toEqual( { label: 'Configure sharing', href: '#/sharing', external: false } );
	} );
} );

describe( 'basicPlanFeatures', () => {
	it( 'gives the free plan and an offline site the free tools', () => {
		expect( ids( basicPlanFeatures( 'jetpack_free', undefined, urls ) ) ).toEqual( [ 'stats', 'protect', 'monitor', 'site-accelerator' ] );
		expect( ids( basicPlanFeatures( null, undefined, urls ) ) ).toEqual( [ 'stats', 'protect', 'monitor', 'site-accelerator' ] );
	} );

	it( 'puts the product a single-product plan is before the free tools', () => {
		expect( ids( basicPlanFeatures( 'jetpack_backup_t1_yearly', undefined, urls ) )[ 0 ] ).toBe( 'backups' );
		expect( ids( basicPlanFeatures( 'jetpack_search_monthly', undefined, urls ) )[ 0 ] ).toBe( 'search' );
		expect( ids( basicPlanFeatures( 'jetpack_scan', undefined, urls ) )[ 0 ] ).toBe( 'scan' );
		expect( ids( basicPlanFeatures( 'unknown_plan', undefined, urls ) )[ 0 ] ).toBe( 'stats' );
	} );

	it( 'lists a tool whose module the site does not report, as when none is reported', () => {
		expect( ids( basicPlanFeatures( 'jetpack_free', {}, urls ) ) ).toEqual( [ 'stats', 'protect', 'monitor', 'site-accelerator' ] );
	} );

	it( 'leaves out the free tools forced off', () => {
		expect( ids( basicPlanFeatures( 'jetpack_free', forcedOff( 'protect', 'photon' ), urls ) ) ).toEqual( [ 'stats', 'monitor' ] );
	} );
} );

describe( 'whether each feature is on', () => {
	it( 'says a feature is off when its module is, and links the way to turn it on', () => {
		const modules = createModuleCatalogue();
		for ( const [ slug, on ] of [ [ 'monitor', false ], [ 'stats', true ] ] as const ) {
			const module = modules[ slug ];
			if ( module ) {
				module.activated = on;
			}
		}
		const features = basicPlanFeatures( 'jetpack_free', modules, urls );
		expect( features.find( ( f ) => f.id === 'monitor' ) ).toMatchObject( { on: false, link: { label: 'Turn on monitoring', href: '#/security' } } );
		expect( features.find( ( f ) => f.id === 'stats' ) ).toMatchObject( { on: true, link: { label: 'Configure stats' } } );
	} );

	it( 'claims neither when no module stands for the feature or the modules are not known', () => {
		expect( paidPlanFeatures( 'jetpack_complete', createModuleCatalogue(), urls ).find( ( f ) => f.id === 'backups' )?.on ).toBeNull();
		expect( basicPlanFeatures( 'jetpack_free', undefined, urls ).map( ( f ) => f.on ) ).toEqual( [ null, null, null, null ] );
	} );
} );

describe( 'what each feature of the grids says and where it leads', () => {
	const every = [ ...paidPlanFeatures( 'jetpack_complete', undefined, urls ), ...basicPlanFeatures( 'jetpack_free', undefined, urls ) ];

	it.each( [
		[ 'backups', 'Site backups', 'View your backups', 'https://cloud.jetpack.com/backup/example.com', true ],
		[ 'scan', 'Security scanning', 'View scan results', 'https://cloud.jetpack.com/scan/example.com', true ],
		[ 'anti-spam', 'Spam filtering', 'Set up Akismet', 'https://example.com/wp-admin/admin.php?page=akismet-key-config', false ],
		[ 'search', 'Search', 'Configure search', '#/performance', false ],
		[ 'videopress', 'Video hosting', 'Configure VideoPress', '#/performance', false ],
		[ 'ads', 'Ads', 'Configure ads', '#/traffic', false ],
		[ 'analytics', 'Google Analytics', 'Configure analytics', '#/traffic', false ],
		[ 'social', 'Social media', 'Configure sharing', '#/sharing', false ],
		[ 'stats', 'Site stats', 'Configure stats', '#/traffic', false ],
		[ 'protect', 'Brute force protection', 'Configure protection', '#/security', false ],
		[ 'monitor', 'Downtime monitoring', 'Configure monitoring', '#/security', false ],
		[ 'site-accelerator', 'Site accelerator', 'Configure the site accelerator', '#/performance', false ],
	] )( '%s: "%s", linked as "%s" to %s', ( id, title, label, href, external ) => {
		const feature = every.find( ( candidate ) => candidate.id === id );
		expect( feature ).toMatchObject( { title, link: { label, href, external } } );
	} );

	it( 'describes every feature in a sentence of its own', () => {
		const descriptions = every.map( ( feature ) => feature.description );
		expect( descriptions.every( ( text ) => /^[A-Z].{20,}\.$/.test( text ) ) ).toBe( true );
		expect( new Set( descriptions ).size ).toBe( every.length );
	} );

	it.each( [
		[ 'backups', 'videopress' ],
		[ 'search', 'search' ],
		[ 'ads', 'wordads' ],
		[ 'analytics', 'google-analytics' ],
		[ 'social', 'publicize' ],
		[ 'stats', 'stats' ],
		[ 'monitor', 'monitor' ],
		[ 'site-accelerator', 'photon' ],
	] )( '%s is hidden when %s is forced off, and only then', ( id, module ) => {
		const paid = ids( paidPlanFeatures( 'jetpack_complete', forcedOff( module ), urls ) );
		const basic = ids( basicPlanFeatures( 'jetpack_free', forcedOff( module ), urls ) );
		const listed = [ ...paid, ...basic ];
		if ( id === 'backups' ) {
			// Backups stand for no module: forcing video off hides video hosting, never the backups.
			expect( listed ).toContain( 'backups' );
			expect( listed ).not.toContain( 'videopress' );
		} else {
			expect( listed ).not.toContain( id );
			expect( listed.length ).toBe( 8 + 4 - 1 );
		}
	} );

	it.each( [
		[ 'jetpack_backup_daily', 'backups' ],
		[ 'jetpack_backup_realtime', 'backups' ],
		[ 'jetpack_backup_t0_yearly', 'backups' ],
		[ 'jetpack_backup_t2_monthly', 'backups' ],
		[ 'jetpack_anti_spam', 'anti-spam' ],
		[ 'jetpack_videopress', 'videopress' ],
	] )( 'the basic grid of %s starts with %s, then the free tools', ( plan, first ) => {
		expect( ids( basicPlanFeatures( plan, undefined, urls ) ) ).toEqual( [ first, 'stats', 'protect', 'monitor', 'site-accelerator' ] );
	} );

	it( 'gives a business plan search but not the premium tools of a security bundle', () => {
		expect( ids( paidPlanFeatures( 'jetpack_business', undefined, urls ) ) ).toContain( 'search' );
		expect( ids( paidPlanFeatures( 'jetpack_premium', undefined, urls ) ) ).not.toContain( 'search' );
	} );
} );
