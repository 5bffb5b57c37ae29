import type { RewindStatus, VaultPressData } from '../../../api/types';
import {
	backupStats,
	fetchesRewindStatus,
	getBackupCardView,
	getLegacyBackupView,
	shouldShowBackupUpsell,
	UPSELL_MIN_POSTS,
} from './backup-card';
import type { BackupCardInput } from './backup-card';

const input = ( rewind: RewindStatus | undefined, over: Partial< BackupCardInput > = {} ): BackupCardInput => ( {
	showBackups: true,
	isOfflineMode: false,
	isSiteConnected: true,
	rewind,
	siteFeatures: [],
	gettingStartedDismissed: false,
	...over,
} );

const vaultPress = ( code: string, posts = 42 ): VaultPressData => ( {
	code,
	message: `VaultPress says ${ code }.`,
	data: {
		active: true,
		features: { backups: true, security: true },
		security: { notice_count: 0 },
		backups: { stats: { posts, comments: 118, plugins: 6, themes: 3, uploads: 57 } },
	},
} );

describe( 'getBackupCardView, in the spec’s order', () => {
	it( 'is hidden where the host shows no backups, whatever else holds', () => {
		expect( getBackupCardView( input( { state: 'active' }, { showBackups: false, isOfflineMode: true } ) ) ).toEqual( { kind: 'hidden' } );
	} );

	it( 'says offline before anything else, even with a status at hand', () => {
		expect( getBackupCardView( input( { state: 'active' }, { isOfflineMode: true, isSiteConnected: false } ) ) ).toEqual( { kind: 'offline' } );
	} );

	it( 'offers to connect a site that is not connected', () => {
		expect( getBackupCardView( input( undefined, { isSiteConnected: false } ) ) ).toEqual( { kind: 'not-connected' } );
	} );

	it( 'loads until the rewind status is here', () => {
		expect( getBackupCardView( input( undefined ) ) ).toEqual( { kind: 'loading' } );
	} );

	it( 'provisioning: backups are being set up', () => {
		expect( getBackupCardView( input( { state: 'provisioning' } ) ) ).toEqual( { kind: 'provisioning' } );
	} );

	it( 'awaiting_credentials: asks for credentials, with the getting-started element until it is dismissed', () => {
		expect( getBackupCardView( input( { state: 'awaiting_credentials' } ) ) ).toEqual( { kind: 'awaiting-credentials', showGettingStarted: true } );
		expect( getBackupCardView( input( { state: 'awaiting_credentials' }, { gettingStartedDismissed: true } ) ) ).toEqual( {
			kind: 'awaiting-credentials',
			showGettingStarted: false,
		} );
	} );

	it( 'active: daily backups, or real-time ones with the real-time-backups feature', () => {
		expect( getBackupCardView( input( { state: 'active' }, { siteFeatures: [ 'backups' ] } ) ) ).toEqual( { kind: 'active', realTime: false } );
		expect( getBackupCardView( input( { state: 'active' }, { siteFeatures: [ 'backups', 'real-time-backups' ] } ) ) ).toEqual( {
			kind: 'active',
			realTime: true,
		} );
	} );

	it( 'unavailable: a new site, the legacy service, or else an upgrade', () => {
		expect( getBackupCardView( input( { state: 'unavailable', reason: 'site_new' } ) ) ).toEqual( { kind: 'new-site' } );
		expect( getBackupCardView( input( { state: 'unavailable', reason: 'vp_active_on_site' } ) ) ).toEqual( { kind: 'legacy' } );
		expect( getBackupCardView( input( { state: 'unavailable', reason: 'missing_plan' } ) ) ).toEqual( { kind: 'upgrade' } );
		expect( getBackupCardView( input( { state: 'unavailable' } ) ) ).toEqual( { kind: 'upgrade' } );
	} );

	it( 'reads empty (nothing known of the site yet) as unavailable', () => {
		expect( getBackupCardView( input( { state: 'empty' } ) ) ).toEqual( { kind: 'upgrade' } );
		expect( getBackupCardView( input( { state: 'empty', reason: 'site_new' } ) ) ).toEqual( { kind: 'new-site' } );
	} );
} );

describe( 'getLegacyBackupView', () => {
	it( 'without the vaultpress module there is no data to show: only the way to its dashboard', () => {
		expect( getLegacyBackupView( { vaultPressActive: false, vaultPress: undefined } ) ).toEqual( { kind: 'elsewhere' } );
	} );

	it( 'loads while the module is active and its data is not here', () => {
		expect( getLegacyBackupView( { vaultPressActive: true, vaultPress: undefined } ) ).toEqual( { kind: 'loading' } );
	} );

	it( 'reports the service’s message, with the figures only on success', () => {
		expect( getLegacyBackupView( { vaultPressActive: true, vaultPress: vaultPress( 'success' ) } ) ).toEqual( {
			kind: 'report',
			message: 'VaultPress says success.',
			stats: { posts: 42, comments: 118, plugins: 6 },
		} );
		expect( getLegacyBackupView( { vaultPressActive: true, vaultPress: vaultPress( 'not_registered' ) } ) ).toEqual( {
			kind: 'report',
			message: 'VaultPress says not_registered.',
			stats: null,
		} );
	} );
} );

describe( 'backupStats', () => {
	it( 'reads posts, comments and plugins from the answer, whatever its code', () => {
		expect( backupStats( vaultPress( 'not_active', 7 ) ) ).toEqual( { posts: 7, comments: 118, plugins: 6 } );
	} );

	it( 'is null without an answer or without figures in it', () => {
		expect( backupStats( undefined ) ).toBeNull();
		const bare = { code: 'not_registered', message: '', data: {} } as unknown as VaultPressData;
		expect( backupStats( bare ) ).toBeNull();
		// An error answer of the legacy service has no data at all.
		const failed = { code: 'error', message: 'The service did not answer.' } as unknown as VaultPressData;
		expect( backupStats( failed ) ).toBeNull();
	} );
} );

describe( 'shouldShowBackupUpsell', () => {
	const shown = { loading: false, closed: false, posts: UPSELL_MIN_POSTS + 1 };

	it.each< [ string, Partial< typeof shown > & { posts?: number }, boolean ] >( [
		[ 'loaded, not closed, 21 posts', {}, true ],
		[ 'the demo owner’s 42 posts', { posts: 42 }, true ],
		[ 'still loading', { loading: true }, false ],
		[ 'closed', { closed: true }, false ],
		[ 'exactly 20 posts', { posts: 20 }, false ],
		[ 'no posts', { posts: 0 }, false ],
		[ 'a host that did not print the count', { posts: undefined }, false ],
	] )( '%s → %p', ( _case, change, expected ) => {
		expect( UPSELL_MIN_POSTS ).toBe( 20 );
		expect( shouldShowBackupUpsell( { ...shown, ...change } ) ).toBe( expected );
	} );
} );

describe( 'fetchesRewindStatus', () => {
	it.each( [
		[ 'a connected site that shows backups', {}, true ],
		[ 'a host that shows no backups', { showBackups: false }, false ],
		[ 'offline mode', { isOfflineMode: true }, false ],
		[ 'a site not connected', { isSiteConnected: false }, false ],
	] )( '%s: %s', ( _name, over, expected ) => {
		expect( fetchesRewindStatus( { showBackups: true, isOfflineMode: false, isSiteConnected: true, ...over } ) ).toBe( expected );
	} );
} );
