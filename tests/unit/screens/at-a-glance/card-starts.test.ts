/**
 * Each card's rule for the call it starts as the dashboard opens (docs/dashboard.md#start-calls), over the page a demo
 * scenario prints: the cards that fetch there (whether the card shows is the layout's rule, apart); and the call each
 * starts is the one it names.
 */
import { CARDS } from '../../../../src/screens/at-a-glance/cards';
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
	[ 'a connected site', 'owner', EVERY_START ],
	[ 'a site with threats and backups', 'threats', EVERY_START ],
	// The backup, scan and protection answers come through the connection.
	[ 'a site still to connect', 'not-connected', [ 'anti-spam', 'stats', 'boost-promo', 'crm-promo' ] ],
	// Offline, only the installed plugins are asked for: every other answer needs the provider.
	[ 'a site in offline mode', 'offline', [ 'boost-promo', 'crm-promo' ] ],
] )( 'on %s (%s), the cards that fetch are %j', ( _site, scenario, expected ) => {
	expect( fetching( scenario ) ).toEqual( expected );
} );

it.each( CARDS.flatMap( ( card ) => ( card.start ? [ [ card.id, card.start ] as const ] : [] ) ) )(
	'the %s card starts the query it names, which takes the answer of the one call the boot sent',
	async ( _id, start ) => {
		const started = await startOnOwnersPage( demo, requests, start );
		expect( { endpoint: started.endpoint, range: started.arg ?? undefined, status: started.status } ).toEqual( {
			endpoint: start.call.endpoint,
			range: start.call.range,
			status: 'fulfilled',
		} );
		expect( started.sent ).toHaveLength( 1 );
	}
);
