/**
 * The VideoPress card (docs/dashboard.md#videopress): which state it shows, the storage meter and the upgrade banner of
 * the enabled state. Pure, so the card and its tests read one decision.
 */
import type { Settings } from '../../../api/types';
import { formatPercent } from '../../../lib/locale';
import type { Capabilities } from '../../../lib/permissions';

/**
 * loading: settings unknown; enabled: on, on a connected site; offline; connect: the site is not connected;
 * activate: off, and this user (the connection owner) may switch it on; ask-owner: off, another user owns the
 * connection; no-owner: off, and no one owns the connection yet.
 */
export type VideoPressCardState = 'loading' | 'enabled' | 'offline' | 'connect' | 'activate' | 'ask-owner' | 'no-owner';

export type VideoPressCaps = Pick<
	Capabilities,
	'isOfflineMode' | 'isSiteConnected' | 'isConnectionOwner' | 'hasConnectedOwner' | 'userCanManageOptions'
>;

export function videoPressCardState( caps: VideoPressCaps, settings: Settings | undefined ): VideoPressCardState {
	if ( settings === undefined ) {
		return 'loading';
	}
	if ( settings.videopress === true && caps.isSiteConnected ) {
		return 'enabled';
	}
	if ( caps.isOfflineMode ) {
		return 'offline';
	}
	if ( ! caps.isSiteConnected ) {
		return 'connect';
	}
	// Only a connected owner can enable VideoPress (docs/rules.md#roles-and-capabilities); saving settings also needs
	// manage_options.
	if ( caps.isConnectionOwner && caps.userCanManageOptions ) {
		return 'activate';
	}
	return caps.hasConnectedOwner ? 'ask-owner' : 'no-owner';
}

/** used: the site's free video is taken; available: it is not (or nothing says it is). */
export type FreeVideoBanner = 'used' | 'available';

export interface VideoPressEnabledView {
	/** Share of the 1TB used, 0–100; null: no meter (no VideoPress plan, or unlimited storage). */
	storagePercent: number | null;
	/** The upgrade banner of a site without the VideoPress feature; null: none. */
	banner: FreeVideoBanner | null;
}

/**
 * The storage the provider reports, in its unit, read as a percentage of 1TB (docs/rules.md#plans-and-products: used /
 * 10000). Unknown (null) reads as nothing stored yet.
 */
export function storagePercent( used: number | null ): number {
	return Math.min( 100, Math.max( 0, ( used ?? 0 ) / 10000 ) );
}

/**
 * Whether the free video is taken. The page prints no video count, only the storage used: any storage used means
 * the one free video was uploaded; none, or unknown, counts as still available.
 */
export function freeVideoUsed( used: number | null ): boolean {
	return ( used ?? 0 ) > 0;
}

/** The enabled state's meter and banner (the card is only enabled on a connected site, where both apply). */
export function videoPressEnabledView( features: readonly string[], storageUsed: number | null ): VideoPressEnabledView {
	const hasFeature = features.includes( 'videopress' );
	return {
		storagePercent: hasFeature && ! features.includes( 'videopress-unlimited-storage' ) ? storagePercent( storageUsed ) : null,
		banner: hasFeature ? null : freeVideoUsed( storageUsed ) ? 'used' : 'available',
	};
}

/** 12.5 → "12.5%" in the user's locale (one decimal at most). */
export function formatStoragePercent( percent: number, locale: string ): string {
	return formatPercent( percent / 100, locale );
}
