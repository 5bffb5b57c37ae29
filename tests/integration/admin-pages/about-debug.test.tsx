/** The About and Debug pages through the whole app, the real store and the demo backend, by role. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDemoBackend, TEST_REST_ROOT } from '../../support/demo-msw';
import { failCall } from '../../support/fail';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend();

describe( 'About', () => {
	it.each( [ 'owner', 'editor', 'subscriber' ] )( 'tells the %s what the plugin is, its version, licence and credits', async ( scenario ) => {
		demo.reset( scenario );
		renderApp( demo.backend, { route: '#/about' } );
		expect( await screen.findByRole( 'heading', { level: 1, name: 'About Jetpack Dashboard' } ) ).toBeVisible();
		expect( screen.getByText( 'Version 15.0-alpha' ) ).toBeVisible();
		expect( screen.getByText( /GNU General Public License, version 2 or \(at your option\) any later version \(GPL-2.0-or-later\)/ ) ).toBeVisible();
		expect( screen.getByRole( 'link', { name: /Read the licence/ } ) ).toHaveAttribute( 'href', 'https://www.gnu.org/licenses/gpl-2.0.html' );
		expect( screen.getByRole( 'heading', { level: 2, name: 'Credits' } ) ).toBeVisible();
		expect( document.title ).toMatch( /^About ‹ Jetpack/ );
	} );
} );

describe( 'Debug', () => {
	it( 'shows the connection data, the versions and a report the administrator can copy', async () => {
		const user = userEvent.setup();
		renderApp( demo.backend, { route: '#/debug' } );
		expect( await screen.findByRole( 'heading', { level: 1, name: 'Debugging Center' } ) ).toBeVisible();
		const term = ( name: string ) => screen.getByText( name, { selector: 'dt' } ).nextElementSibling?.textContent;
		expect( term( 'Site connected' ) ).toBe( 'Yes' );
		expect( term( 'Your account linked' ) ).toBe( 'Yes' );
		expect( term( 'REST API root' ) ).toBe( TEST_REST_ROOT );
		expect( term( 'Plugin' ) ).toBe( '15.0-alpha' );
		expect( term( 'WordPress' ) ).toBe( '6.8' );
		expect( term( 'PHP' ) ).toBe( '8.4' );
		const report = screen.getByRole< HTMLTextAreaElement >( 'textbox', { name: 'Report for support' } );
		expect( report.value ).toContain( 'Site connected: yes' );
		expect( report.value ).toContain( 'Site ID: 123456789' );

		// user-event's clipboard stands in for the browser's; what the page handed it is what the user pastes.
		const writeText = jest.spyOn( navigator.clipboard, 'writeText' );
		await user.click( screen.getByRole( 'button', { name: 'Copy' } ) );
		expect( await screen.findByText( 'The report was copied.' ) ).toBeVisible();
		expect( writeText ).toHaveBeenCalledWith( report.value );
	} );

	it( 'says so when the browser refuses to copy, and the report stays to select by hand', async () => {
		const user = userEvent.setup();
		jest.spyOn( navigator.clipboard, 'writeText' ).mockRejectedValue( new DOMException( 'Denied', 'NotAllowedError' ) );
		renderApp( demo.backend, { route: '#/debug' } );
		await user.click( await screen.findByRole( 'button', { name: 'Copy' } ) );
		expect( await screen.findByText( 'The report could not be copied: select it and copy it yourself.' ) ).toBeVisible();
		expect( screen.getByRole( 'textbox', { name: 'Report for support' } ) ).toBeVisible();
	} );

	it( 'tests the connection and adds the answer to the report', async () => {
		const user = userEvent.setup();
		renderApp( demo.backend, { route: '#/debug' } );
		await user.click( await screen.findByRole( 'button', { name: 'Test connection' } ) );
		expect( await screen.findByText( 'The connection test passed: Jetpack is connected and working.' ) ).toBeVisible();
		expect( screen.getByRole< HTMLTextAreaElement >( 'textbox', { name: 'Report for support' } ).value ).toContain(
			'Connection test: passed: Jetpack is connected and working.'
		);
	} );

	it( 'says why a connection test failed', async () => {
		failCall( demo.server, 'get', 'connection/test', { code: 'no_route', message: 'The site could not be reached from WordPress.com.', once: false } );
		const user = userEvent.setup();
		renderApp( demo.backend, { route: '#/debug' } );
		await user.click( await screen.findByRole( 'button', { name: 'Test connection' } ) );
		expect( await screen.findByText( /^The connection test failed: The site could not be reached from WordPress.com./ ) ).toBeVisible();
	} );

	it( 'shows an unconnected site as such, without a site id', async () => {
		demo.reset( 'not-connected' );
		renderApp( demo.backend, { route: '#/debug' } );
		await screen.findByRole( 'heading', { level: 1, name: 'Debugging Center' } );
		const list = screen.getByText( 'Site connected', { selector: 'dt' } ).closest( 'dl' ) as HTMLElement;
		expect( within( list ).getByText( 'Site ID' ).nextElementSibling ).toHaveTextContent( 'None' );
		expect( within( list ).getByText( 'Site connected' ).nextElementSibling ).toHaveTextContent( 'No' );
	} );

	it.each( [ 'editor', 'subscriber' ] )( 'is not for the %s: the dashboard shows instead', async ( scenario ) => {
		demo.reset( scenario );
		renderApp( demo.backend, { route: '#/debug' } );
		expect( await screen.findByRole( 'heading', { level: 1, name: 'At a Glance' } ) ).toBeVisible();
		expect( screen.queryByRole( 'heading', { name: 'Debugging Center' } ) ).not.toBeInTheDocument();
		expect( window.location.hash ).toBe( '#/dashboard' );
	} );
} );
