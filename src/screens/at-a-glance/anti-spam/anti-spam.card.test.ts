/**
 * The Akismet anti-spam card's rule (docs/dashboard.md#who-sees-which-card): for those who manage modules, and when
 * the dashboard asks for the spam figures as it opens (docs/dashboard.md#start-calls).
 */
import { antiSpamCard } from './anti-spam.card';
import { managesModules } from '../card-rule';
import { pageFacts, startOf, startOnOwnersPage } from '../../../../tests/support/card-rules';
import { setupDemoBackend } from '../../../../tests/support/demo-msw';
import { recordRequests } from '../../../../tests/support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );
const start = startOf( antiSpamCard );

it( 'is a Security card for those who manage modules, which no module hides', () => {
	expect( { id: antiSpamCard.id, section: antiSpamCard.section, module: antiSpamCard.module, sees: antiSpamCard.sees } ).toEqual( {
		id: 'anti-spam',
		section: 'security',
		module: undefined,
		sees: managesModules,
	} );
} );

describe( 'asking for the spam figures as the dashboard opens', () => {
	it.each( [
		[ 'the owner of a connected site', true, 'owner' ],
		[ 'a site still to connect', true, 'not-connected' ],
		[ 'a site in offline mode', false, 'offline' ],
	] )( 'on %s, asks: %s', ( _site, fetches, scenario ) => {
		expect( start.fetches( pageFacts( demo, scenario ) ) ).toBe( fetches );
	} );

	it( 'starts the spam figures from the Akismet data route', async () => {
		expect( await startOnOwnersPage( demo, requests, start ) ).toEqual( {
			read: { route: 'akismetData' },
			status: 'fulfilled',
			sent: [ 'GET module/akismet/data' ],
		} );
	} );
} );

it( 'is named “Anti-spam” on its card and in its failure message', () => {
	expect( antiSpamCard.title() ).toBe( 'Anti-spam' );
} );
