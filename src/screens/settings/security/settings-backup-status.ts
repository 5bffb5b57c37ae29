/**
 * The Security section's backup card (docs/settings.md#backups-and-scanning): its title by what the plan includes,
 * and what it shows. The backup service's state gives the status (provisioning, awaiting credentials, active; any
 * other state: "Oops!", the status could not be retrieved; "Checking site status…" while unknown). Where the legacy
 * service (VaultPress) backs the site up, its own text by the features it reports. A site whose plan has neither
 * backups nor scanning is offered them (the settings banner) instead of a status it cannot have. Pure.
 */
import { __ } from '@wordpress/i18n';
import type { RewindStatus, VaultPressData } from '../../../api/types';
import { getRedirectUrl } from '../../../lib/redirect-url';

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
export function backupStatusView( state: string | undefined, siteSlug: string ): BackupStatusView {
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
		default:
			// unavailable, empty, or a state this version does not know.
			return { status: __( 'Oops!', 'jetpack' ), text: __( 'The backup status could not be retrieved.', 'jetpack' ), link: null };
	}
}

/** What the legacy service reports, by its features (docs/settings.md#backups-and-scanning). */
export type LegacyBackupText =
	/** Backups and scanning on, and the scan found threats. */
	| { kind: 'threats'; count: number }
	| { kind: 'backups-and-scan' }
	| { kind: 'backups-only' }
	/** The plan pays for the legacy service but it reports nothing switched on. */
	| { kind: 'not-active' };

/**
 * `siteHasScan`: the site's plan or products include scanning. Backups without scanning read "backups only" only when
 * the site has no scan elsewhere; a site that pays for scanning and only has legacy backups has not finished setting up.
 */
export function legacyBackupText( vaultPress: VaultPressData | undefined, siteHasScan: boolean ): LegacyBackupText {
	const features = vaultPress?.data?.features;
	if ( features?.backups && features.security ) {
		const count = vaultPress?.data.security?.notice_count ?? 0;
		return count > 0 ? { kind: 'threats', count } : { kind: 'backups-and-scan' };
	}
	if ( features?.backups && ! siteHasScan ) {
		return { kind: 'backups-only' };
	}
	return { kind: 'not-active' };
}

export type SettingsBackupView =
	| { kind: 'checking' }
	| { kind: 'status'; state: RewindStatus[ 'state' ] }
	| { kind: 'legacy'; text: LegacyBackupText }
	/** Neither backups nor scanning in the plan: the upgrade (or connect) banner. */
	| { kind: 'offer' };

export interface SettingsBackupInput {
	/** Whether the provider knows the site (registered; offline is told apart before): else nothing is asked of it. */
	providerKnowsSite: boolean;
	/** The backup service's status; undefined until it has arrived. */
	rewind: RewindStatus | undefined;
	/** The site's active feature flags (siteData.features). */
	features: readonly string[];
	/** Whether the vaultpress module is active (its data is asked only then). */
	vaultPressActive: boolean;
	/** The legacy service's data; undefined until it has arrived, or when it is not asked. */
	vaultPress: VaultPressData | undefined;
}

/**
 * In order: the offer, for a site still to connect, which has no backup service to report on yet; unknown status; a working service (provisioning, awaiting credentials, active); the legacy service when
 * the provider says it runs on the site or its module is on; the offer when the plan has neither backups nor scanning;
 * otherwise "Oops!".
 */
export function settingsBackupView( { providerKnowsSite, rewind, features, vaultPressActive, vaultPress }: SettingsBackupInput ): SettingsBackupView {
	if ( ! providerKnowsSite ) {
		return { kind: 'offer' };
	}
	if ( ! rewind ) {
		return { kind: 'checking' };
	}
	if ( rewind.state === 'provisioning' || rewind.state === 'awaiting_credentials' || rewind.state === 'active' ) {
		return { kind: 'status', state: rewind.state };
	}
	if ( vaultPressActive || rewind.reason === 'vp_active_on_site' ) {
		if ( vaultPressActive && ! vaultPress ) {
			return { kind: 'checking' };
		}
		return { kind: 'legacy', text: legacyBackupText( vaultPress, ownsScan( features ) ) };
	}
	if ( ! ownsBackups( features ) && ! ownsScan( features ) ) {
		return { kind: 'offer' };
	}
	return { kind: 'status', state: rewind.state };
}
