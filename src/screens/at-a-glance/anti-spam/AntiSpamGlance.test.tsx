/**
 * The Anti-spam card against the demo backend (docs/dashboard.md#anti-spam): each state of the anti-spam plugin's data,
 * activation with its notices and redirect, the key form, the upgrade banner for unpaid sites, and the requests it
 * sends.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browser } from '../../../hooks/navigate';
import { AntiSpamGlance } from './AntiSpamGlance';
import { findAlert, tryAgain } from '../../../../tests/support/alert';
import { setupDemoBackend, TEST_ADMIN_URL } from '../../../../tests/support/demo-msw';
import { holdCall } from '../../../../tests/support/hold';
import { renderWithStore } from '../../../../tests/support/render';
import { failCall } from '../../../../tests/support/fail';
import { recordRequests, settle } from '../../../../tests/support/requests';

const demo = setupDemoBackend();
const VALID_KEY = '0123456789ab';

const requests = recordRequests( demo );

const card = () => screen.getByRole( 'region', { name: 'Anti-spam' } );
const renderCard = () => renderWithStore( <AntiSpamGlance />, demo.backend );
const buttonNames = () => within( card() ).queryAllByRole( 'button' ).map( ( button ) => button.textContent );

describe( 'what each state shows', () => {
	it( 'owner (plugin installed, not active, free plan): offers activation and the upgrade', async () => {
		renderCard();
		expect( within( card() ).getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
		expect( await within( card() ).findByText( /Akismet is installed but not active\./ ) ).toBeInTheDocument();
		expect( within( card() ).getByRole( 'button', { name: 'Activate Akismet' } ) ).toBeInTheDocument();
		expect( card() ).toHaveTextContent( 'Block spam in comments and forms automatically with Jetpack Anti-spam.' );
		expect( within( card() ).getByRole( 'link', { name: 'Upgrade' } ) ).toHaveAttribute(
			'href',
			'https://wordpress.com/plans/localhost?feature=jetpack-anti-spam'
		);
		expect( requests.calls() ).toEqual( [ 'GET module/akismet/data' ] );
	} );

	it( 'a missing plugin is installed and activated in one go', async () => {
		demo.backend.update( ( state ) => {
			state.akismet = 'not_installed';
		} );
		renderCard();
		expect( await within( card() ).findByText( /Akismet, the anti-spam plugin, is not installed\./ ) ).toBeInTheDocument();
		expect( buttonNames() ).toEqual( [ 'Install and activate Akismet' ] );
		expect( within( card() ).getByRole( 'link', { name: 'Upgrade' } ) ).toBeInTheDocument();
	} );

	it( 'owner-paid: the count of spam blocked, without any banner or button', async () => {
		demo.reset( 'owner-paid' );
		renderCard();
		expect( await within( card() ).findByText( '1,284 spam comments blocked' ) ).toBeInTheDocument();
		expect( card() ).toHaveTextContent( 'Akismet checks every new comment and form submission for spam.' );
		expect( within( card() ).queryByRole( 'link', { name: 'Upgrade' } ) ).not.toBeInTheDocument();
		expect( buttonNames() ).toEqual( [] );
		expect( requests.calls() ).toEqual( [ 'GET module/akismet/data' ] );
	} );

	it( 'counts one in the singular', async () => {
		demo.backend.update( ( state ) => {
			state.akismet = 1;
		} );
		renderCard();
		expect( await within( card() ).findByText( '1 spam comment blocked' ) ).toBeInTheDocument();
		// A count means it works: no upgrade even on the free plan.
		expect( within( card() ).queryByRole( 'link', { name: 'Upgrade' } ) ).not.toBeInTheDocument();
	} );

	it( 'N/A: a neutral sentence, and the upgrade on a free plan', async () => {
		demo.backend.update( ( state ) => {
			state.akismet = 'N/A';
		} );
		renderCard();
		expect( await within( card() ).findByText( 'The spam count is not available right now.' ) ).toBeInTheDocument();
		expect( within( card() ).getByRole( 'link', { name: 'Upgrade' } ) ).toBeInTheDocument();
	} );

	it( 'N/A on a paid plan: no upgrade', async () => {
		demo.reset( 'owner-paid' );
		demo.backend.update( ( state ) => {
			state.akismet = 'N/A';
		} );
		renderCard();
		expect( await within( card() ).findByText( 'The spam count is not available right now.' ) ).toBeInTheDocument();
		expect( within( card() ).queryByRole( 'link', { name: 'Upgrade' } ) ).not.toBeInTheDocument();
	} );

	it( 'offline: unavailable, and asks nothing', async () => {
		demo.reset( 'offline' );
		renderCard();
		expect( card() ).toHaveTextContent( 'Unavailable in Offline Mode.' );
		await settle();
		expect( requests.calls() ).toEqual( [] );
		expect( buttonNames() ).toEqual( [] );
	} );

	it( 'editor: told to ask an administrator, with no button and no banner', async () => {
		demo.reset( 'editor' );
		renderCard();
		expect( await within( card() ).findByText( /Ask a site administrator to activate it\./ ) ).toBeInTheDocument();
		expect( buttonNames() ).toEqual( [] );
		expect( within( card() ).queryByRole( 'link', { name: 'Upgrade' } ) ).not.toBeInTheDocument();
		expect( requests.calls() ).toEqual( [ 'GET module/akismet/data' ] );
	} );

	it( 'a failed load says so in the card, and "Try again" loads it', async () => {
		failCall( demo.server, 'get', 'module/akismet/data' );
		renderCard();
		const alert = await findAlert( card(), 'The anti-spam status could not be loaded.', 'The database is busy.' );
		await tryAgain( alert );
		expect( await within( card() ).findByRole( 'button', { name: 'Activate Akismet' } ) ).toBeInTheDocument();
		expect( requests.calls() ).toEqual( [ 'GET module/akismet/data', 'GET module/akismet/data' ] );
	} );
} );

describe( 'activation', () => {
	it( 'shows progress, activates the plugin, then opens its key page', async () => {
		const assign = jest.spyOn( browser, 'assign' ).mockImplementation( () => undefined );
		const held = holdCall( demo.server, 'post', 'plugins' );
		const { store } = renderCard();
		await userEvent.click( await within( card() ).findByRole( 'button', { name: 'Activate Akismet' } ) );
		await waitFor( () => expect( held.calls() ).toBe( 1 ) );
		expect( store.getState().notices.items ).toEqual( [ expect.objectContaining( { status: 'is-info', text: 'Activating Akismet…' } ) ] );
		// Busy, and deaf to a second click.
		const button = within( card() ).getByRole( 'button', { name: 'Activate Akismet' } );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		await userEvent.click( button );
		held.release();
		// Activated at once, yet the notice stays to be read before the browser leaves.
		await waitFor( () => expect( demo.backend.state.plugins[ 'akismet/akismet.php' ]?.active ).toBe( true ) );
		await settle();
		expect( assign ).not.toHaveBeenCalled();
		expect( store.getState().notices.items ).toEqual( [ expect.objectContaining( { status: 'is-info', text: 'Activating Akismet…' } ) ] );
		await waitFor( () => expect( assign ).toHaveBeenCalledWith( `${ TEST_ADMIN_URL }admin.php?page=akismet-key-config` ), { timeout: 3000 } );
		expect( held.calls() ).toBe( 1 );
		expect( requests.bodies( 'POST', 'plugins' ) ).toEqual( [ { slug: 'akismet', status: 'active' } ] );
		expect( demo.backend.state.plugins[ 'akismet/akismet.php' ]?.active ).toBe( true );
	} );

	it( 'says "Could not activate Akismet." and why when it fails, stays, and can try again', async () => {
		const assign = jest.spyOn( browser, 'assign' ).mockImplementation( () => undefined );
		failCall( demo.server, 'post', 'plugins' );
		const { store } = renderCard();
		await userEvent.click( await within( card() ).findByRole( 'button', { name: 'Activate Akismet' } ) );
		await waitFor( () =>
			expect( store.getState().notices.items ).toEqual( [
				expect.objectContaining( { status: 'is-error', text: expect.stringMatching( /^Could not activate Akismet\.\n./ ), canRetry: true } ),
			] )
		);
		expect( assign ).not.toHaveBeenCalled();
		const button = within( card() ).getByRole( 'button', { name: 'Activate Akismet' } );
		expect( button ).not.toHaveAttribute( 'aria-disabled', 'true' );
		await userEvent.click( button );
		await waitFor( () => expect( assign ).toHaveBeenCalledTimes( 1 ), { timeout: 3000 } );
		expect( requests.count( 'POST', 'plugins' ) ).toBe( 2 );
	} );
} );

describe( 'the key form (invalid_key)', () => {
	beforeEach( () => {
		demo.backend.update( ( state ) => {
			state.akismet = 'invalid_key';
		} );
	} );

	const keyField = () => within( card() ).getByRole( 'textbox', { name: 'Akismet API key' } );
	const save = () => userEvent.click( within( card() ).getByRole( 'button', { name: 'Save key' } ) );

	it( 'asks for a key, without any upgrade', async () => {
		renderCard();
		expect( await within( card() ).findByText( /Akismet needs a valid API key to block spam\./ ) ).toBeInTheDocument();
		expect( await within( card() ).findByRole( 'textbox', { name: 'Akismet API key' } ) ).toHaveValue( '' );
		expect( within( card() ).queryByRole( 'link', { name: 'Upgrade' } ) ).not.toBeInTheDocument();
		// The card knows the key is wrong: it does not ask the server why.
		expect( requests.calls() ).toEqual( [ 'GET module/akismet/data' ] );
	} );

	it( 'a wrong key: the server’s reason, and the typed key stays; a right one: the count', async () => {
		renderCard();
		await userEvent.type( await within( card() ).findByRole( 'textbox', { name: 'Akismet API key' } ), 'not-a-key' );
		await save();
		const problem = await within( card() ).findByText( 'The key you entered is invalid. Please double-check it.' );
		expect( problem ).toHaveAttribute( 'role', 'alert' );
		expect( keyField() ).toHaveValue( 'not-a-key' );
		expect( keyField() ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( keyField() ).toHaveAccessibleDescription( 'The key you entered is invalid. Please double-check it.' );

		await userEvent.clear( keyField() );
		await userEvent.type( keyField(), VALID_KEY );
		await save();
		expect( await within( card() ).findByText( '0 spam comments blocked' ) ).toBeInTheDocument();
		expect( within( card() ).queryByRole( 'textbox' ) ).not.toBeInTheDocument();
		expect( requests.bodies( 'POST', 'module/akismet/key/check' ) ).toEqual( [ { api_key: 'not-a-key' }, { api_key: VALID_KEY } ] );
		expect( requests.calls() ).toEqual( [
			'GET module/akismet/data',
			'POST module/akismet/key/check',
			'POST module/akismet/key/check',
			'GET module/akismet/data',
		] );
		expect( demo.backend.state.options.wordpress_api_key ).toBe( VALID_KEY );
	} );

	it( 'a right key whose count then cannot be loaded: the card says so above the form, and "Try again" shows the count', async () => {
		renderCard();
		await userEvent.type( await within( card() ).findByRole( 'textbox', { name: 'Akismet API key' } ), VALID_KEY );
		failCall( demo.server, 'get', 'module/akismet/data' );
		await save();
		const alert = await findAlert( card(), 'The anti-spam status could not be loaded.' );
		// What was shown stays while the count cannot be had.
		expect( keyField() ).toBeInTheDocument();
		demo.server.resetHandlers();
		await tryAgain( alert );
		expect( await within( card() ).findByText( '0 spam comments blocked' ) ).toBeInTheDocument();
		expect( within( card() ).queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	it( 'a blank key is refused without asking the server', async () => {
		renderCard();
		await userEvent.type( await within( card() ).findByRole( 'textbox', { name: 'Akismet API key' } ), '   ' );
		await save();
		expect( within( card() ).getByRole( 'alert' ) ).toHaveTextContent( 'Enter your Akismet API key.' );
		expect( requests.calls() ).toEqual( [ 'GET module/akismet/data' ] );
	} );

	it( 'Enter submits the form', async () => {
		renderCard();
		await userEvent.type( await within( card() ).findByRole( 'textbox', { name: 'Akismet API key' } ), `${ VALID_KEY }{Enter}` );
		expect( await within( card() ).findByText( '0 spam comments blocked' ) ).toBeInTheDocument();
	} );

	it( 'a failed check keeps the key, says why, and "Try again" sends it again', async () => {
		failCall( demo.server, 'post', 'module/akismet/key/check' );
		renderCard();
		await userEvent.type( await within( card() ).findByRole( 'textbox', { name: 'Akismet API key' } ), VALID_KEY );
		await save();
		const alert = await findAlert( card(), 'The key could not be checked.', 'The database is busy.' );
		expect( keyField() ).toHaveValue( VALID_KEY );
		await tryAgain( alert );
		expect( await within( card() ).findByText( '0 spam comments blocked' ) ).toBeInTheDocument();
		expect( requests.bodies( 'POST', 'module/akismet/key/check' ) ).toEqual( [ { api_key: VALID_KEY }, { api_key: VALID_KEY } ] );
	} );

	it( 'a user who cannot save options is told to ask an administrator', async () => {
		demo.reset( 'editor' );
		demo.backend.update( ( state ) => {
			state.akismet = 'invalid_key';
		} );
		renderCard();
		expect( await within( card() ).findByText( /Ask a site administrator to enter one\./ ) ).toBeInTheDocument();
		expect( within( card() ).queryByRole( 'textbox' ) ).not.toBeInTheDocument();
	} );
} );
