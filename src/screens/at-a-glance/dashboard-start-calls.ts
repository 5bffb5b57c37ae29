/**
 * The calls At a Glance makes as it is first drawn, known from what the page printed (docs/dashboard.md#start-calls):
 * the page starts them at boot, so a fast host's answers are in before the dashboard is drawn. Each is the start its
 * card declares (`<card>.card.ts`), made when the card shows and by the rule it fetches by; an integration test holds
 * the list to the calls the drawn dashboard makes, scenario by scenario.
 */
import { dashboardApi } from '../../state/dashboard/api';
import { pluginsApi } from '../../state/plugins/api';
import { selectCapabilities, selectModules, selectStoreWelcomeSeen } from '../../state/selectors';
import type { StartCalls } from '../../state/screen-start-calls';
import { statsApi } from '../../state/stats/api';
import type { AppStore, RootState } from '../../state/store';
import type { StartCall } from './card-rule';
import { CARDS } from './cards';
import { dashboardFacts, getDashboardLayout } from './dashboard-layout';
import { getFirstScreen, shouldForceWooWelcome } from './first-screen';

export type { StartCall } from './card-rule';

/** The addresses that open At a Glance itself; the others open a dialog or a first screen of their own. */
const START_PATHS: readonly string[] = [ '/', '/dashboard' ];

const sameCall = ( a: StartCall, b: StartCall ): boolean => JSON.stringify( a ) === JSON.stringify( b );

export function dashboardStartCalls( state: RootState, path: string ): StartCall[] {
	const caps = selectCapabilities( state );
	const modules = selectModules( state );
	const welcomeSeen = selectStoreWelcomeSeen( state );
	if (
		! START_PATHS.includes( path ) ||
		getFirstScreen( { caps, path } ) !== 'dashboard' ||
		shouldForceWooWelcome( { caps, storeActive: state.page.siteData.isWooCommerceActive, welcomeSeen, path } )
	) {
		return [];
	}
	const layout = getDashboardLayout( dashboardFacts( caps, modules, path ) );
	const shown = new Set< string >( [ ...layout.security, ...layout.performance, ...layout.connections ] );
	const calls: StartCall[] = [];
	for ( const { id, start } of CARDS ) {
		// Cards that read the same answer (the two plugin promos) start its call once.
		if ( start && shown.has( id ) && start.fetches( state ) && ! calls.some( ( call ) => sameCall( call, start.call ) ) ) {
			calls.push( start.call );
		}
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
