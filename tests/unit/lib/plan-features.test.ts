import type { ModuleMap } from '../../../src/api/types';
import { createModuleCatalogue } from '../../../src/demo/catalogue/modules';
import { basicPlanFeatures, paidPlanFeatures } from '../../../src/lib/plan-features';

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

	it( 'leaves out the free tools forced off', () => {
		expect( ids( basicPlanFeatures( 'jetpack_free', forcedOff( 'protect', 'photon' ), urls ) ) ).toEqual( [ 'stats', 'monitor' ] );
	} );
} );
