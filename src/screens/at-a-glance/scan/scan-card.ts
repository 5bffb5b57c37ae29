/**
 * Whether the Scan card shows, and what it shows (docs/dashboard.md#scan, docs/rules.md#roles-and-capabilities). Pure:
 * the card passes what it knows and renders what comes back.
 */
import type { InstalledPlugins, ScanStatus, VaultPressData } from '../../../api/types';
import { getPlanClass, isKnownPlanSlug } from '../../../lib/plan-slugs';

export interface ScanCardVisibilityInput {
	/** siteData.showBackups: the host lets the site show backup and scan. */
	showBackups: boolean;
	isAtomicSite: boolean;
	isMultisite: boolean;
	/** Whether the legacy service's module (vaultpress) is active. */
	vaultPressActive: boolean;
}

/** Hidden unless the site shows backups; hidden on Atomic (the host scans); on multisite only with the legacy service. */
export function isScanCardShown( input: ScanCardVisibilityInput ): boolean {
	if ( ! input.showBackups || input.isAtomicSite ) {
		return false;
	}
	return ! input.isMultisite || input.vaultPressActive;
}

/** Whether the card asks for the scan status (GET scan): it shows, and the site is connected. */
export function fetchesScanStatus( input: ScanCardVisibilityInput & { isOfflineMode: boolean; isSiteConnected: boolean } ): boolean {
	return isScanCardShown( input ) && ! input.isOfflineMode && input.isSiteConnected;
}

export type ScanCardView =
	| { kind: 'offline' }
	/** Nothing to ask the provider yet: the connect banner. */
	| { kind: 'not-connected' }
	| { kind: 'loading' }
	| { kind: 'threats'; count: number }
	| { kind: 'credentials' }
	| { kind: 'provisioning' }
	| { kind: 'clean' }
	/** The legacy service scans this site: see getLegacyScanView. */
	| { kind: 'legacy' }
	/** Upgrade banner for a site with a connection owner, connect banner otherwise. */
	| { kind: 'banner' };

export interface ScanCardInput {
	isOfflineMode: boolean;
	isSiteConnected: boolean;
	/** The scan status; undefined until it has arrived. */
	scan: ScanStatus | undefined;
}

/** docs/dashboard.md#scan, in its order: offline, loading, the scan's own view, the legacy view, else a banner. */
export function getScanCardView( { isOfflineMode, isSiteConnected, scan }: ScanCardInput ): ScanCardView {
	if ( isOfflineMode ) {
		return { kind: 'offline' };
	}
	if ( ! isSiteConnected ) {
		return { kind: 'not-connected' };
	}
	if ( ! scan ) {
		return { kind: 'loading' };
	}
	if ( scan.state !== 'unavailable' ) {
		if ( scan.threats.length > 0 ) {
			return { kind: 'threats', count: scan.threats.length };
		}
		if ( scan.credentials.length === 0 ) {
			return { kind: 'credentials' };
		}
		return scan.state === 'provisioning' ? { kind: 'provisioning' } : { kind: 'clean' };
	}
	return scan.reason === 'vp_active_on_site' ? { kind: 'legacy' } : { kind: 'banner' };
}

export type LegacyScanView =
	| { kind: 'loading' }
	| { kind: 'not-registered' }
	| { kind: 'threats'; count: number }
	| { kind: 'clean' }
	/** The plan includes the legacy scanner: offer to activate (or install) it. */
	| { kind: 'offer' }
	| { kind: 'banner' };

export interface LegacyScanInput {
	/** Whether the vaultpress module is active (its data is asked only then). */
	vaultPressActive: boolean;
	vaultPress: VaultPressData | undefined;
	/** siteData.plan. */
	planSlug: string | null;
}

/** Plans that came with the legacy scanner. */
function planIncludesLegacyScan( planSlug: string | null ): boolean {
	if ( ! planSlug || ! isKnownPlanSlug( planSlug ) ) {
		return false;
	}
	const planClass = getPlanClass( planSlug );
	return planClass === 'premium' || planClass === 'business';
}

/** docs/dashboard.md#scan step 4, in its order. Without the module there is no legacy data: the plan decides. */
export function getLegacyScanView( { vaultPressActive, vaultPress, planSlug }: LegacyScanInput ): LegacyScanView {
	if ( vaultPressActive && ! vaultPress ) {
		return { kind: 'loading' };
	}
	if ( vaultPress?.code === 'not_registered' ) {
		return { kind: 'not-registered' };
	}
	const count = vaultPress?.data.security.notice_count ?? 0;
	if ( vaultPress?.data.features.security && count > 0 ) {
		return { kind: 'threats', count };
	}
	if ( vaultPress?.code === 'success' ) {
		return { kind: 'clean' };
	}
	return planIncludesLegacyScan( planSlug ) ? { kind: 'offer' } : { kind: 'banner' };
}

export type VaultPressOffer = 'activate' | 'install' | 'ask-admin' | 'loading';

/** The plugin's folder, as plugin files are keyed ('vaultpress/vaultpress.php'). */
export const VAULTPRESS_SLUG = 'vaultpress';

export function isVaultPressInstalled( plugins: InstalledPlugins ): boolean {
	return Object.keys( plugins ).some( ( file ) => file.split( '/' )[ 0 ] === VAULTPRESS_SLUG );
}

/**
 * What the offer is: activate when installed, install when not (loading until the plugin list is here). A user
 * who cannot manage plugins can do neither and is told to ask an administrator; their list is never asked.
 */
export function getVaultPressOffer( canManagePlugins: boolean, plugins: InstalledPlugins | undefined ): VaultPressOffer {
	if ( ! canManagePlugins ) {
		return 'ask-admin';
	}
	if ( ! plugins ) {
		return 'loading';
	}
	return isVaultPressInstalled( plugins ) ? 'activate' : 'install';
}
