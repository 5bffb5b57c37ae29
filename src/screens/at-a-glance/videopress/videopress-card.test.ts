import {
	formatStoragePercent,
	freeVideoUsed,
	storagePercent,
	videoPressCardState,
	videoPressEnabledView,
} from './videopress-card';
import type { VideoPressCaps } from './videopress-card';

const caps = ( over: Partial< VideoPressCaps > = {} ): VideoPressCaps => ( {
	isOfflineMode: false,
	isSiteConnected: true,
	isConnectionOwner: true,
	hasConnectedOwner: true,
	userCanManageOptions: true,
	...over,
} );
const offline = caps( { isOfflineMode: true, isSiteConnected: false, isConnectionOwner: false, hasConnectedOwner: false } );

describe( 'videoPressCardState', () => {
	it( 'waits while the settings are unknown', () => {
		expect( videoPressCardState( caps(), undefined ) ).toBe( 'loading' );
	} );

	it( 'is enabled when the option is on and the site is connected, for everyone', () => {
		expect( videoPressCardState( caps(), { videopress: true } ) ).toBe( 'enabled' );
		expect( videoPressCardState( caps( { isConnectionOwner: false, userCanManageOptions: false } ), { videopress: true } ) ).toBe( 'enabled' );
	} );

	it( 'is unavailable offline, even with the option on', () => {
		expect( videoPressCardState( offline, { videopress: true } ) ).toBe( 'offline' );
		expect( videoPressCardState( offline, { videopress: false } ) ).toBe( 'offline' );
	} );

	it( 'asks to connect a site that is not connected', () => {
		const notConnected = caps( { isSiteConnected: false, isConnectionOwner: false, hasConnectedOwner: false } );
		expect( videoPressCardState( notConnected, { videopress: true } ) ).toBe( 'connect' );
		expect( videoPressCardState( notConnected, {} ) ).toBe( 'connect' );
	} );

	it( 'lets only the connection owner activate it', () => {
		expect( videoPressCardState( caps(), { videopress: false } ) ).toBe( 'activate' );
		expect( videoPressCardState( caps( { isConnectionOwner: false } ), { videopress: false } ) ).toBe( 'ask-owner' );
		// An owner who may not save settings (not an administrator any more) cannot either.
		expect( videoPressCardState( caps( { userCanManageOptions: false } ), { videopress: false } ) ).toBe( 'ask-owner' );
		expect( videoPressCardState( caps( { isConnectionOwner: false, hasConnectedOwner: false } ), {} ) ).toBe( 'no-owner' );
	} );
} );

describe( 'storage', () => {
	it( 'reads used / 10000 as a share of 1TB, within 0 and 100', () => {
		expect( storagePercent( 125000 ) ).toBe( 12.5 );
		expect( storagePercent( 0 ) ).toBe( 0 );
		expect( storagePercent( null ) ).toBe( 0 );
		expect( storagePercent( 2000000 ) ).toBe( 100 );
		expect( storagePercent( -5 ) ).toBe( 0 );
	} );

	it( 'counts the free video as used once any storage is used; unknown counts as not used', () => {
		expect( freeVideoUsed( 12 ) ).toBe( true );
		expect( freeVideoUsed( 0 ) ).toBe( false );
		expect( freeVideoUsed( null ) ).toBe( false );
	} );

	it( 'formats the share in the user’s locale with one decimal at most', () => {
		expect( formatStoragePercent( 12.5, 'en' ) ).toBe( '12.5%' );
		expect( formatStoragePercent( 0, 'en' ) ).toBe( '0%' );
		expect( formatStoragePercent( 33.333, 'en' ) ).toBe( '33.3%' );
		expect( formatStoragePercent( 12.5, 'de' ) ).toBe( '12,5\u00a0%' );
	} );
} );

describe( 'videoPressEnabledView', () => {
	it( 'shows the meter of a VideoPress plan with limited storage, and no banner', () => {
		expect( videoPressEnabledView( [ 'videopress', 'videopress-1tb-storage' ], 125000 ) ).toEqual( { storagePercent: 12.5, banner: null } );
		expect( videoPressEnabledView( [ 'videopress' ], null ) ).toEqual( { storagePercent: 0, banner: null } );
	} );

	it( 'shows no meter with unlimited storage', () => {
		expect( videoPressEnabledView( [ 'videopress', 'videopress-unlimited-storage' ], 125000 ) ).toEqual( { storagePercent: null, banner: null } );
	} );

	it( 'shows the free-video banner without the feature: available, or used once storage is used', () => {
		expect( videoPressEnabledView( [], null ) ).toEqual( { storagePercent: null, banner: 'available' } );
		expect( videoPressEnabledView( [ 'search' ], 0 ) ).toEqual( { storagePercent: null, banner: 'available' } );
		expect( videoPressEnabledView( [], 300 ) ).toEqual( { storagePercent: null, banner: 'used' } );
		// Storage flags without the feature itself do not count.
		expect( videoPressEnabledView( [ 'videopress-1tb-storage' ], null ) ).toEqual( { storagePercent: null, banner: 'available' } );
	} );
} );
