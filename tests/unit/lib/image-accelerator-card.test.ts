import type { ModuleMap, ModuleOverride } from '../../../src/api/types';
import { createModuleCatalogue } from '../../../src/module-catalogue/modules';
import {
	failureCode,
	siteAcceleratorDisabled,
	siteAcceleratorNotices,
	siteAcceleratorOn,
	siteAcceleratorUpdate,
} from '../../../src/lib/image-accelerator-card';

function modules( overrides: Record< string, ModuleOverride > = {} ): ModuleMap {
	const catalogue = createModuleCatalogue();
	for ( const [ slug, override ] of Object.entries( overrides ) ) {
		const module = catalogue[ slug ];
		if ( module ) {
			module.override = override;
		}
	}
	return catalogue;
}

const online = { isOfflineMode: false };

describe( 'siteAcceleratorOn', () => {
	it( 'is on when either CDN is on', () => {
		expect( siteAcceleratorOn( { photon: true, 'photon-cdn': false } ) ).toBe( true );
		expect( siteAcceleratorOn( { photon: false, 'photon-cdn': true } ) ).toBe( true );
		expect( siteAcceleratorOn( { photon: false, 'photon-cdn': false } ) ).toBe( false );
		expect( siteAcceleratorOn( undefined ) ).toBe( false );
	} );
} );

describe( 'siteAcceleratorDisabled', () => {
	it( 'is usable online with no override', () => {
		expect( siteAcceleratorDisabled( false, modules(), online ) ).toBe( false );
		expect( siteAcceleratorDisabled( true, modules(), online ) ).toBe( false );
	} );

	it( 'is disabled offline and when the image CDN is forced off', () => {
		expect( siteAcceleratorDisabled( false, modules(), { isOfflineMode: true } ) ).toBe( true );
		expect( siteAcceleratorDisabled( false, modules( { photon: 'inactive' } ), online ) ).toBe( true );
	} );

	it( 'cannot be turned off while a part is forced on', () => {
		expect( siteAcceleratorDisabled( true, modules( { 'photon-cdn': 'active' } ), online ) ).toBe( true );
		expect( siteAcceleratorDisabled( true, modules( { photon: 'active' } ), online ) ).toBe( true );
	} );

	it( 'can still be turned on when only the static-file CDN is forced off', () => {
		expect( siteAcceleratorDisabled( false, modules( { 'photon-cdn': 'inactive' } ), online ) ).toBe( false );
	} );

	it( 'is free while the site’s modules are unknown, or lack the parts', () => {
		expect( siteAcceleratorDisabled( true, undefined, online ) ).toBe( false );
		expect( siteAcceleratorDisabled( true, {}, online ) ).toBe( false );
		const { photon } = modules();
		expect( siteAcceleratorDisabled( true, photon ? { photon } : {}, online ) ).toBe( false );
	} );
} );

describe( 'siteAcceleratorUpdate', () => {
	it( 'sets the image CDN, tiled galleries and the static-file CDN together', () => {
		expect( siteAcceleratorUpdate( true, modules() ) ).toEqual( {
			photon: true,
			'tiled-gallery': true,
			tiled_galleries: true,
			'photon-cdn': true,
		} );
		expect( siteAcceleratorUpdate( false, modules() ) ).toEqual( {
			photon: false,
			'tiled-gallery': false,
			tiled_galleries: false,
			'photon-cdn': false,
		} );
	} );

	it( 'leaves out a module forced the other way, but keeps one forced the same way', () => {
		expect( siteAcceleratorUpdate( true, modules( { 'photon-cdn': 'inactive', 'tiled-gallery': 'active' } ) ) ).toEqual( {
			photon: true,
			'tiled-gallery': true,
			tiled_galleries: true,
		} );
		expect( siteAcceleratorUpdate( false, modules( { 'tiled-gallery': 'active' } ) ) ).toEqual( { photon: false, 'photon-cdn': false } );
		expect( siteAcceleratorUpdate( false, modules( { 'tiled-gallery': 'inactive' } ) ) ).toEqual( {
			photon: false,
			'tiled-gallery': false,
			tiled_galleries: false,
			'photon-cdn': false,
		} );
	} );

	it( 'leaves out modules the site does not have', () => {
		const { photon } = modules();
		expect( siteAcceleratorUpdate( true, photon ? { photon } : {} ) ).toEqual( { photon: true } );
		expect( siteAcceleratorUpdate( true, undefined ) ).toEqual( {} );
	} );
} );

describe( 'failureCode', () => {
	it( 'is the server’s error code when it sent one', () => {
		expect( failureCode( { name: 'ApiError', message: 'Nope (Status 400)', response: { code: 'module_override' } } ) ).toBe( 'module_override' );
	} );

	it( 'otherwise says what went wrong', () => {
		expect( failureCode( { name: 'FetchNetworkError', message: 'Failed to fetch' } ) ).toBe( 'The site could not be reached. Check your connection.' );
		expect( failureCode( { name: 'ApiError', message: 'Broken (Status 500)', response: null } ) ).toBe( 'Broken (Status 500)' );
		expect( failureCode( undefined ) ).toBe( 'An unexpected error occurred.' );
	} );
} );

describe( 'siteAcceleratorNotices', () => {
	it( 'uses the catalogue’s words for enabling', () => {
		const notices = siteAcceleratorNotices( true );
		expect( notices.progress ).toBe( 'Enabling Site accelerator…' );
		expect( notices.success ).toBe( 'Site accelerator is now speeding up your site!' );
		expect( notices.error( 'boom' ) ).toBe( 'Error enabling Site accelerator. boom' );
	} );

	it( 'and for disabling', () => {
		const notices = siteAcceleratorNotices( false );
		expect( notices.progress ).toBe( 'Disabling site accelerator…' );
		expect( notices.success ).toBe( 'Site accelerator is no longer speeding up your site!' );
		expect( notices.error( 'boom' ) ).toBe( 'Error disabling site accelerator. boom' );
	} );
} );
