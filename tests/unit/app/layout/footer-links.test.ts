import { getFooterItems, TERMS_URL } from '../../../../src/app/layout/footer-links';
import type { FooterContext } from '../../../../src/app/layout/footer-links';

const ADMIN = 'https://site.test/wp-admin/';
const admin: FooterContext = {
	isAtomic: false,
	isSiteConnected: true,
	canManageOptions: true,
	isDevVersion: false,
	devToolsAvailable: true,
	adminUrl: ADMIN,
	appPage: 'jetpack',
};

const ids = ( context: FooterContext ) => getFooterItems( context ).map( ( item ) => item.id );

describe( 'getFooterItems', () => {
	it( 'lists every item in order for an admin of a connected site', () => {
		expect( ids( admin ) ).toEqual( [ 'version', 'about', 'terms', 'privacy', 'modules', 'debug' ] );
	} );

	it( 'points the links at the admin pages and the terms', () => {
		const hrefs = Object.fromEntries( getFooterItems( admin ).map( ( item ) => [ item.id, item.href ] ) );
		expect( hrefs ).toEqual( {
			version: null,
			about: `${ ADMIN }admin.php?page=jetpack_about`,
			terms: 'https://wordpress.com/tos/',
			privacy: `${ ADMIN }admin.php?page=jetpack#/privacy`,
			modules: `${ ADMIN }admin.php?page=jetpack_modules`,
			debug: `${ ADMIN }admin.php?page=jetpack-debugger`,
		} );
	} );

	it( 'keeps Privacy on the app’s own page where that page is another (beside the original plugin)', () => {
		const privacy = getFooterItems( { ...admin, appPage: 'jetpack-dashboard' } ).find( ( item ) => item.id === 'privacy' );
		expect( privacy?.href ).toBe( `${ ADMIN }admin.php?page=jetpack-dashboard#/privacy` );
		expect( getFooterItems( admin ).filter( ( item ) => item.external ).map( ( item ) => item.id ) ).toEqual( [ 'terms' ] );
		expect( TERMS_URL ).toBe( 'https://wordpress.com/tos/' );
	} );

	it( 'makes the developer buttons in-page actions, not links', () => {
		const buttons = getFooterItems( { ...admin, isDevVersion: true, devToolsAvailable: true } ).slice( -2 );
		expect( buttons ).toEqual( [
			{ id: 'reset-options', href: null, external: false },
			{ id: 'dev-tools', href: null, external: false },
		] );
	} );

	it( 'hides the version on Atomic sites', () => {
		expect( ids( { ...admin, isAtomic: true } ) ).not.toContain( 'version' );
	} );

	it( 'shows Modules only on a connected site to users who can manage options', () => {
		expect( ids( { ...admin, isSiteConnected: false } ) ).toEqual( [ 'version', 'about', 'terms', 'privacy', 'debug' ] );
		expect( ids( { ...admin, canManageOptions: false } ) ).toEqual( [ 'version', 'about', 'terms', 'privacy' ] );
	} );

	it( 'adds Reset Options and Dev Tools in the development version', () => {
		expect( ids( { ...admin, isDevVersion: true } ).slice( -2 ) ).toEqual( [ 'reset-options', 'dev-tools' ] );
	} );

	it.each< [ boolean, boolean, boolean ] >( [
		// Development version, host serves the preview → Dev Tools offered.
		[ true, true, true ],
		[ true, false, false ],
		[ false, true, false ],
		[ false, false, false ],
	] )( 'with isDevVersion %p and devToolsAvailable %p offers Dev Tools: %p', ( isDevVersion, devToolsAvailable, offered ) => {
		expect( ids( { ...admin, isDevVersion, devToolsAvailable } ).includes( 'dev-tools' ) ).toBe( offered );
	} );

	it( 'keeps Reset Options in a development version whose host serves no preview (the plugin serves the reset)', () => {
		expect( ids( { ...admin, isDevVersion: true, devToolsAvailable: false } ).slice( -1 ) ).toEqual( [ 'reset-options' ] );
	} );

	it( 'keeps Dev Tools but not Reset Options for a developer previewing a lower role', () => {
		const items = ids( { ...admin, isDevVersion: true, canManageOptions: false } );
		expect( items ).toContain( 'dev-tools' );
		expect( items ).not.toContain( 'reset-options' );
	} );
} );
