import {
	activationSuccessMessage,
	licenseProductFamily,
	readActivationAnswer,
	successPanelPrimaryLink,
	successPanelProductLink,
} from '../../../src/lib/license-activation';
import type { SuccessPanelContext } from '../../../src/lib/license-activation';

const RAW_URL = 'https://example.com/blog';

describe( 'licenseProductFamily', () => {
	it.each( [
		[ 2110, 'anti-spam' ],
		[ 2111, 'anti-spam' ],
		[ 2100, 'backup' ],
		[ 2103, 'backup' ],
		[ 2112, 'backup' ],
		[ 2115, 'backup' ],
		[ 2014, 'complete' ],
		[ 2015, 'complete' ],
		[ 2106, 'scan' ],
		[ 2109, 'scan' ],
		[ 2104, 'search' ],
		[ 2105, 'search' ],
		[ 2010, 'security' ],
		[ 2013, 'security' ],
		[ 2016, 'security' ],
		[ 2017, 'security' ],
		[ 2019, 'security' ],
		[ 2020, 'security' ],
		[ 2116, 'videopress' ],
		[ 2117, 'videopress' ],
	] )( 'puts product %i in the %s family', ( id, family ) => {
		expect( licenseProductFamily( id ) ).toBe( family );
	} );

	it.each( [ 2018, 2099, 2118, 2009, 1, 0 ] )( 'puts %i in no family (the gaps of the table and other ids)', ( id ) => {
		expect( licenseProductFamily( id ) ).toBeNull();
	} );
} );

describe( 'readActivationAnswer', () => {
	it( 'reads the activated product id', () => {
		expect( readActivationAnswer( { activatedProductId: 2112 } ) ).toEqual( { activatedProductId: 2112 } );
	} );

	it( 'shows the first message of the first non-empty error list', () => {
		expect(
			readActivationAnswer( { errors: { first: [], license: [ 'This license key is already in use.', 'Second.' ], other: [ 'Later.' ] } } )
		).toEqual( { error: 'This license key is already in use.' } );
	} );

	it( 'says an unknown error occurred without a product id or a message', () => {
		const unknown = { error: 'An unknown error occurred during license activation. Please try again.' };
		expect( readActivationAnswer( {} ) ).toEqual( unknown );
		expect( readActivationAnswer( { errors: { license: [] } } ) ).toEqual( unknown );
		expect( readActivationAnswer( { activatedProductId: 0 } ) ).toEqual( unknown );
	} );
} );

describe( 'activationSuccessMessage', () => {
	it.each( [
		[ 'anti-spam', 'Jetpack Anti-spam' ],
		[ 'backup', 'Jetpack Backup' ],
		[ 'complete', 'Jetpack Complete' ],
		[ 'scan', 'Jetpack Scan' ],
		[ 'search', 'Jetpack Search' ],
		[ 'security', 'Jetpack Security' ],
		[ 'videopress', 'Jetpack VideoPress' ],
	] as const )( 'names the product of the %s family: %s', ( family, name ) => {
		expect( activationSuccessMessage( family ) ).toBe( `${ name } is now active on this site.` );
	} );

	it( 'has a default for an id outside the table', () => {
		expect( activationSuccessMessage( null ) ).toBe( 'Your license has been activated and its product is now part of this site.' );
	} );
} );

describe( 'successPanelPrimaryLink', () => {
	const context = ( overrides: Partial< SuccessPanelContext > = {} ): SuccessPanelContext => ( {
		recommendationsStep: 'not-started',
		recommendationsEnabled: true,
		rawUrl: RAW_URL,
		...overrides,
	} );

	it( 'offers the assistant while it has not been started', () => {
		expect( successPanelPrimaryLink( context() ) ).toEqual( { label: 'Configure my site', href: '#/recommendations', external: false } );
	} );

	it( 'offers the plan page once the assistant has been started or when it is not available', () => {
		const plans = { label: 'View my plans', href: '#/my-plan', external: false };
		expect( successPanelPrimaryLink( context( { recommendationsStep: 'summary' } ) ) ).toEqual( plans );
		expect( successPanelPrimaryLink( context( { recommendationsEnabled: false } ) ) ).toEqual( plans );
	} );
} );

describe( 'successPanelProductLink', () => {
	it.each( [ 'backup', 'complete', 'security' ] as const )( 'sends a %s product to the latest backup', ( family ) => {
		expect( successPanelProductLink( family, RAW_URL ) ).toEqual( {
			label: 'View latest backup',
			href: 'https://cloud.jetpack.com/backup/example.com::blog',
			external: true,
		} );
	} );

	it( 'sends a scan product to the scan results and a search product to its settings', () => {
		expect( successPanelProductLink( 'scan', RAW_URL ) ).toEqual( {
			label: 'View scan results',
			href: 'https://cloud.jetpack.com/scan/example.com::blog',
			external: true,
		} );
		expect( successPanelProductLink( 'search', RAW_URL ) ).toEqual( { label: 'Configure search', href: '#/performance', external: false } );
	} );

	it.each( [ 'anti-spam', 'videopress', null ] as const )( 'has no product link for %s', ( family ) => {
		expect( successPanelProductLink( family, RAW_URL ) ).toBeNull();
	} );
} );
