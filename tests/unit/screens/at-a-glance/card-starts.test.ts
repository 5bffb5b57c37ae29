/**
 * The calls the cards start as the dashboard opens (docs/dashboard.md#start-calls), over the page a demo scenario
 * prints: a connected site's owner has every card's data fetched, and the call each starts is the one it names. Where
 * each card fetches on other sites is its own rule's test, in its folder.
 */
import { CARDS } from '../../../../src/screens/at-a-glance/cards';
import { readOf, REST_ROUTES } from '../../../../src/api/rest-routes';
import { JETPACK_ROUTES } from '../../../../src/jetpack-recorded/jetpack-routes';
import { pageFacts, startOnOwnersPage } from '../../../support/card-rules';
import { setupDemoBackend } from '../../../support/demo-msw';
import { recordRequests } from '../../../support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );

function fetching( scenario: string ): string[] {
	const page = pageFacts( demo, scenario );
	return CARDS.flatMap( ( card ) => ( card.start?.fetches( page ) ? [ card.id ] : [] ) );
}

/** A connected site's owner, who sees every card, has every card's data fetched. */
const EVERY_START = CARDS.flatMap( ( card ) => ( card.start ? [ card.id ] : [] ) );

it.each( [
	[ 'a connected site', 'owner' ],
	[ 'a site with threats and backups', 'threats' ],
] )( 'on %s (%s), every card that starts a call fetches', ( _site, scenario ) => {
	expect( EVERY_START.length ).toBeGreaterThan( 0 );
	expect( fetching( scenario ) ).toEqual( EVERY_START );
} );

// Offline, only what the site answers itself is asked for: every other answer needs the provider.
it( 'on a site in offline mode, only the cards whose route the site answers itself fetch', () => {
	const local = CARDS.flatMap( ( card ) => ( card.start && ! ( 'needsProvider' in REST_ROUTES[ card.start.route ] ) ? [ card.id ] : [] ) );
	expect( local ).toEqual( expect.arrayContaining( [ 'boost-promo', 'crm-promo' ] ) );
	expect( fetching( 'offline' ) ).toEqual( local );
} );

it.each( CARDS.flatMap( ( card ) => ( card.start ? [ [ card.id, card.start ] as const ] : [] ) ) )(
	'the %s card starts the read it names, which takes the answer of the one call the boot sent',
	async ( _id, start ) => {
		const started = await startOnOwnersPage( demo, requests, start );
		expect( { read: started.read, status: started.status } ).toEqual( { read: readOf( start ), status: 'fulfilled' } );
		expect( started.sent ).toHaveLength( 1 );
	}
);

// Beside Jetpack, a route Jetpack does not have answers only where the plugin keeps it (docs/hosts.md#beside-jetpack).
it.each( CARDS.flatMap( ( card ) => ( card.start ? [ [ card.id, card.start.route ] as const ] : [] ) ) )(
	'the %s card’s route (%s) answers on a Jetpack site: Jetpack has it, or the plugin keeps it beside Jetpack',
	( _id, route ) => {
		expect( JETPACK_ROUTES[ route ] !== null || 'keptBesideJetpack' in REST_ROUTES[ route ] ).toBe( true );
	}
);
