/**
 * An editor on a connected Jetpack site (docs/hosts.md#how-strict-jetpack-is): Jetpack lets them open the page
 * (`jetpack_admin_page` is `edit_posts` there) but refuses them `site/*`, `waf`, `connection/plugins`, `search/plan`
 * and the assistant's data and step. On every route the app lets them open, and on those it sends them away from,
 * the screen shows with no refused call and no error state.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { App } from '../../../src/app/App';
import { jetpackAdapters, jetpackPage } from '../../../src/api/jetpack-host';
import { installRouteAdapters } from '../../../src/api/route-adapters';
import { readInitialState } from '../../../src/app/initial-state';
import { permissionsForRole, USERS } from '../../../src/demo/backend/roles';
import { jetpackPageData } from '../../../src/demo/jetpack-host/page-data';
import { createAppStore } from '../../../src/state/store';
import { setupDemoBackend } from '../../support/demo-msw';
import { initialStateFor } from '../../support/render';

const demo = setupDemoBackend( 'jetpack-owner' );

/** The calls still unanswered, and every answer of 400 or more, as "METHOD path status". */
let pending = 0;
let refused: string[] = [];

beforeEach( () => {
	pending = 0;
	refused = [];
	demo.server.events.on( 'request:start', () => {
		pending++;
	} );
	demo.server.events.on( 'response:mocked', ( { request, response } ) => {
		pending--;
		if ( response.status >= 400 ) {
			refused.push( `${ request.method } ${ new URL( request.url ).pathname } ${ response.status }` );
		}
	} );
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

afterEach( () => {
	demo.server.events.removeAllListeners();
	installRouteAdapters( {} );
} );

function renderAsJetpack( route: string ): void {
	const initial = readInitialState( { Initial_State: JSON.parse( JSON.stringify( jetpackPageData( initialStateFor( demo.backend ) ) ) ) as unknown } );
	installRouteAdapters( jetpackAdapters( jetpackPage( initial ) ) );
	window.location.hash = route;
	render( <App store={ createAppStore( initial ) } /> );
}

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
	renderAsJetpack( route );
	expect( await screen.findByRole( 'heading', { level: 1, name: heading } ) ).toBeInTheDocument();
	expect( window.location.hash ).toBe( landing );
	await waitFor( () => expect( pending ).toBe( 0 ) );
	expect( refused ).toEqual( [] );
	expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
} );
