/**
 * The Backup card's rule (docs/dashboard.md#who-sees-which-card): for those who manage modules, and when the dashboard
 * asks for the backup status as it opens (docs/dashboard.md#start-calls).
 */
import { backupCard } from './backup.card';
import { managesModules } from '../card-rule';
import type { InitialState } from '../../../api/types';
import { pageFacts, startOf, startOnOwnersPage } from '../../../../tests/support/card-rules';
import { setupDemoBackend } from '../../../../tests/support/demo-msw';
import { recordRequests } from '../../../../tests/support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );
const start = startOf( backupCard );

it( 'is a Security card for those who manage modules, which no module hides', () => {
	expect( { id: backupCard.id, section: backupCard.section, module: backupCard.module, sees: backupCard.sees } ).toEqual( {
		id: 'backup',
		section: 'security',
		module: undefined,
		sees: managesModules,
	} );
} );

describe( 'asking for the backup status as the dashboard opens', () => {
	it.each( [
		[ 'the owner of a connected site', true, 'owner', () => undefined ],
		[ 'a site whose host shows no backups', false, 'owner', ( initial: InitialState ) => void ( initial.siteData.showBackups = false ) ],
		[ 'a site still to connect', false, 'not-connected', () => undefined ],
		[ 'a site in offline mode', false, 'offline', () => undefined ],
	] satisfies [ string, boolean, string, Parameters< typeof pageFacts >[ 2 ] ][] )( 'on %s, asks: %s', ( _site, fetches, scenario, adjust ) => {
		expect( start.fetches( pageFacts( demo, scenario, adjust ) ) ).toBe( fetches );
	} );

	it( 'starts the backup status from the rewind route', async () => {
		expect( await startOnOwnersPage( demo, requests, start ) ).toEqual( {
			read: { route: 'rewind' },
			status: 'fulfilled',
			sent: [ 'GET rewind' ],
		} );
	} );
} );

it( 'is named “Backup” on its card and in its failure message', () => {
	expect( backupCard.title() ).toBe( 'Backup' );
} );
