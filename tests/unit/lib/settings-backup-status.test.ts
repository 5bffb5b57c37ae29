import { backupCardTitle, backupStatusView } from '../../../src/lib/settings-backup-status';

it.each( [
	[ [], 'Backups and security scanning' ],
	[ [ 'backups' ], 'Jetpack Backup' ],
	[ [ 'real-time-backups', 'scan' ], 'Backups and security scanning' ],
	[ [ 'vaultpress-backups', 'vaultpress-security-scanning' ], 'Backups and security scanning' ],
] )( 'features %j title the card %j', ( features, title ) => {
	expect( backupCardTitle( features ) ).toBe( title );
} );

it.each( [
	[ undefined, 'Checking site status…', false ],
	[ 'provisioning', 'Provisioning', false ],
	[ 'awaiting_credentials', 'Awaiting credentials', true ],
	[ 'active', 'Active', true ],
	[ 'unavailable', 'Not in your plan', true ],
	[ 'empty', 'Oops!', false ],
] as const )( 'state %s shows %j', ( state, status, linked ) => {
	const view = backupStatusView( state, 'example.com' );
	expect( view.status ).toBe( status );
	expect( view.link !== null ).toBe( linked );
} );

it( 'an unknown state says the status could not be retrieved', () => {
	expect( backupStatusView( 'empty', 'example.com' ).text ).toBe( 'status could not be retrieved' );
} );
