import type { InstalledPlugins, ScanStatus, VaultPressData } from '../../../api/types';
import {
	fetchesScanStatus,
	getLegacyScanView,
	getScanCardView,
	getVaultPressOffer,
	isScanCardShown,
	isVaultPressInstalled,
} from './scan-card';
import type { ScanCardInput } from './scan-card';

const threat = ( id: number ) => ( {
	id,
	signature: 'Suspicious.Files',
	description: 'A file contains suspicious code.',
	first_detected: '2026-11-22T10:00:00Z',
	severity: 3,
	fixable: false,
} );
const CREDENTIALS = [ { type: 'managed', role: 'main', still_valid: true } ];
const scan = ( over: Partial< ScanStatus > ): ScanStatus => ( { state: 'idle', threats: [], credentials: CREDENTIALS, ...over } );
const input = ( status: ScanStatus | undefined, over: Partial< ScanCardInput > = {} ): ScanCardInput => ( {
	isOfflineMode: false,
	isSiteConnected: true,
	scan: status,
	...over,
} );

const vaultPress = ( code: string, security: boolean, noticeCount: number ): VaultPressData => ( {
	code,
	message: '',
	data: {
		active: true,
		features: { backups: true, security },
		security: { notice_count: noticeCount },
		backups: { stats: { posts: 1, comments: 1, plugins: 1, themes: 1, uploads: 1 } },
	},
} );

describe( 'isScanCardShown', () => {
	const site = { showBackups: true, isAtomicSite: false, isMultisite: false, vaultPressActive: false };

	it( 'shows on a site that shows backups', () => {
		expect( isScanCardShown( site ) ).toBe( true );
	} );

	it( 'hides unless the site shows backups, and on Atomic sites', () => {
		expect( isScanCardShown( { ...site, showBackups: false } ) ).toBe( false );
		expect( isScanCardShown( { ...site, isAtomicSite: true, vaultPressActive: true } ) ).toBe( false );
	} );

	it( 'on multisite, shows only with the legacy service active', () => {
		expect( isScanCardShown( { ...site, isMultisite: true } ) ).toBe( false );
		expect( isScanCardShown( { ...site, isMultisite: true, vaultPressActive: true } ) ).toBe( true );
	} );
} );

describe( 'getScanCardView, in the spec’s order', () => {
	it( '1. offline mode first, even with threats at hand', () => {
		expect( getScanCardView( input( scan( { threats: [ threat( 1 ) ] } ), { isOfflineMode: true, isSiteConnected: false } ) ) ).toEqual( {
			kind: 'offline',
		} );
	} );

	it( 'a site that is not connected gets the connect banner, and nothing is asked', () => {
		expect( getScanCardView( input( undefined, { isSiteConnected: false } ) ) ).toEqual( { kind: 'not-connected' } );
	} );

	it( '2. loading until the scan status is here', () => {
		expect( getScanCardView( input( undefined ) ) ).toEqual( { kind: 'loading' } );
	} );

	it( '3. threats come first in the scan view, before missing credentials and the state', () => {
		const threats = [ threat( 1 ), threat( 2 ) ];
		expect( getScanCardView( input( scan( { threats, credentials: [], state: 'provisioning' } ) ) ) ).toEqual( { kind: 'threats', count: 2 } );
	} );

	it( '3. then empty credentials, before provisioning', () => {
		expect( getScanCardView( input( scan( { credentials: [], state: 'provisioning' } ) ) ) ).toEqual( { kind: 'credentials' } );
	} );

	it( '3. then provisioning, then idle or scanning: clean', () => {
		expect( getScanCardView( input( scan( { state: 'provisioning' } ) ) ) ).toEqual( { kind: 'provisioning' } );
		expect( getScanCardView( input( scan( { state: 'idle' } ) ) ) ).toEqual( { kind: 'clean' } );
		expect( getScanCardView( input( scan( { state: 'scanning' } ) ) ) ).toEqual( { kind: 'clean' } );
	} );

	it( '4. unavailable because the legacy service is active: the legacy view, threats or not', () => {
		expect( getScanCardView( input( scan( { state: 'unavailable', reason: 'vp_active_on_site', threats: [ threat( 1 ) ] } ) ) ) ).toEqual( {
			kind: 'legacy',
		} );
	} );

	it( '5. otherwise a banner', () => {
		expect( getScanCardView( input( scan( { state: 'unavailable', reason: 'missing_scan_capability', credentials: [] } ) ) ) ).toEqual( {
			kind: 'banner',
		} );
		expect( getScanCardView( input( scan( { state: 'unavailable' } ) ) ) ).toEqual( { kind: 'banner' } );
	} );
} );

