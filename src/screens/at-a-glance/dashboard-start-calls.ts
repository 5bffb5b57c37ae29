/**
 * The calls At a Glance makes as it is first drawn, known from what the page printed (docs/dashboard.md#start-calls):
 * the boot sends them as soon as the shell has painted, before it evaluates the store, and the store's queries take
 * their answers, so a fast host's answers are in before the dashboard is drawn. Each is the start its card declares
 * (`<card>.card.ts`), made when the card shows and by the rule it fetches by; an integration test holds the list to
 * the calls the drawn dashboard makes, scenario by scenario.
 */
import type { PageFacts } from '../../lib/page-facts';
import { readOf } from '../../api/rest-routes';
import type { RouteRead } from '../../api/rest-routes';
import type { CardStart } from './card-rule';
import { CARDS } from './cards';
import { dashboardFacts, getDashboardLayout } from './dashboard-layout';
import { getFirstScreen, shouldForceWooWelcome } from './first-screen';

/** The addresses that open At a Glance itself; the others open a dialog or a first screen of their own. */
const START_PATHS: readonly string[] = [ '/', '/dashboard' ];

/** Whether two starts make the same read, its route and query (the two plugin promos share theirs). */
export const sameCall = ( a: RouteRead, b: RouteRead ): boolean => a.route === b.route && JSON.stringify( a.query ) === JSON.stringify( b.query );

/** The starts of the cards this user sees, in the list's order; one per call (the two plugin promos share theirs). */
export function dashboardStarts( page: PageFacts, path: string ): CardStart[] {
	const { caps, modules, siteData, storeWelcomeSeen } = page;
	if (
		! START_PATHS.includes( path ) ||
		getFirstScreen( { caps, path } ) !== 'dashboard' ||
		shouldForceWooWelcome( { caps, storeActive: siteData.isWooCommerceActive, welcomeSeen: storeWelcomeSeen, path } )
	) {
		return [];
	}
	const layout = getDashboardLayout( dashboardFacts( caps, modules, path ) );
	const shown = new Set< string >( [ ...layout.security, ...layout.performance, ...layout.connections ] );
	const starts: CardStart[] = [];
	for ( const { id, start } of CARDS ) {
		if ( start && shown.has( id ) && start.fetches( page ) && ! starts.some( ( other ) => sameCall( other, start ) ) ) {
			starts.push( start );
		}
	}
	return starts;
}

/** The reads those starts make, by route and query. */
export function dashboardStartCalls( page: PageFacts, path: string ): RouteRead[] {
	return dashboardStarts( page, path ).map( readOf );
}
