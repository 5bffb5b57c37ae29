/**
 * The apps card's place on the dashboard (docs/dashboard.md#who-sees-which-card): for those who manage modules on a
 * connected site, not during the WooCommerce setup.
 */
import { appsCard } from './apps.card';
import { factsFor } from '../../../../tests/support/card-rules';
import type { SiteFacts } from '../../../../tests/support/card-rules';
import { ADMIN_PERMISSIONS, EDITOR_PERMISSIONS } from '../../../../tests/support/permissions';
import type { PermissionFlags } from '../../../lib/permissions';

it( 'is a Performance and Growth card that no module hides, and fetches nothing as the dashboard opens', () => {
	expect( { id: appsCard.id, section: appsCard.section, module: appsCard.module, start: appsCard.start } ).toEqual( {
		id: 'apps',
		section: 'performance',
		module: undefined,
		start: undefined,
	} );
} );

it.each( [
	[ 'an administrator of a connected site, on the dashboard', true, ADMIN_PERMISSIONS, {} ],
	[ 'an administrator of a site still to connect', false, ADMIN_PERMISSIONS, { connected: false } ],
	[ 'an administrator during the WooCommerce setup', false, ADMIN_PERMISSIONS, { path: '/woo-setup' } ],
	[ 'an editor of a connected site', false, EDITOR_PERMISSIONS, {} ],
] satisfies [ string, boolean, PermissionFlags, SiteFacts ][] )( 'seen by %s: %s', ( _user, seen, permissions, site ) => {
	expect( appsCard.sees( factsFor( permissions, site ) ) ).toBe( seen );
} );

it( 'is named “Jetpack in your pocket” on its card and in its failure message', () => {
	expect( appsCard.title() ).toBe( 'Jetpack in your pocket' );
} );
