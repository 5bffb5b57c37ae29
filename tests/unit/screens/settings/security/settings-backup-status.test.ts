import type { RewindStatus, VaultPressData } from '../../../../../src/api/types';
import { backupCardTitle, backupStatusView, legacyBackupText, settingsBackupView } from '../../../../../src/screens/settings/security/settings-backup-status';

it.each( [
	[ [], 'Backups and security scanning' ],
	[ [ 'backups' ], 'Jetpack Backup' ],
	[ [ 'real-time-backups' ], 'Jetpack Backup' ],
	[ [ 'vaultpress-backups' ], 'Jetpack Backup' ],
	[ [ 'real-time-backups', 'scan' ], 'Backups and security scanning' ],
	[ [ 'vaultpress-backups', 'vaultpress-security-scanning' ], 'Backups and security scanning' ],
] )( 'features %j title the card %j', ( features, title ) => {
	expect( backupCardTitle( features ) ).toBe( title );
} );

it.each( [
	[ undefined, 'Checking site status…', '', false ],
	[ 'provisioning', 'Provisioning', 'Your backup service is being set up.', false ],
	[ 'awaiting_credentials', 'Awaiting credentials', 'Enter your server credentials so backups and restores can run.', true ],
	[ 'active', 'Active', 'Your site is backed up and every change is recorded.', true ],
	// Every other state, known or not, says the status could not be retrieved.
	[ 'unavailable', 'Oops!', 'The backup status could not be retrieved.', false ],
	[ 'empty', 'Oops!', 'The backup status could not be retrieved.', false ],
	[ 'restoring', 'Oops!', 'The backup status could not be retrieved.', false ],
] as const )( 'state %s shows %j, %j', ( state, status, text, linked ) => {
	const view = backupStatusView( state, 'example.com' );
	expect( view.status ).toBe( status );
	expect( view.text ).toBe( text );
	expect( view.link !== null ).toBe( linked );
} );

it( 'links credentials to the site settings and an active service to the activity log', () => {
	expect( backupStatusView( 'awaiting_credentials', 'example.com' ).link ).toEqual( {
		label: 'Enter credentials',
		href: 'https://cloud.jetpack.com/settings/example.com',
	} );
	expect( backupStatusView( 'active', 'example.com' ).link ).toEqual( {
		label: 'View your activity log',
		href: 'https://jetpack.com/redirect/?source=calypso-activity-log&site=example.com',
	} );
} );

const vaultPress = ( backups: boolean, security: boolean, threats = 0 ): VaultPressData => ( {
	code: 'success',
	message: '',
	data: {
		active: true,
		features: { backups, security },
		security: { notice_count: threats },
		backups: { stats: { posts: 1, comments: 1, plugins: 1, themes: 1, uploads: 1 } },
	},
} );

it.each( [
	[ vaultPress( true, true, 3 ), false, { kind: 'threats', count: 3 } ],
	[ vaultPress( true, true, 3 ), true, { kind: 'threats', count: 3 } ],
	[ vaultPress( true, true ), false, { kind: 'backups-and-scan' } ],
	[ vaultPress( true, false ), false, { kind: 'backups-only' } ],
	// Scanning paid for elsewhere but not set up on the legacy service: not finished.
	[ vaultPress( true, false ), true, { kind: 'not-active' } ],
	[ vaultPress( false, false ), false, { kind: 'not-active' } ],
	// Threats are told only with both features on.
	[ vaultPress( false, true, 2 ), false, { kind: 'not-active' } ],
	[ undefined, false, { kind: 'not-active' } ],
] )( 'legacy data %j with scan in the plan %s reads %j', ( data, siteHasScan, text ) => {
	expect( legacyBackupText( data, siteHasScan ) ).toEqual( text );
} );

const rewind = ( state: RewindStatus[ 'state' ], reason?: string ): RewindStatus => ( { state, reason } );
const paid = [ 'backups', 'scan' ];

it.each( [
	[ 'unknown yet', { rewind: undefined, features: paid, vaultPressActive: false, vaultPress: undefined }, { kind: 'checking' } ],
	[ 'provisioning', { rewind: rewind( 'provisioning' ), features: paid, vaultPressActive: false, vaultPress: undefined }, { kind: 'status', state: 'provisioning' } ],
	[ 'awaiting credentials', { rewind: rewind( 'awaiting_credentials' ), features: paid, vaultPressActive: false, vaultPress: undefined }, { kind: 'status', state: 'awaiting_credentials' } ],
	[ 'provisioning, even with the legacy module on', { rewind: rewind( 'provisioning' ), features: paid, vaultPressActive: true, vaultPress: undefined }, { kind: 'status', state: 'provisioning' } ],
	[ 'awaiting credentials, even with the legacy module on', { rewind: rewind( 'awaiting_credentials' ), features: paid, vaultPressActive: true, vaultPress: undefined }, { kind: 'status', state: 'awaiting_credentials' } ],
	[ 'active, even with the legacy module on', { rewind: rewind( 'active' ), features: paid, vaultPressActive: true, vaultPress: undefined }, { kind: 'status', state: 'active' } ],
	[ 'unavailable on a plan with backups', { rewind: rewind( 'unavailable', 'site_new' ), features: paid, vaultPressActive: false, vaultPress: undefined }, { kind: 'status', state: 'unavailable' } ],
	[ 'empty on a plan with backups', { rewind: rewind( 'empty' ), features: [ 'backups' ], vaultPressActive: false, vaultPress: undefined }, { kind: 'status', state: 'empty' } ],
	[ 'unavailable on a plan without backups or scan', { rewind: rewind( 'unavailable', 'missing_plan' ), features: [], vaultPressActive: false, vaultPress: undefined }, { kind: 'offer' } ],
	[ 'the legacy service running here, its data loading', { rewind: rewind( 'unavailable', 'vp_active_on_site' ), features: [], vaultPressActive: true, vaultPress: undefined }, { kind: 'checking' } ],
	[ 'the legacy service running here', { rewind: rewind( 'unavailable', 'vp_active_on_site' ), features: [], vaultPressActive: true, vaultPress: vaultPress( true, true ) }, { kind: 'legacy', text: { kind: 'backups-and-scan' } } ],
	[ 'the legacy module on without the provider saying so', { rewind: rewind( 'unavailable' ), features: [], vaultPressActive: true, vaultPress: vaultPress( true, false ) }, { kind: 'legacy', text: { kind: 'backups-only' } } ],
	[ 'the provider naming the legacy service while its module is off here', { rewind: rewind( 'unavailable', 'vp_active_on_site' ), features: paid, vaultPressActive: false, vaultPress: undefined }, { kind: 'legacy', text: { kind: 'not-active' } } ],
] as const )( '%s', ( _name, input, view ) => {
	expect( settingsBackupView( { providerKnowsSite: true, ...input } ) ).toEqual( view );
} );

it.each( [
	[ 'nothing asked yet', { rewind: undefined, features: paid, vaultPressActive: false, vaultPress: undefined } ],
	[ 'the legacy module on', { rewind: undefined, features: [], vaultPressActive: true, vaultPress: undefined } ],
] as const )( 'offers the service to a site still to connect, whatever else holds: %s', ( _name, input ) => {
	expect( settingsBackupView( { providerKnowsSite: false, ...input } ) ).toEqual( { kind: 'offer' } );
} );
