/**
 * The fault gate's dashboard cards (tests/e2e/support/card-faults.ts) and the cards that start a call as the dashboard
 * opens (src/screens/at-a-glance/cards.ts) are the same: a card whose call the gate never fails, or a row for a call
 * no card starts, fails here.
 */
import { REST_ROUTES } from '../../../src/api/rest-routes';
import { CARDS } from '../../../src/screens/at-a-glance/cards';
import { CARD_FAULTS } from '../../e2e/support/card-faults';

/** Each route a card starts a call to, with the titles of the cards that start it (the plugin promos share one). */
function startedRoutes(): Map< string, string[] > {
	const routes = new Map< string, string[] >();
	for ( const card of CARDS ) {
		if ( card.start ) {
			const path = REST_ROUTES[ card.start.route ].path;
			routes.set( path, [ ...( routes.get( path ) ?? [] ), card.title() ] );
		}
	}
	return routes;
}

describe( 'the fault gate’s dashboard cards', () => {
	it( 'fail each call a card starts as the dashboard opens, once, and no other', () => {
		expect( CARD_FAULTS.map( ( fault ) => fault.restPath ).sort() ).toEqual( [ ...startedRoutes().keys() ].sort() );
	} );

	it( 'name a card that starts the call they fail, by its title', () => {
		const started = startedRoutes();
		for ( const { title, restPath } of CARD_FAULTS ) {
			expect( { restPath, titles: started.get( restPath ) } ).toEqual( { restPath, titles: expect.arrayContaining( [ title ] ) } );
		}
	} );
} );
