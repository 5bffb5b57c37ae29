/**
 * Search and instant search move together: turning search on turns instant search on too when the plan has it,
 * turning search off turns instant search off; turning instant search on turns search on. When switching search on
 * is refused on a site whose plan has instant search, the save is tried once more with the product flag set (the
 * server may not know of the purchase yet). Pure.
 */
import type { Settings } from '../../../api/types';

export type SearchSwitch = 'search' | 'instant';

export function searchToggleUpdate(
	which: SearchSwitch,
	next: boolean,
	context: { instantAvailable: boolean; instantOn: boolean }
): Settings {
	if ( which === 'instant' ) {
		return next ? { search: true, instant_search_enabled: true } : { instant_search_enabled: false };
	}
	if ( next ) {
		return context.instantAvailable ? { search: true, instant_search_enabled: true } : { search: true };
	}
	return context.instantOn ? { search: false, instant_search_enabled: false } : { search: false };
}

/** The second try after a refused "search on": the same update with the product flag, or null when none is due. */
export function searchRetryUpdate( update: Settings, instantAvailable: boolean ): Settings | null {
	return update.search === true && instantAvailable ? { ...update, has_jetpack_search_product: true } : null;
}

/** VideoPress' upsell line: none once the plan includes VideoPress, else by whether the free video is used. */
export function videoPressUpsell( features: readonly string[], storageUsed: number | null ): 'used' | 'available' | null {
	if ( [ 'videopress', 'videopress-1tb-storage', 'videopress-unlimited-storage' ].some( ( f ) => features.includes( f ) ) ) {
		return null;
	}
	return ( storageUsed ?? 0 ) > 0 ? 'used' : 'available';
}
