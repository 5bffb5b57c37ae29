/**
 * The Site Stats card's rule (docs/dashboard.md#who-sees-which-card): who sees it, and when the dashboard asks for the
 * first day of views as it opens (docs/dashboard.md#start-calls).
 */
import { statsCard } from './stats.card';
import { factsFor, pageFacts, startOf, startOnOwnersPage, withModule } from '../../../../tests/support/card-rules';
import { setupDemoBackend } from '../../../../tests/support/demo-msw';
import { ADMIN_PERMISSIONS, NO_PERMISSIONS, SUBSCRIBER_PERMISSIONS } from '../../../../tests/support/permissions';
import { recordRequests } from '../../../../tests/support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );
const start = startOf( statsCard );

it( 'is a Performance and Growth card that no module override hides (it says so itself)', () => {
	expect( { id: statsCard.id, section: statsCard.section, module: statsCard.module } ).toEqual( {
		id: 'stats',
		section: 'performance',
		module: undefined,
	} );
} );

it.each( [
	[ 'an administrator', true, ADMIN_PERMISSIONS ],
	[ 'a module manager who may not view stats', true, { ...NO_PERMISSIONS, manage_modules: true } ],
	[ 'a subscriber who may view stats', true, SUBSCRIBER_PERMISSIONS ],
	[ 'a user who may neither manage modules nor view stats', false, NO_PERMISSIONS ],
] )( 'seen by %s: %s', ( _user, seen, permissions ) => {
	expect( statsCard.sees( factsFor( permissions ) ) ).toBe( seen );
} );

describe( 'asking for the views as the dashboard opens', () => {
	it.each( [
		[ 'the owner of a connected site with stats on', true, 'owner', () => undefined ],
		[ 'a site with the stats module forced off', false, 'owner', withModule( 'stats', { override: 'inactive' } ) ],
		[ 'a site with the stats module forced on', true, 'owner', withModule( 'stats', { override: 'active' } ) ],
		[ 'a site whose module list has no stats module', true, 'owner', ( initial ) => void delete initial.getModules.stats ],
		[ 'a site with stats off', false, 'owner', ( initial ) => void ( initial.settings.stats = false ) ],
		[ 'a site in offline mode', false, 'offline', () => undefined ],
	] satisfies [ string, boolean, string, Parameters< typeof pageFacts >[ 2 ] ][] )( 'on %s, asks: %s', ( _site, fetches, scenario, adjust ) => {
		expect( start.fetches( pageFacts( demo, scenario, adjust ) ) ).toBe( fetches );
	} );

	it( "starts the day's views from the stats route", async () => {
		expect( await startOnOwnersPage( demo, requests, start ) ).toEqual( {
			read: { route: 'stats', query: { range: 'day' } },
			status: 'fulfilled',
			sent: [ 'GET module/stats/data' ],
		} );
	} );
} );

it( 'is named “Site Stats” on its card and in its failure message', () => {
	expect( statsCard.title() ).toBe( 'Site Stats' );
} );
