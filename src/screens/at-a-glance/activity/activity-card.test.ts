import { getActivityCardView } from './activity-card';
import {
	activityLogUrl,
	backupsUrl,
	restorePointsUrl,
	scanUrl,
	serverCredentialsUrl,
	vaultPressAdminUrl,
} from '../../../lib/security-links';

describe( 'getActivityCardView', () => {
	it( 'says offline first', () => {
		expect( getActivityCardView( { isOfflineMode: true, isSiteConnected: false } ) ).toBe( 'offline' );
	} );

	it( 'has no log before the site is connected', () => {
		expect( getActivityCardView( { isOfflineMode: false, isSiteConnected: false } ) ).toBe( 'not-connected' );
	} );

	it( 'leads to the log once connected', () => {
		expect( getActivityCardView( { isOfflineMode: false, isSiteConnected: true } ) ).toBe( 'log' );
	} );
} );

describe( 'the provider links of the security cards', () => {
	it( 'name the site by its slug, a sub-folder site included', () => {
		expect( activityLogUrl( 'example.com' ) ).toBe( 'https://jetpack.com/redirect/?source=calypso-activity-log&site=example.com' );
		expect( restorePointsUrl( 'example.com/blog' ) ).toBe( 'https://jetpack.com/redirect/?source=calypso-activity-log&site=example.com%3A%3Ablog&query=group%3Drewind' );
		expect( backupsUrl( 'example.com' ) ).toBe( 'https://cloud.jetpack.com/backup/example.com' );
		expect( scanUrl( 'example.com' ) ).toBe( 'https://cloud.jetpack.com/scan/example.com' );
		expect( serverCredentialsUrl( 'example.com' ) ).toBe( 'https://cloud.jetpack.com/settings/example.com' );
	} );

	it( 'send the legacy service’s key to its wp-admin page', () => {
		expect( vaultPressAdminUrl( 'https://example.com/wp-admin/' ) ).toBe( 'https://example.com/wp-admin/admin.php?page=vaultpress' );
	} );
} );
