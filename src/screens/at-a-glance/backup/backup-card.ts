/**
 * What the Backup card shows (docs/dashboard.md#backup). Pure: the card passes what it knows and renders what comes
 * back.
 *
 * Order: hidden where the host shows no backups (siteData.showBackups, as the Scan card); offline mode; a site that is not connected (the provider backs it up, so there is nothing to ask); the
 * rewind status still loading; then the status itself: provisioning, awaiting_credentials, active, and for
 * unavailable (or empty) the reason: site_new, vp_active_on_site (the legacy service, VaultPress), otherwise an
 * upgrade banner.
 */
import type { RewindStatus, VaultPressData } from '../../../api/types';

export type BackupCardView =
	| { kind: 'hidden' }
	| { kind: 'offline' }
	| { kind: 'not-connected' }
	| { kind: 'loading' }
	| { kind: 'provisioning' }
	| { kind: 'awaiting-credentials'; showGettingStarted: boolean }
	| { kind: 'active'; realTime: boolean }
	| { kind: 'new-site' }
	| { kind: 'legacy' }
	| { kind: 'upgrade' };

export interface BackupCardInput {
	/** siteData.showBackups. */
	showBackups: boolean;
	isOfflineMode: boolean;
	isSiteConnected: boolean;
	/** The rewind status; undefined until it has arrived. */
	rewind: RewindStatus | undefined;
	/** The site's active feature flags (siteData.features). */
	siteFeatures: readonly string[];
	/** The setting dismiss_dash_backup_getting_started. */
	gettingStartedDismissed: boolean;
}

/** Whether the card asks for the backup service's status (GET rewind): a connected site that may show backups. */
export function fetchesRewindStatus( input: Pick< BackupCardInput, 'showBackups' | 'isOfflineMode' | 'isSiteConnected' > ): boolean {
	return input.showBackups && ! input.isOfflineMode && input.isSiteConnected;
}

export function getBackupCardView( input: BackupCardInput ): BackupCardView {
	const { rewind } = input;
	if ( ! input.showBackups ) {
		return { kind: 'hidden' };
	}
	if ( input.isOfflineMode ) {
		return { kind: 'offline' };
	}
	if ( ! input.isSiteConnected ) {
		return { kind: 'not-connected' };
	}
	if ( ! rewind ) {
		return { kind: 'loading' };
	}
	switch ( rewind.state ) {
		case 'provisioning':
			return { kind: 'provisioning' };
		case 'awaiting_credentials':
			return { kind: 'awaiting-credentials', showGettingStarted: ! input.gettingStartedDismissed };
		case 'active':
			return { kind: 'active', realTime: input.siteFeatures.includes( 'real-time-backups' ) };
	}
	// unavailable, and empty (the provider knows nothing of the site yet): the reason decides.
	if ( rewind.reason === 'site_new' ) {
		return { kind: 'new-site' };
	}
	return rewind.reason === 'vp_active_on_site' ? { kind: 'legacy' } : { kind: 'upgrade' };
}

export interface BackupStats {
	posts: number;
	comments: number;
	plugins: number;
}

export type LegacyBackupView =
	| { kind: 'loading' }
	/** The vaultpress module is off here, so its data is not asked: only the way to its dashboard. */
	| { kind: 'elsewhere' }
	/** The service's own message; its backup figures once it reports success. */
	| { kind: 'report'; message: string; stats: BackupStats | null };

export interface LegacyBackupInput {
	/** Whether the vaultpress module is active (its data is asked only then). */
	vaultPressActive: boolean;
	vaultPress: VaultPressData | undefined;
}

export function getLegacyBackupView( { vaultPressActive, vaultPress }: LegacyBackupInput ): LegacyBackupView {
	if ( ! vaultPressActive ) {
		return { kind: 'elsewhere' };
	}
	if ( ! vaultPress ) {
		return { kind: 'loading' };
	}
	return { kind: 'report', message: vaultPress.message, stats: vaultPress.code === 'success' ? backupStats( vaultPress ) : null };
}

/** The legacy service's backup figures, when its answer carries them. */
export function backupStats( vaultPress: VaultPressData | undefined ): BackupStats | null {
	const stats = vaultPress?.data?.backups?.stats;
	return stats ? { posts: stats.posts, comments: stats.comments, plugins: stats.plugins } : null;
}

/**
 * The upsell bar needs a site with more posts than this (docs/rules.md#validation, docs/rules.md#plans-and-products).
 */
export const UPSELL_MIN_POSTS = 20;

export interface BackupUpsellInput {
	/** Whether the data it counts from is still loading. */
	loading: boolean;
	/** Whether the user closed the bar. */
	closed: boolean;
	/** The site's post count (from the page's site data); undefined when the host did not print it. */
	posts: number | undefined;
}

/**
 * The backup upsell bar of a site without backups: once its figures have loaded, until the user closes it, for a
 * site with more than 20 posts (a site with that much to lose). Nothing else decides it.
 */
export function shouldShowBackupUpsell( { loading, closed, posts }: BackupUpsellInput ): boolean {
	return ! loading && ! closed && ( posts ?? 0 ) > UPSELL_MIN_POSTS;
}
