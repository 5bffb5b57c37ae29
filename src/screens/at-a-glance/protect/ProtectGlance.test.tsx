/**
 * The Brute force protection card against the demo backend
 * (docs/dashboard.md#monitor-image-accelerator-and-protection): the blocked-attempts count while the module is on,
 * activation while it is off, offline and editor views, and the requests sent.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProtectCount } from '../../../api/types';
import { ProtectGlance } from './ProtectGlance';
import { findAlert, tryAgain } from '../../../../tests/support/alert';
import { setupDemoBackend } from '../../../../tests/support/demo-msw';
import { holdCall } from '../../../../tests/support/hold';
import { setModules } from '../../../../tests/support/modules';
import { renderWithStore } from '../../../../tests/support/render';
import { failCall } from '../../../../tests/support/fail';
import { recordRequests, settle } from '../../../../tests/support/requests';

const demo = setupDemoBackend();
const NONE_YET = 'Brute force protection is watching your login page. No attempts have been blocked yet.';

const requests = recordRequests( demo );

const card = () => screen.getByRole( 'region', { name: 'Brute force protection' } );
const renderCard = () => renderWithStore( <ProtectGlance />, demo.backend );
const buttonNames = () => within( card() ).queryAllByRole( 'button' ).map( ( button ) => button.textContent );
const protectOff = () => setModules( demo.backend, { protect: false } );

describe( 'protection on', () => {
	it( 'owner: loads the count and shows the attempts blocked', async () => {
		renderCard();
		expect( within( card() ).getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
		expect( await within( card() ).findByText( '23 blocked attempts' ) ).toBeInTheDocument();
		expect( card() ).toHaveTextContent( 'Malicious login attempts stopped by brute force protection.' );
		expect( buttonNames() ).toEqual( [] );
		expect( requests.calls() ).toEqual( [ 'GET module/protect/data' ] );
	} );

	it( 'counts one in the singular', async () => {
		demo.backend.update( ( state ) => {
			state.protectCount = 1;
		} );
		renderCard();
		expect( await within( card() ).findByText( '1 blocked attempt' ) ).toBeInTheDocument();
	} );

	it( 'groups thousands', async () => {
		demo.backend.update( ( state ) => {
			state.protectCount = 12345;
		} );
		renderCard();
		expect( await within( card() ).findByText( '12,345 blocked attempts' ) ).toBeInTheDocument();
	} );

	it.each< [ string, ProtectCount ] >( [
		[ 'false', false ],
		[ "'0'", '0' ],
		[ "'N/A'", 'N/A' ],
	] )( 'says it is watching with nothing blocked yet for %s', async ( _name, count ) => {
		demo.backend.update( ( state ) => {
			state.protectCount = count;
		} );
		renderCard();
		expect( await within( card() ).findByText( NONE_YET ) ).toBeInTheDocument();
	} );

	it( 'editor: sees the count, read-only', async () => {
		demo.reset( 'editor' );
		renderCard();
		expect( await within( card() ).findByText( '23 blocked attempts' ) ).toBeInTheDocument();
		expect( buttonNames() ).toEqual( [] );
		expect( requests.calls() ).toEqual( [ 'GET module/protect/data' ] );
	} );

	it( 'a site that is not connected: says it is on, and does not ask the provider', async () => {
		demo.reset( 'not-connected' );
		renderCard();
		expect( card() ).toHaveTextContent( 'Brute force protection is on.' );
		await settle();
		expect( requests.calls() ).toEqual( [] );
	} );

	it( 'a failed count says so in the card, and "Try again" loads it', async () => {
		failCall( demo.server, 'get', 'module/protect/data' );
		renderCard();
		const alert = await findAlert( card(), 'The blocked-attempts count could not be loaded.', 'The database is busy.' );
		await tryAgain( alert );
		expect( await within( card() ).findByText( '23 blocked attempts' ) ).toBeInTheDocument();
		expect( requests.calls() ).toEqual( [ 'GET module/protect/data', 'GET module/protect/data' ] );
	} );
} );

describe( 'protection off', () => {
	beforeEach( protectOff );

	it( 'offers activation and asks for no count', async () => {
		renderCard();
		expect( card() ).toHaveTextContent( 'Brute force protection is off. Turn it on to block bots and hackers' );
		expect( buttonNames() ).toEqual( [ 'Activate brute force protection' ] );
		await settle();
		expect( requests.calls() ).toEqual( [] );
	} );

	it( 'activates the module, then loads and shows the count', async () => {
		const held = holdCall( demo.server, 'post', 'module/protect/active' );
		renderCard();
		const button = within( card() ).getByRole( 'button', { name: 'Activate brute force protection' } );
		await userEvent.click( button );
		await waitFor( () => expect( held.calls() ).toBe( 1 ) );
		// Busy until the server agrees, and no count asked before then.
		expect( within( card() ).getByRole( 'button', { name: 'Activate brute force protection' } ) ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( requests.calls() ).toEqual( [ 'POST module/protect/active' ] );
		held.release();
		expect( await within( card() ).findByText( '23 blocked attempts' ) ).toBeInTheDocument();
		expect( requests.bodies( 'POST', 'module/protect/active' ) ).toEqual( [ { active: true } ] );
		// The module list is not read again: the activation's own answer put the module on.
		expect( requests.calls() ).toEqual( [ 'POST module/protect/active', 'GET module/protect/data' ] );
		expect( demo.backend.state.modules.protect?.activated ).toBe( true );
	} );

	it( 'a failed activation says why in the card and can be tried again', async () => {
		failCall( demo.server, 'post', 'module/protect/active' );
		renderCard();
		await userEvent.click( within( card() ).getByRole( 'button', { name: 'Activate brute force protection' } ) );
		const alert = await findAlert( card(), 'Brute force protection could not be activated.', 'The database is busy.' );
		expect( card() ).toHaveTextContent( 'Brute force protection is off.' );
		// Nothing else is asked: not the module list, which the refusal left as it was, nor the count.
		await settle();
		expect( requests.calls() ).toEqual( [ 'POST module/protect/active' ] );
		await tryAgain( alert );
		expect( await within( card() ).findByText( '23 blocked attempts' ) ).toBeInTheDocument();
	} );

	it( 'editor: told to ask an administrator, with no button', async () => {
		demo.reset( 'editor' );
		protectOff();
		renderCard();
		expect( card() ).toHaveTextContent( 'Brute force protection is off. Ask a site administrator to turn it on.' );
		expect( buttonNames() ).toEqual( [] );
		await settle();
		expect( requests.calls() ).toEqual( [] );
	} );
} );

it( 'offline: unavailable, no button, no request', async () => {
	demo.reset( 'offline' );
	renderCard();
	expect( card() ).toHaveTextContent( 'Unavailable in Offline Mode.' );
	expect( buttonNames() ).toEqual( [] );
	await settle();
	expect( requests.calls() ).toEqual( [] );
} );
