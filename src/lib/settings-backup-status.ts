/**
 * The Security section's backup card: its title by what the plan includes, and the status line from the backup
 * service's state (provisioning, awaiting credentials, active, or not retrievable; "Checking site status…" while
 * unknown). A site without backups is offered them instead. Pure.
 */
import { __ } from '@wordpress/i18n';
import type { RewindState } from '../api/types';
import { getRedirectUrl } from './redirect-url';

export function ownsBackups( features: readonly string[] ): boolean {
	return [ 'backups', 'real-time-backups', 'vaultpress-backups' ].some( ( feature ) => features.includes( feature ) );
}

export function ownsScan( features: readonly string[] ): boolean {
	return [ 'scan', 'vaultpress-security-scanning' ].some( ( feature ) => features.includes( feature ) );
}

export function backupCardTitle( features: readonly string[] ): string {
	return ownsBackups( features ) && ! ownsScan( features )
		? __( 'Jetpack Backup', 'jetpack' )
		: __( 'Backups and security scanning', 'jetpack' );
}

export interface BackupStatusView {
	status: string;
	text: string;
	link: { label: string; href: string } | null;
}

/** `siteSlug`: the site's address without the scheme, as the provider's links name it. */
export function backupStatusView( state: RewindState | undefined, siteSlug: string ): BackupStatusView {
	switch ( state ) {
		case undefined:
			return { status: __( 'Checking site status…', 'jetpack' ), text: '', link: null };
		case 'provisioning':
			return { status: __( 'Provisioning', 'jetpack' ), text: __( 'Your backup service is being set up.', 'jetpack' ), link: null };
		case 'awaiting_credentials':
			return {
				status: __( 'Awaiting credentials', 'jetpack' ),
				text: __( 'Enter your server credentials so backups and restores can run.', 'jetpack' ),
				link: { label: __( 'Enter credentials', 'jetpack' ), href: `https://cloud.jetpack.com/settings/${ siteSlug }` },
			};
		case 'active':
			return {
				status: __( 'Active', 'jetpack' ),
				text: __( 'Your site is backed up and every change is recorded.', 'jetpack' ),
				link: { label: __( 'View your activity log', 'jetpack' ), href: getRedirectUrl( 'calypso-activity-log', { site: siteSlug } ) },
			};
		case 'unavailable':
			return {
				status: __( 'Not in your plan', 'jetpack' ),
				text: __( 'Back up your site in real time and restore it in one click with Jetpack Backup.', 'jetpack' ),
				link: { label: __( 'Explore Jetpack Backup', 'jetpack' ), href: `https://jetpack.com/upgrade/backup/?site=${ siteSlug }` },
			};
		default:
			return { status: __( 'Oops!', 'jetpack' ), text: __( 'status could not be retrieved', 'jetpack' ), link: null };
	}
}
