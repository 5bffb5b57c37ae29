/**
 * The calls At a Glance makes as it is first drawn, known from what the page printed (docs/dashboard.md#start-calls):
 * the page starts them at boot, so a fast host's answers are in before the dashboard is drawn. Each is the start its
 * card declares (`<card>.card.ts`), made when the card shows and by the rule it fetches by; an integration test holds
 * the list to the calls the drawn dashboard makes, scenario by scenario.
 */
import { selectCapabilities, selectModules, selectStoreWelcomeSeen } from '../../state/selectors';
import type { StartCalls } from '../../state/screen-start-calls';
import type { RootState } from '../../state/store';
import type { CardStart, StartCall } from './card-rule';
import { CARDS } from './cards';
import { dashboardFacts, getDashboardLayout } from './dashboard-layout';
import { getFirstScreen, shouldForceWooWelcome } from './first-screen';

export type { StartCall } from './card-rule';

/** The addresses that open At a Glance itself; the others open a dialog or a first screen of their own. */
const START_PATHS: readonly string[] = [ '/', '/dashboard' ];

const sameCall = ( a: StartCall, b: StartCall ): boolean => JSON.stringify( a ) === JSON.stringify( b );

/** The starts of the cards this user sees, in the list's order; one per call (the two plugin promos share theirs). */
function dashboardStarts( state: RootState, path: string ): CardStart[] {
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
	const starts: CardStart[] = [];
	for ( const { id, start } of CARDS ) {
		if ( start && shown.has( id ) && start.fetches( state ) && ! starts.some( ( other ) => sameCall( other.call, start.call ) ) ) {
			starts.push( start );
		}
	}
	return starts;
}

export function dashboardStartCalls( state: RootState, path: string ): StartCall[] {
	return dashboardStarts( state, path ).map( ( start ) => start.call );
}

/**
 * Starts the dashboard's calls (the client sends them once the shell has painted). Each holds its answer in the cache
 * until released, after the cards that read it have subscribed.
 */
export const startCalls: StartCalls = ( store, path ) => {
	const starts = dashboardStarts( store.getState(), path );
	if ( starts.length === 0 ) {
		return null;
	}
	const started = starts.map( ( start ) => start.initiate( store ) );
	return {
		answered: Promise.all( started ).then( () => undefined ),
		release: () => started.forEach( ( call ) => call.unsubscribe() ),
	};
};
