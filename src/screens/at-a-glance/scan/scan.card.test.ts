/**
 * The Scan card's rule (docs/dashboard.md#who-sees-which-card): who sees it, and when the dashboard asks for the scan
 * status as it opens (docs/dashboard.md#start-calls, docs/dashboard.md#scan).
 */
import { scanCard } from './scan.card';
import { factsFor, pageFacts, startOf, startOnOwnersPage, withModule } from '../../../../tests/support/card-rules';
import type { SiteFacts } from '../../../../tests/support/card-rules';
import { setupDemoBackend } from '../../../../tests/support/demo-msw';
import { ADMIN_PERMISSIONS, EDITOR_PERMISSIONS } from '../../../../tests/support/permissions';
import type { PermissionFlags } from '../../../lib/permissions';
import type { InitialState } from '../../../api/types';
import { recordRequests } from '../../../../tests/support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );
const start = startOf( scanCard );

it( 'is a Security card that the scan module, forced off, hides', () => {
	expect( { id: scanCard.id, section: scanCard.section, module: scanCard.module } ).toEqual( {
		id: 'scan',
		section: 'security',
		module: 'scan',
	} );
} );

it.each( [
	[ 'an administrator', true, ADMIN_PERMISSIONS, {} ],
	[ 'an administrator of an Atomic site (the host scans it)', false, ADMIN_PERMISSIONS, { isAtomic: true } ],
	[ 'an editor', false, EDITOR_PERMISSIONS, {} ],
] satisfies [ string, boolean, PermissionFlags, SiteFacts ][] )( 'seen by %s: %s', ( _user, seen, permissions, site ) => {
	expect( scanCard.sees( factsFor( permissions, site ) ) ).toBe( seen );
} );

const multisite = ( initial: InitialState ): void => {
	initial.siteData.isMultisite = true;
};
const noVaultPressModule = ( initial: InitialState ): void => {
	delete initial.getModules.vaultpress;
};

describe( 'asking for the scan status as the dashboard opens', () => {
	it.each( [
		[ 'the owner of a connected site', true, 'owner', () => undefined ],
		[ 'a site whose host shows no backups', false, 'owner', ( initial: InitialState ) => void ( initial.siteData.showBackups = false ) ],
		[ 'a multisite network without the legacy service', false, 'owner', multisite ],
		[ 'a multisite network with the legacy service on', true, 'owner', ( initial: InitialState ) => {
			multisite( initial );
			withModule( 'vaultpress', { activated: true } )( initial );
		} ],
		[ 'a multisite network whose module list has no legacy service', false, 'owner', ( initial: InitialState ) => {
			multisite( initial );
			noVaultPressModule( initial );
		} ],
		[ 'a single site whose module list has no legacy service', true, 'owner', noVaultPressModule ],
		[ 'a site still to connect', false, 'not-connected', () => undefined ],
		[ 'a site in offline mode', false, 'offline', () => undefined ],
	] satisfies [ string, boolean, string, Parameters< typeof pageFacts >[ 2 ] ][] )( 'on %s, asks: %s', ( _site, fetches, scenario, adjust ) => {
		expect( start.fetches( pageFacts( demo, scenario, adjust ) ) ).toBe( fetches );
	} );

	it( 'starts the scan status from the scan route', async () => {
		expect( await startOnOwnersPage( demo, requests, start ) ).toEqual( {
			read: { route: 'scan' },
			status: 'fulfilled',
			sent: [ 'GET scan' ],
		} );
	} );
} );

it( 'is named “Scan” on its card and in its failure message', () => {
	expect( scanCard.title() ).toBe( 'Scan' );
} );
