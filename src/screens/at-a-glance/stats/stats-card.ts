/** What the Site Stats card shows once stats are on (docs/dashboard.md#site-stats), and where its links go. Pure. */
import type { StatsData, StatsRange } from '../../../api/types';
import type { Capabilities } from '../../../lib/permissions';
import { getSiteSlug } from '../../../lib/plans-url';
import { CONNECT_USER_PATH, shouldShowUserConnect } from '../../../lib/user-connect-dialog';

/** The range the card opens on. */
export const FIRST_STATS_RANGE: StatsRange = 'day';

export type StatsBody = 'offline' | 'overridden' | 'stats' | 'ask-admin' | 'activate';

/**
 * What the card's body is, first match wins: offline mode, the module forced off by the site administrator, the stats
 * (when they are on: only then are they fetched), else an offer to switch them on or to ask someone who may.
 */
export function statsBody( input: {
	caps: Pick< Capabilities, 'isOfflineMode' | 'userCanManageModules' >;
	overridden: boolean;
	statsOn: boolean;
} ): StatsBody {
	if ( input.caps.isOfflineMode ) {
		return 'offline';
	}
	if ( input.overridden ) {
		return 'overridden';
	}
	if ( input.statsOn ) {
		return 'stats';
	}
	return input.caps.userCanManageModules ? 'activate' : 'ask-admin';
}

export type StatsCardState = 'errors' | 'welcome' | 'chart';

/**
 * The provider's errors first; then, for a site with a series but not a single view yet, the welcome card until
 * someone dismisses it; otherwise the chart (an empty series included: it says there was no activity).
 */
export function statsCardState( data: StatsData, range: StatsRange, emptyCardDismissed: boolean ): StatsCardState {
	// PHP sends an empty array for "no errors", so only a non-empty entry counts.
	if ( Object.keys( data.general.errors ?? {} ).length > 0 ) {
		return 'errors';
	}
	const series = data[ range ]?.data ?? [];
	const total = series.reduce( ( sum, [ , views ] ) => sum + views, 0 );
	return series.length > 0 && total === 0 && ! emptyCardDismissed ? 'welcome' : 'chart';
}

/** The site's stats on WordPress.com, for a range and optionally from a date (YYYY-MM-DD). */
export function statsUrl( range: StatsRange, rawUrl: string, startDate?: string ): string {
	const url = `https://wordpress.com/stats/${ range }/${ getSiteSlug( rawUrl ) }`;
	return startDate ? `${ url }?startDate=${ startDate }` : url;
}

export type StatsConnectFacts = Pick<
	Capabilities,
	'isSiteConnected' | 'isOfflineMode' | 'isLinked' | 'userCanConnectAccount' | 'userCanManageModules' | 'hasConnectedOwner'
>;

/**
 * A user who may link an account but has not yet is offered to connect it from the stats card. The option opens the
 * user-connect overlay, so it shows exactly when that overlay can: a connected site, online, and a user who manages
 * modules or whose site has a connected owner.
 */
export function showStatsConnectOption( caps: StatsConnectFacts ): boolean {
	return shouldShowUserConnect( { path: CONNECT_USER_PATH, caps } );
}
