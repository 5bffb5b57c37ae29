/**
 * Each card's rule for the call it starts as the dashboard opens (docs/dashboard.md#start-calls), over the page a demo
 * scenario prints: the cards that fetch there (whether the card shows is the layout's rule, apart).
 */
import { DemoBackend } from '../../../../src/demo/backend/backend';
import { CARDS } from '../../../../src/screens/at-a-glance/cards';
import { createAppStore } from '../../../../src/state/store';
import { initialStateFor } from '../../../support/render';

function fetching( scenario: string ): string[] {
	const backend = new DemoBackend( { scenario, now: () => new Date( '2026-11-22T12:00:00Z' ) } );
	const state = createAppStore( initialStateFor( backend ) ).getState();
	return CARDS.flatMap( ( card ) => ( card.start?.fetches( state ) ? [ card.id ] : [] ) );
}

const EVERY_START = [ 'anti-spam', 'backup', 'scan', 'protect', 'stats', 'boost-promo', 'crm-promo' ];

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
