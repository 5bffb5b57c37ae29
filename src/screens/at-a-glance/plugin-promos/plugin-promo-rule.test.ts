/**
 * The performance-plugin and CRM promos' shared rule (docs/dashboard.md#who-sees-which-card): only for those who may
 * manage plugins; their install widgets read the installed plugins, asked once as the dashboard opens.
 */
import { PLUGINS_START, seesPluginPromo } from './plugin-promo-rule';
import { boostPromoCard } from './boost-promo.card';
import { crmPromoCard } from './crm-promo.card';
import { factsFor, pageFacts, startOnOwnersPage } from '../../../../tests/support/card-rules';
import { setupDemoBackend } from '../../../../tests/support/demo-msw';
import { ADMIN_PERMISSIONS, EDITOR_PERMISSIONS } from '../../../../tests/support/permissions';
import type { PermissionFlags } from '../../../lib/permissions';
import { recordRequests } from '../../../../tests/support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );

it.each( [
	[ 'an administrator', true, ADMIN_PERMISSIONS ],
	[ 'a module manager who may not manage plugins', false, { ...ADMIN_PERMISSIONS, manage_plugins: false } ],
	[ 'a plugin manager who may not manage modules', false, { ...EDITOR_PERMISSIONS, manage_plugins: true } ],
	[ 'an editor', false, EDITOR_PERMISSIONS ],
] satisfies [ string, boolean, PermissionFlags ][] )( 'the promos are seen by %s: %s', ( _user, seen, permissions ) => {
	expect( seesPluginPromo( factsFor( permissions ) ) ).toBe( seen );
} );

it( 'is the rule of both promo cards, in Performance and Growth', () => {
	expect( [ boostPromoCard, crmPromoCard ].map( ( { id, section, module, sees, start } ) => ( { id, section, module, sees, start } ) ) ).toEqual( [
		{ id: 'boost-promo', section: 'performance', module: undefined, sees: seesPluginPromo, start: PLUGINS_START },
		{ id: 'crm-promo', section: 'performance', module: undefined, sees: seesPluginPromo, start: PLUGINS_START },
	] );
} );

it.each( [ 'owner', 'not-connected', 'offline' ] )( 'asks for the installed plugins on a site of the %s scenario (the site answers itself)', ( scenario ) => {
	expect( PLUGINS_START.fetches( pageFacts( demo, scenario ) ) ).toBe( true );
} );

it( 'starts the installed plugins from the plugins route', async () => {
	expect( await startOnOwnersPage( demo, requests, PLUGINS_START ) ).toEqual( {
		read: { route: 'plugins' },
		status: 'fulfilled',
		sent: [ 'GET plugins' ],
	} );
} );

it( 'is named “Speed up your site” on its card and in its failure message', () => {
	expect( boostPromoCard.title() ).toBe( 'Speed up your site' );
} );

it( 'is named “Manage your customers” on its card and in its failure message', () => {
	expect( crmPromoCard.title() ).toBe( 'Manage your customers' );
} );
