/**
 * The brute force protection card's rule (docs/dashboard.md#who-sees-which-card): who sees it, and when the dashboard
 * asks for the blocked attempts as it opens (docs/dashboard.md#start-calls).
 */
import { protectCard } from './protect.card';
import { factsFor, pageFacts, startOf, startOnOwnersPage, withModule } from '../../../../tests/support/card-rules';
import type { SiteFacts } from '../../../../tests/support/card-rules';
import { setupDemoBackend } from '../../../../tests/support/demo-msw';
import { ADMIN_PERMISSIONS, EDITOR_PERMISSIONS, SUBSCRIBER_PERMISSIONS } from '../../../../tests/support/permissions';
import type { PermissionFlags } from '../../../lib/permissions';
import { recordRequests } from '../../../../tests/support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );
const start = startOf( protectCard );

it( 'is a Security card that the protection module, forced off, hides', () => {
	expect( { id: protectCard.id, section: protectCard.section, module: protectCard.module } ).toEqual( {
		id: 'protect',
		section: 'security',
		module: 'protect',
	} );
} );

const ON_WITH_OWNER: SiteFacts = { protectActive: true, hasConnectedOwner: true };

it.each( [
	[ 'an administrator, protection on', true, ADMIN_PERMISSIONS, ON_WITH_OWNER ],
	[ 'an administrator, protection off and no connected owner', true, ADMIN_PERMISSIONS, { protectActive: false, hasConnectedOwner: false } ],
	[ 'an editor, protection on and a connected owner', true, EDITOR_PERMISSIONS, ON_WITH_OWNER ],
	[ 'an editor, protection off', false, EDITOR_PERMISSIONS, { ...ON_WITH_OWNER, protectActive: false } ],
	[ 'an editor, no connected owner', false, EDITOR_PERMISSIONS, { ...ON_WITH_OWNER, hasConnectedOwner: false } ],
	[ 'a subscriber, protection on and a connected owner', false, SUBSCRIBER_PERMISSIONS, ON_WITH_OWNER ],
] satisfies [ string, boolean, PermissionFlags, SiteFacts ][] )( 'seen by %s: %s', ( _user, seen, permissions, site ) => {
	expect( protectCard.sees( factsFor( permissions, site ) ) ).toBe( seen );
} );

describe( 'asking for the blocked attempts as the dashboard opens', () => {
	it.each( [
		[ 'the owner of a connected site with protection on', true, 'owner', () => undefined ],
		[ 'a site with protection off', false, 'owner', withModule( 'protect', { activated: false } ) ],
		[ 'a site still to connect', false, 'not-connected', () => undefined ],
		[ 'a site in offline mode', false, 'offline', () => undefined ],
	] satisfies [ string, boolean, string, Parameters< typeof pageFacts >[ 2 ] ][] )( 'on %s, asks: %s', ( _site, fetches, scenario, adjust ) => {
		expect( start.fetches( pageFacts( demo, scenario, adjust ) ) ).toBe( fetches );
	} );

	it( 'starts the count of blocked attempts from the protection route', async () => {
		expect( await startOnOwnersPage( demo, requests, start ) ).toEqual( {
			read: { route: 'protectCount' },
			status: 'fulfilled',
			sent: [ 'GET module/protect/data' ],
		} );
	} );
} );

it( 'is named “Brute force protection” on its card and in its failure message', () => {
	expect( protectCard.title() ).toBe( 'Brute force protection' );
} );