describe( 'getLegacyScanView, in the spec’s order', () => {
	const legacy = ( data: VaultPressData | undefined, planSlug: string | null = 'jetpack_free', vaultPressActive = true ) =>
		getLegacyScanView( { vaultPressActive, vaultPress: data, planSlug } );

	it( 'loads while the module is active and its data is not here', () => {
		expect( legacy( undefined ) ).toEqual( { kind: 'loading' } );
	} );

	it( 'not_registered first, even with threats counted', () => {
		expect( legacy( vaultPress( 'not_registered', true, 4 ) ) ).toEqual( { kind: 'not-registered' } );
	} );

	it( 'then the threats, when the security feature is on and the count is above 0', () => {
		expect( legacy( vaultPress( 'success', true, 4 ) ) ).toEqual( { kind: 'threats', count: 4 } );
		// Without the security feature the count is not the scanner's.
		expect( legacy( vaultPress( 'success', false, 4 ) ) ).toEqual( { kind: 'clean' } );
	} );

	it( 'then success: no threats', () => {
		expect( legacy( vaultPress( 'success', true, 0 ) ) ).toEqual( { kind: 'clean' } );
	} );

	it( 'otherwise a premium or business plan gets the offer to activate or install', () => {
		expect( legacy( vaultPress( 'not_active', true, 0 ), 'jetpack_premium' ) ).toEqual( { kind: 'offer' } );
		expect( legacy( vaultPress( 'not_active', true, 0 ), 'jetpack_business_monthly' ) ).toEqual( { kind: 'offer' } );
		expect( legacy( undefined, 'jetpack_business', false ) ).toEqual( { kind: 'offer' } );
	} );

	it( 'otherwise a banner: other plans, no plan, or a slug outside the catalogue', () => {
		expect( legacy( vaultPress( 'not_active', true, 0 ), 'jetpack_personal' ) ).toEqual( { kind: 'banner' } );
		expect( legacy( vaultPress( 'not_active', true, 0 ), 'jetpack_security_t1_yearly' ) ).toEqual( { kind: 'banner' } );
		expect( legacy( undefined, null, false ) ).toEqual( { kind: 'banner' } );
		expect( legacy( undefined, 'some_future_plan', false ) ).toEqual( { kind: 'banner' } );
	} );
} );

describe( 'the VaultPress offer', () => {
	const withVaultPress: InstalledPlugins = {
		'vaultpress/vaultpress.php': { Name: 'VaultPress', Version: '3.0.0', TextDomain: 'vaultpress', active: false },
	};
	const without: InstalledPlugins = {
		'vaultpress-helper/helper.php': { Name: 'Helper', Version: '1.0', TextDomain: 'helper', active: true },
	};

	it( 'knows the plugin by its folder', () => {
		expect( isVaultPressInstalled( withVaultPress ) ).toBe( true );
		expect( isVaultPressInstalled( without ) ).toBe( false );
		expect( isVaultPressInstalled( { ...without, ...withVaultPress } ) ).toBe( true );
	} );

	it( 'activates when installed, installs when not, loads until the list is here', () => {
		expect( getVaultPressOffer( true, withVaultPress ) ).toBe( 'activate' );
		expect( getVaultPressOffer( true, without ) ).toBe( 'install' );
		expect( getVaultPressOffer( true, undefined ) ).toBe( 'loading' );
	} );

	it( 'tells a user who cannot manage plugins to ask an administrator', () => {
		expect( getVaultPressOffer( false, undefined ) ).toBe( 'ask-admin' );
		expect( getVaultPressOffer( false, withVaultPress ) ).toBe( 'ask-admin' );
	} );
} );

describe( 'fetchesScanStatus', () => {
	const shown = { showBackups: true, isAtomicSite: false, isMultisite: false, vaultPressActive: false };
	it.each( [
		[ 'a connected site where the card shows', {}, true ],
		[ 'a card the host hides (no backups)', { showBackups: false }, false ],
		[ 'an Atomic site', { isAtomicSite: true }, false ],
		[ 'offline mode', { isOfflineMode: true }, false ],
		[ 'a site not connected', { isSiteConnected: false }, false ],
	] )( '%s', ( _name, over, expected ) => {
		expect( fetchesScanStatus( { ...shown, isOfflineMode: false, isSiteConnected: true, ...over } ) ).toBe( expected );
	} );
} );
