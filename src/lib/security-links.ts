/**
 * Where the Activity, Backup and Scan cards send the user on the provider (docs/api.md#dashboard-cards). Pure: each
 * takes the site address as the page prints it (rawUrl) and names the site by the provider's slug.
 */
import { getSiteSlug } from './plans-url';
import { getRedirectUrl } from './redirect-url';

/** The site's activity log on the provider. */
export function activityLogUrl( rawUrl: string ): string {
	return getRedirectUrl( 'calypso-activity-log', { site: getSiteSlug( rawUrl ) } );
}

/** The activity log narrowed to backups: the restore points. */
export function restorePointsUrl( rawUrl: string ): string {
	return getRedirectUrl( 'calypso-activity-log', { site: getSiteSlug( rawUrl ), query: 'group=rewind' } );
}

/** The site's backups on Jetpack Cloud. */
export function backupsUrl( rawUrl: string ): string {
	return `https://cloud.jetpack.com/backup/${ getSiteSlug( rawUrl ) }`;
}

/** The site's scan results on Jetpack Cloud, where threats are fixed. */
export function scanUrl( rawUrl: string ): string {
	return `https://cloud.jetpack.com/scan/${ getSiteSlug( rawUrl ) }`;
}

/** The site's settings on Jetpack Cloud, where the server credentials (SSH, SFTP or FTP) are entered. */
export function serverCredentialsUrl( rawUrl: string ): string {
	return `https://cloud.jetpack.com/settings/${ getSiteSlug( rawUrl ) }`;
}

/** The provider's short video guide to backing up a site. */
export const BACKUP_GETTING_STARTED_VIDEO_URL =
	'https://jetpack.com/support/backup/the-jetpack-backup-plugin/getting-started-with-the-jetpack-backup-plugin/#starting-your-first-backup';

/** The legacy service's own dashboard. */
export const VAULTPRESS_DASHBOARD_URL = getRedirectUrl( 'vaultpress-dashboard' );

/** The legacy service's page in wp-admin, where its registration key is entered. */
export function vaultPressAdminUrl( adminUrl: string ): string {
	return `${ adminUrl }admin.php?page=vaultpress`;
}
