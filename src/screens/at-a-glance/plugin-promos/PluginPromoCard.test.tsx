/**
 * The two plugin promos against the demo backend (docs/dashboard.md#promo-and-bundle-cards,
 * docs/dashboard.md#how-cards-load-and-fail): one install widget and one plugins call between them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BoostPromoGlance } from './BoostPromoGlance';
import { CrmPromoGlance } from './CrmPromoGlance';
import { findAlert, tryAgain } from '../../../../tests/support/alert';
import { setupDemoBackend, TEST_ADMIN_URL, TEST_REST_ROOT } from '../../../../tests/support/demo-msw';
import { holdCall } from '../../../../tests/support/hold';
import { renderWithStore } from '../../../../tests/support/render';
import { failCall } from '../../../../tests/support/fail';
import { recordRequests, settle } from '../../../../tests/support/requests';

const demo = setupDemoBackend();
const PLUGINS_URL = `${ TEST_REST_ROOT }jetpack/v4/plugins`;
const BOOST_FILE = 'jetpack-boost/jetpack-boost.php';
const CRM_FILE = 'zero-bs-crm/ZeroBSCRM.php';

const requests = recordRequests( demo );

const region = ( name: string ) => screen.getByRole( 'region', { name } );

describe( 'plugin promos', () => {
	const BOOST = 'Speed up your site';
	const CRM = 'Manage your customers';
	const renderCards = () =>
		renderWithStore(
			<>
				<BoostPromoGlance />
				<CrmPromoGlance />
			</>,
			demo.backend
		);
	const pluginCalls = () => requests.calls().filter( ( call ) => call.endsWith( ' plugins' ) );

	it( 'load the installed plugins once for both cards, then offer to install what is missing', async () => {
		renderCards();
		expect( within( region( BOOST ) ).getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
		expect( within( region( CRM ) ).getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
		expect( await within( region( BOOST ) ).findByRole( 'button', { name: 'Install' } ) ).toBeInTheDocument();
		expect( within( region( CRM ) ).getByRole( 'button', { name: 'Install' } ) ).toBeInTheDocument();
		await settle();
		expect( requests.calls() ).toEqual( [ 'GET plugins' ] );
	} );

	it( 'install and activate a missing plugin, then offer Manage, and ask for the list again 2500 ms later', async () => {
		const held = holdCall( demo.server, 'post', 'plugins' );
		renderCards();
		const boost = region( BOOST );
		const button = await within( boost ).findByRole( 'button', { name: 'Install' } );
		await userEvent.click( button );
		await waitFor( () => expect( held.calls() ).toBe( 1 ) );
		expect( within( boost ).getByRole( 'button', { name: 'Installing Jetpack Boost' } ) ).toHaveAttribute( 'aria-disabled', 'true' );
		await userEvent.click( within( boost ).getByRole( 'button', { name: 'Installing Jetpack Boost' } ) );
		// The other card is not affected.
		expect( within( region( CRM ) ).getByRole( 'button', { name: 'Install' } ) ).toBeInTheDocument();
		held.release();

		expect( await within( boost ).findByText( 'Plugin is installed & active.' ) ).toBeInTheDocument();
		expect( within( boost ).getByRole( 'link', { name: 'Manage' } ) ).toHaveAttribute( 'href', `${ TEST_ADMIN_URL }admin.php?page=jetpack-boost` );
		expect( held.calls() ).toBe( 1 );
		expect( demo.backend.state.plugins[ BOOST_FILE ]?.active ).toBe( true );
		expect( pluginCalls() ).toEqual( [ 'GET plugins', 'POST plugins' ] );
		expect( requests.bodies( 'POST', 'plugins' ) ).toEqual( [ { slug: 'jetpack-boost', status: 'active' } ] );

		await waitFor( () => expect( pluginCalls() ).toHaveLength( 3 ), { timeout: 4000 } );
		expect( pluginCalls()[ 2 ] ).toBe( 'GET plugins' );
		expect( within( boost ).getByText( 'Plugin is installed & active.' ) ).toBeInTheDocument();
	} );

	it( 'activate an installed plugin that is inactive', async () => {
		demo.backend.update( ( state ) => {
			state.plugins[ CRM_FILE ] = { Name: 'Jetpack CRM', Version: '6.4.4', TextDomain: 'zero-bs-crm', active: false };
		} );
		const held = holdCall( demo.server, 'post', 'plugins' );
		renderCards();
		const crm = region( CRM );
		await userEvent.click( await within( crm ).findByRole( 'button', { name: 'Activate' } ) );
		await waitFor( () => expect( held.calls() ).toBe( 1 ) );
		expect( within( crm ).getByRole( 'button', { name: 'Activating Jetpack CRM' } ) ).toHaveAttribute( 'aria-disabled', 'true' );
		held.release();

		expect( await within( crm ).findByText( 'Plugin is installed & active.' ) ).toBeInTheDocument();
		expect( within( crm ).getByRole( 'link', { name: 'Manage' } ) ).toHaveAttribute( 'href', `${ TEST_ADMIN_URL }admin.php?page=zerobscrm-dash` );
		expect( requests.bodies( 'POST', 'plugins' ) ).toContainEqual( { slug: 'zero-bs-crm', status: 'active' } );
		expect( demo.backend.state.plugins[ CRM_FILE ]?.active ).toBe( true );
	} );

	it( 'show an active plugin as installed and active', async () => {
		demo.backend.update( ( state ) => {
			state.plugins[ BOOST_FILE ] = { Name: 'Jetpack Boost', Version: '3.4.7', TextDomain: 'jetpack-boost', active: true };
		} );
		renderCards();
		expect( await within( region( BOOST ) ).findByText( 'Plugin is installed & active.' ) ).toBeInTheDocument();
		expect( within( region( BOOST ) ).queryByRole( 'button' ) ).not.toBeInTheDocument();
		expect( within( region( CRM ) ).getByRole( 'button', { name: 'Install' } ) ).toBeInTheDocument();
	} );

	it( 'say when an install fails, and the button works again', async () => {
		failCall( demo.server, 'post', 'plugins', { code: 'fs_unavailable', message: 'Could not access filesystem.' } );
		renderCards();
		const boost = region( BOOST );
		await userEvent.click( await within( boost ).findByRole( 'button', { name: 'Install' } ) );
		await findAlert( boost, 'Jetpack Boost could not be installed. Could not access filesystem.' );
		const install = within( boost ).getByRole( 'button', { name: 'Install' } );
		expect( install ).not.toHaveAttribute( 'aria-disabled', 'true' );
		expect( demo.backend.state.plugins[ BOOST_FILE ] ).toBeUndefined();

		await userEvent.click( install );
		expect( await within( boost ).findByText( 'Plugin is installed & active.' ) ).toBeInTheDocument();
		expect( within( boost ).queryByRole( 'alert' ) ).not.toBeInTheDocument();
		expect( demo.backend.state.plugins[ BOOST_FILE ]?.active ).toBe( true );
	} );

	it( 'say when an activation fails', async () => {
		demo.backend.update( ( state ) => {
			state.plugins[ CRM_FILE ] = { Name: 'Jetpack CRM', Version: '6.4.4', TextDomain: 'zero-bs-crm', active: false };
		} );
		demo.server.use( http.post( PLUGINS_URL, () => HttpResponse.error() ) );
		renderCards();
		await userEvent.click( await within( region( CRM ) ).findByRole( 'button', { name: 'Activate' } ) );
		expect( await within( region( CRM ) ).findByRole( 'alert' ) ).toHaveTextContent(
			'Jetpack CRM could not be activated. The site could not be reached. Check your connection.'
		);
		expect( within( region( CRM ) ).getByRole( 'button', { name: 'Activate' } ) ).toBeInTheDocument();
	} );

	it( 'show a failed load in each card, and load on "Try again"', async () => {
		failCall( demo.server, 'get', 'plugins', { message: 'Plugins are resting.' } );
		renderCards();
		const alert = await findAlert( region( BOOST ), 'The installed plugins could not be loaded. Plugins are resting. (Status 500)' );
		expect( within( region( CRM ) ).getByRole( 'alert' ) ).toHaveTextContent( 'The installed plugins could not be loaded.' );

		await tryAgain( alert );
		expect( await within( region( BOOST ) ).findByRole( 'button', { name: 'Install' } ) ).toBeInTheDocument();
		expect( within( region( CRM ) ).getByRole( 'button', { name: 'Install' } ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		expect( pluginCalls() ).toEqual( [ 'GET plugins', 'GET plugins' ] );
	} );

	it( 'render nothing and fetch nothing for users who cannot manage plugins', async () => {
		demo.reset( 'editor' );
		const { container } = renderCards();
		expect( container ).toBeEmptyDOMElement();
		await settle();
		expect( requests.sent ).toEqual( [] );
	} );
} );
