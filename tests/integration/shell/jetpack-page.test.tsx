/**
 * The app on the page data Jetpack prints (docs/hosts.md#page-data), read as the page reads it, against the demo's
 * Jetpack host mode with the Jetpack adapters installed: what Jetpack prints elsewhere, or not at all, still reaches
 * the screens.
 */
import { act, screen, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import { App } from '../../../src/app/App';
import { DevToolsCard } from '../../../src/app/dev-tools/DevToolsCard';
import { jetpackAdapters, jetpackPage } from '../../../src/api/jetpack-host';
import { installRouteAdapters } from '../../../src/api/route-adapters';
import { readInitialState } from '../../../src/app/initial-state';
import { notConnected } from '../../../src/demo/backend/scenarios';
import { createDemoReleasePost } from '../../../src/demo/handlers/dev-tools';
import { jetpackPageData } from '../../../src/demo/jetpack-host/page-data';
import { createAppStore } from '../../../src/state/store';
import { setupDemoBackend } from '../../support/demo-msw';
import { initialStateFor, renderWithStore } from '../../support/render';

const demo = setupDemoBackend( 'jetpack-owner' );

/** What the page reads from Jetpack's page data, as printed (through JSON). */
const jetpackPrinted = () => readInitialState( { Initial_State: JSON.parse( JSON.stringify( jetpackPageData( initialStateFor( demo.backend ) ) ) ) as unknown } );

function renderJetpackApp( route: string ) {
	const initial = jetpackPrinted();
	installRouteAdapters( jetpackAdapters( jetpackPage( initial ) ) );
	window.location.hash = route;
	const store = createAppStore( initial );
	return { store, ...render( <App store={ store } /> ) };
}

afterEach( () => installRouteAdapters( {} ) );

it( 'names the connection’s owner to another administrator, which Jetpack’s page data leaves to connection/data', async () => {
	// The owner is told they own it; another administrator is told who does.
	demo.backend.update( ( state ) => {
		state.currentUser.isMaster = false;
	} );
	renderJetpackApp( '#/dashboard' );
	const card = ( await screen.findByRole( 'heading', { name: 'Site connection' } ) ).closest( '.jp-dash-item' ) as HTMLElement;
	expect( await within( card ).findByText( 'The connection is owned by admin.' ) ).toBeInTheDocument();
} );

it( 'sends a store owner to the store welcome, from the facts Jetpack prints at the top level', async () => {
	demo.backend.update( ( state ) => {
		notConnected( state );
		state.plugins[ 'woocommerce/woocommerce.php' ] = { Name: 'WooCommerce', Version: '9.4.2', TextDomain: 'woocommerce', active: true };
		state.site.hasSeenWCConnectionModal = false;
	} );
	renderJetpackApp( '#/dashboard' );
	expect( await screen.findByRole( 'heading', { level: 1, name: 'Security, growth and performance tools for your store' } ) ).toBeInTheDocument();
	expect( window.location.hash ).toBe( '#/woo-setup' );
} );

it( 'offers what’s new after an update, from the release post Jetpack prints in its state notices', async () => {
	demo.backend.update( ( state ) => {
		state.releasePost = createDemoReleasePost();
	} );
	renderJetpackApp( '#/dashboard' );
	expect( await screen.findByRole( 'dialog', { name: /^New in Jetpack/ }, { timeout: 10000 } ) ).toBeInTheDocument();
} );

it( 'offers no mobile-app login in the developer preview, as Jetpack has no such email', async () => {
	renderWithStore( <DevToolsCard />, demo.backend, { initial: () => jetpackPrinted() } );
	expect( await screen.findByRole( 'combobox', { name: 'User permission' } ) ).toBeInTheDocument();
	expect( screen.queryByRole( 'button', { name: 'Open the mobile-app login' } ) ).not.toBeInTheDocument();
	await act( async () => undefined );
} );
