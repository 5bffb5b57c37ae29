/** The Modules page through the whole app, the real store and the demo backend: list, search, filters, one and many. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDemoBackend } from '../../support/demo-msw';
import { failCall } from '../../support/fail';
import { setModules } from '../../support/modules';
import { renderApp } from '../../support/render';
import { recordRequests } from '../../support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );

const list = () => within( screen.getByRole( 'list', { name: 'Modules' } ) );
const listed = () => list().getAllByRole( 'checkbox' ).map( ( box ) => box.closest( 'li' )?.querySelector( 'label' )?.textContent );
const item = ( name: string ) => within( list().getByRole( 'checkbox', { name } ).closest( 'li' ) as HTMLElement );
const notices = () => within( screen.getByRole( 'region', { name: 'Notices' } ) );

async function openModules() {
	renderApp( demo.backend, { route: '#/modules' } );
	await screen.findByRole( 'heading', { level: 1, name: 'Modules' } );
	return userEvent.setup();
}

it( 'lists every module with its name, description, tags and status', async () => {
	await openModules();
	const count = Object.keys( demo.backend.state.modules ).length;
	expect( screen.getByText( `${ count } modules` ) ).toBeVisible();
	expect( list().getAllByRole( 'checkbox' ) ).toHaveLength( count );
	const antiSpam = item( 'Anti-spam' );
	expect( antiSpam.getByText( 'Automatically clear spam from comments and forms.' ) ).toBeVisible();
	expect( antiSpam.getByText( 'Tags: Security, Recommended' ) ).toBeVisible();
	expect( antiSpam.getByText( demo.backend.state.modules.akismet?.activated ? 'Active' : 'Inactive' ) ).toBeVisible();
	expect( document.title ).toMatch( /^Modules ‹ Jetpack/ );
} );

it( 'searches by text and filters by tag and status', async () => {
	const user = await openModules();
	await user.type( screen.getByRole( 'textbox', { name: 'Search modules' } ), 'spam' );
	expect( listed() ).toContain( 'Anti-spam' );
	expect( listed() ).not.toContain( 'Carousel' );
	await user.clear( screen.getByRole( 'textbox', { name: 'Search modules' } ) );

	await user.selectOptions( screen.getByRole( 'combobox', { name: 'Tag' } ), 'Social' );
	const social = listed();
	expect( social.length ).toBeGreaterThan( 0 );
	for ( const name of social ) {
		expect( item( name ?? '' ).getByText( /^Tags: .*Social/ ) ).toBeVisible();
	}
	await user.selectOptions( screen.getByRole( 'combobox', { name: 'Tag' } ), '' );
	await user.selectOptions( screen.getByRole( 'combobox', { name: 'Status' } ), 'inactive' );
	const inactive = Object.values( demo.backend.state.modules ).filter( ( module ) => ! module.activated );
	expect( listed() ).toHaveLength( inactive.length );
} );

it( 'activates one module and shows it active', async () => {
	setModules( demo.backend, { carousel: false } );
	const user = await openModules();
	await user.click( item( 'Carousel' ).getByRole( 'button', { name: 'Activate Carousel' } ) );
	expect( await notices().findByText( 'Activated 1 module.' ) ).toBeVisible();
	expect( item( 'Carousel' ).getByText( 'Active' ) ).toBeVisible();
	expect( demo.backend.state.modules.carousel?.activated ).toBe( true );
} );

it( 'deactivates several modules at once in one save', async () => {
	setModules( demo.backend, { carousel: true, markdown: true } );
	const user = await openModules();
	await user.click( list().getByRole( 'checkbox', { name: 'Carousel' } ) );
	await user.click( list().getByRole( 'checkbox', { name: 'Markdown' } ) );
	expect( screen.getByText( '2 selected' ) ).toBeVisible();
	await user.click( screen.getByRole( 'button', { name: 'Deactivate selected' } ) );
	expect( await notices().findByText( 'Deactivated 2 modules.' ) ).toBeVisible();
	expect( requests.bodies( 'POST', 'settings' ) ).toEqual( [ { carousel: false, markdown: false } ] );
	expect( item( 'Carousel' ).getByText( 'Inactive' ) ).toBeVisible();
	expect( item( 'Markdown' ).getByText( 'Inactive' ) ).toBeVisible();
	expect( screen.getByText( '0 selected' ) ).toBeVisible();
} );

it( 'says why a refused bulk change failed, keeps the selection, and sends it again on Try again', async () => {
	setModules( demo.backend, { carousel: false, markdown: false } );
	failCall( demo.server, 'post', 'settings' );
	const user = await openModules();
	await user.click( list().getByRole( 'checkbox', { name: 'Carousel' } ) );
	await user.click( list().getByRole( 'checkbox', { name: 'Markdown' } ) );
	await user.click( screen.getByRole( 'button', { name: 'Activate selected' } ) );
	expect( await notices().findByText( 'The modules could not be activated: The database is busy. (Status 500)' ) ).toBeVisible();
	expect( item( 'Carousel' ).getByText( 'Inactive' ) ).toBeVisible();
	expect( list().getByRole( 'checkbox', { name: 'Carousel' } ) ).toBeChecked();
	expect( screen.getByText( '2 selected' ) ).toBeVisible();

	await user.click( notices().getByRole( 'button', { name: 'Try again' } ) );
	expect( await notices().findByText( 'Activated 2 modules.' ) ).toBeVisible();
	await waitFor( () => expect( item( 'Markdown' ).getByText( 'Active' ) ).toBeVisible() );
	expect( demo.backend.state.modules.carousel?.activated ).toBe( true );
} );

it( 'names a module that cannot change with the dashboard’s reason instead of sending it', async () => {
	demo.backend.update( ( state ) => {
		const module = state.modules.carousel;
		if ( module ) {
			module.activated = false;
			module.override = 'inactive';
		}
	} );
	const user = await openModules();
	expect( item( 'Carousel' ).getByText( 'Carousel has been disabled by a site administrator.' ) ).toBeVisible();
	expect( item( 'Carousel' ).queryByRole( 'button', { name: 'Activate Carousel' } ) ).not.toBeInTheDocument();
	await user.click( list().getByRole( 'checkbox', { name: 'Carousel' } ) );
	await user.click( screen.getByRole( 'button', { name: 'Activate selected' } ) );
	expect( await screen.findByText( 'Carousel: Carousel has been disabled by a site administrator.' ) ).toBeVisible();
	expect( demo.backend.state.modules.carousel?.activated ).toBe( false );
} );

it.each( [ 'editor', 'subscriber', 'not-connected' ] )( 'is not offered to the %s scenario: the dashboard shows instead', async ( scenario ) => {
	demo.reset( scenario );
	renderApp( demo.backend, { route: '#/modules' } );
	await waitFor( () => expect( window.location.hash ).toBe( '#/dashboard' ) );
	expect( screen.queryByRole( 'heading', { level: 1, name: 'Modules' } ) ).not.toBeInTheDocument();
} );

it( 'opens in offline mode, where the plugin’s own submenu leads: a module that needs a connection says so, the others change', async () => {
	demo.reset( 'offline' );
	setModules( demo.backend, { carousel: false } );
	const user = await openModules();
	expect( item( 'Downtime Monitor' ).getByText( 'Unavailable in Offline Mode' ) ).toBeVisible();
	expect( item( 'Downtime Monitor' ).queryByRole( 'button', { name: /Downtime Monitor/ } ) ).not.toBeInTheDocument();
	await user.click( item( 'Carousel' ).getByRole( 'button', { name: 'Activate Carousel' } ) );
	expect( await notices().findByText( 'Activated 1 module.' ) ).toBeVisible();
	expect( demo.backend.state.modules.carousel?.activated ).toBe( true );
} );

it( 'offline, does not offer the site accelerator’s static files part, which Performance calls unavailable', async () => {
	demo.reset( 'offline' );
	await openModules();
	expect( item( 'Asset CDN' ).getByText( 'Unavailable in Offline Mode' ) ).toBeVisible();
	expect( item( 'Asset CDN' ).queryByRole( 'button', { name: /Asset CDN/ } ) ).not.toBeInTheDocument();
} );
