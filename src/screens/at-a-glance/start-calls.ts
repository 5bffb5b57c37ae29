/**
 * The calls At a Glance makes as it is first drawn, known from what the page printed (docs/dashboard.md#start-calls):
 * the page starts them at boot, so a fast host's answers are in before the dashboard is drawn. Each follows the rule
 * its card fetches by; an integration test holds the list to the calls the drawn dashboard makes, scenario by scenario.
 */
import type { StatsRange } from '../../api/types';
import { dashboardApi } from '../../state/dashboard/api';
import { pluginsApi } from '../../state/plugins/api';
import { selectCapabilities, selectModules, selectSettings, selectStoreWelcomeSeen } from '../../state/selectors';
import type { StartCalls } from '../../state/start-calls';
import { statsApi } from '../../state/stats/api';
import type { AppStore, RootState } from '../../state/store';
import { fetchesAkismetData } from './anti-spam/anti-spam-card';
import { fetchesRewindStatus } from './backup/backup-card';
import { dashboardFacts, getDashboardLayout } from './dashboard-layout';
import { getFirstScreen, shouldForceWooWelcome } from './first-screen';
import { fetchesProtectCount } from './protect/protect-card';
import { fetchesScanStatus } from './scan/scan-card';
import { FIRST_STATS_RANGE, statsBody } from './stats/stats-card';

export type StartCall =
	| { endpoint: 'getAkismetData' | 'getRewindStatus' | 'getScanStatus' | 'getProtectCount' | 'getPlugins' }
	| { endpoint: 'getStatsData'; range: StatsRange };

/** The addresses that open At a Glance itself; the others open a dialog or a first screen of their own. */
const START_PATHS: readonly string[] = [ '/', '/dashboard' ];

export function dashboardStartCalls( state: RootState, path: string ): StartCall[] {
	const caps = selectCapabilities( state );
	const modules = selectModules( state );
	const { siteData } = state.page;
	const welcomeSeen = selectStoreWelcomeSeen( state );
	if (
		! START_PATHS.includes( path ) ||
		getFirstScreen( { caps, path } ) !== 'dashboard' ||
		shouldForceWooWelcome( { caps, storeActive: siteData.isWooCommerceActive, welcomeSeen, path } )
	) {
		return [];
	}
	const layout = getDashboardLayout( dashboardFacts( caps, modules, path ) );
	const cards = new Set< string >( [ ...layout.security, ...layout.performance ] );
	const vaultPressActive = modules?.vaultpress?.activated ?? false;
	const connection = { isOfflineMode: caps.isOfflineMode, isSiteConnected: caps.isSiteConnected };
	const calls: StartCall[] = [];
	if ( cards.has( 'anti-spam' ) && fetchesAkismetData( caps ) ) {
		calls.push( { endpoint: 'getAkismetData' } );
	}
	if ( cards.has( 'backup' ) && fetchesRewindStatus( { ...connection, showBackups: siteData.showBackups } ) ) {
		calls.push( { endpoint: 'getRewindStatus' } );
	}
	const scanVisibility = { showBackups: siteData.showBackups, isAtomicSite: caps.isAtomicSite, isMultisite: caps.isMultisite, vaultPressActive };
	if ( cards.has( 'scan' ) && fetchesScanStatus( { ...scanVisibility, ...connection } ) ) {
		calls.push( { endpoint: 'getScanStatus' } );
	}
	if ( cards.has( 'protect' ) && fetchesProtectCount( modules?.protect, caps ) ) {
		calls.push( { endpoint: 'getProtectCount' } );
	}
	const overridden = modules?.stats?.override === 'inactive';
	if ( cards.has( 'stats' ) && statsBody( { caps, overridden, statsOn: !! selectSettings( state )?.stats } ) === 'stats' ) {
		calls.push( { endpoint: 'getStatsData', range: FIRST_STATS_RANGE } );
	}
	// The promo cards' install widgets read the installed plugins; they are only laid out for plugin managers.
	if ( cards.has( 'boost-promo' ) || cards.has( 'crm-promo' ) ) {
		calls.push( { endpoint: 'getPlugins' } );
	}
	return calls;
}

function initiate( store: AppStore, call: StartCall ) {
	switch ( call.endpoint ) {
		case 'getStatsData':
			return store.dispatch( statsApi.endpoints.getStatsData.initiate( call.range ) );
		case 'getPlugins':
			return store.dispatch( pluginsApi.endpoints.getPlugins.initiate() );
		case 'getAkismetData':
			return store.dispatch( dashboardApi.endpoints.getAkismetData.initiate() );
		case 'getRewindStatus':
			return store.dispatch( dashboardApi.endpoints.getRewindStatus.initiate() );
		case 'getScanStatus':
			return store.dispatch( dashboardApi.endpoints.getScanStatus.initiate() );
		case 'getProtectCount':
			return store.dispatch( dashboardApi.endpoints.getProtectCount.initiate() );
	}
}

/**
 * Starts the dashboard's calls (the client sends them once the shell has painted). Each holds its answer in the cache
 * until released, after the cards that read it have subscribed.
 */
export const startCalls: StartCalls = ( store, path ) => {
	const calls = dashboardStartCalls( store.getState(), path );
	if ( calls.length === 0 ) {
		return null;
	}
	const started = calls.map( ( call ) => initiate( store, call ) );
	return {
		answered: Promise.all( started ).then( () => undefined ),
		release: () => started.forEach( ( call ) => call.unsubscribe() ),
	};
};
