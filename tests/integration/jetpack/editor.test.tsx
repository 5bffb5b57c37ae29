/**
 * An editor on a connected Jetpack site (docs/hosts.md#how-strict-jetpack-is): Jetpack lets them open the page
 * (`jetpack_admin_page` is `edit_posts` there) but refuses them `site/*`, `waf`, `connection/plugins`, `search/plan`
 * and the assistant's data and step. On every route the app lets them open, and on those it sends them away from,
 * the screen shows with no refused call and no error state; beside the Jetpack that removed its dashboard too.
 */
import { screen, waitFor } from '@testing-library/react';
import { permissionsForRole, USERS } from '../../../src/demo/backend/roles';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderOnJetpack, stopWatching, watchCalls } from '../../support/jetpack-page';
import type { CallWatch } from '../../support/jetpack-page';

const demo = setupDemoBackend( 'jetpack-owner' );

let calls: CallWatch;

describe.each( [ 'jetpack-owner', 'jetpack-latest' ] )( 'on %s', ( scenario ) => {
beforeEach( () => {
	demo.reset( scenario );
	calls = watchCalls( demo );
	// A linked editor, with the two tools that give an editor settings sections of their own (Sharing, Writing).
	demo.backend.update( ( state ) => {
		const { username, id } = USERS.editor;
		state.role = 'editor';
		state.currentUser = { ...state.currentUser, username, id, isMaster: false, permissions: permissionsForRole( 'editor' ) };
		for ( const slug of [ 'publicize', 'post-by-email' ] ) {
			const module = state.modules[ slug ];
			if ( module ) {
				module.activated = true;
			}
		}
	} );
} );

afterEach( () => stopWatching( demo ) );

it.each( [
	[ '#/dashboard', '#/dashboard', 'At a Glance' ],
	[ '#/settings', '#/settings', 'Settings' ],
	[ '#/sharing', '#/sharing', 'Sharing' ],
	[ '#/writing', '#/writing', 'Writing' ],
	[ '#/about', '#/about', 'About Jetpack Dashboard' ],
	// My Plan, the plans, the assistant, the product pages and an administrator's settings are for managers only.
	[ '#/my-plan', '#/dashboard', 'At a Glance' ],
	[ '#/plans', '#/dashboard', 'At a Glance' ],
	[ '#/recommendations', '#/dashboard', 'At a Glance' ],
	[ '#/product/backup', '#/dashboard', 'At a Glance' ],
	[ '#/security', '#/dashboard', 'At a Glance' ],
] )( 'opens %s for an editor as %s, with no call Jetpack refuses', async ( route, landing, heading ) => {
	renderOnJetpack( demo, route );
	expect( await screen.findByRole( 'heading', { level: 1, name: heading } ) ).toBeInTheDocument();
	expect( window.location.hash ).toBe( landing );
	await waitFor( () => expect( calls.pending ).toBe( 0 ) );
	expect( calls.refused ).toEqual( [] );
	expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
} );
} );
