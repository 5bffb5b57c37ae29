/** The shell through the real store and the demo backend: navigation by role, tabs, guards, redirects, title. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browser } from '../../../src/hooks/navigate';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend();

const mainNav = () => screen.getByRole( 'navigation', { name: 'Jetpack' } );
const linkNames = ( nav: HTMLElement ) => within( nav ).getAllByRole( 'link' ).map( ( link ) => link.textContent );

it( 'gives the connection owner the full main navigation and highlights Dashboard', async () => {
	renderApp( demo.backend );
	await screen.findByRole( 'heading', { level: 1, name: 'At a Glance' } );
	expect( linkNames( mainNav() ) ).toEqual( [ 'At A Glance', 'My Plan', 'Plans', 'Recommendations', 'My Jetpack' ] );
	const masthead = screen.getByRole( 'navigation', { name: 'Dashboard or settings' } );
	expect( within( masthead ).getByRole( 'link', { name: 'Dashboard' } ) ).toHaveAttribute( 'aria-current', 'page' );
	expect( within( masthead ).getByRole( 'link', { name: 'Settings' } ) ).not.toHaveAttribute( 'aria-current' );
	expect( document.title ).toBe( 'At A Glance ‹ Jetpack ‹ Demo Garden Journal — WordPress' );
} );

it( 'offers no My Jetpack where the page data says that page does not exist (the WordPress plugin)', async () => {
	renderApp( demo.backend, { initial: ( initial ) => ( { ...initial, siteData: { ...initial.siteData, showMyJetpack: false } } ) } );
	await screen.findByRole( 'heading', { level: 1, name: 'At a Glance' } );
	expect( linkNames( mainNav() ) ).toEqual( [ 'At A Glance', 'My Plan', 'Plans', 'Recommendations' ] );
} );

it( 'shows the settings tabs on settings routes and highlights Settings', async () => {
	renderApp( demo.backend, { route: '#/traffic' } );
	const tabs = await screen.findByRole( 'navigation', { name: 'Settings' } );
	expect( linkNames( tabs ) ).toEqual( [ 'Security', 'Performance', 'Writing', 'Sharing', 'Discussion', 'Traffic' ] );
	expect( within( tabs ).getByRole( 'link', { name: 'Traffic' } ) ).toHaveAttribute( 'aria-current', 'page' );
	const masthead = screen.getByRole( 'navigation', { name: 'Dashboard or settings' } );
	expect( within( masthead ).getByRole( 'link', { name: 'Settings' } ) ).toHaveAttribute( 'aria-current', 'page' );
	expect( document.title ).toMatch( /^Traffic ‹ Jetpack/ );
} );

it( 'gives an editor At a Glance, and Sharing and Writing tabs for the modules the site has on', async () => {
	demo.reset( 'editor' );
	renderApp( demo.backend, { route: '#/sharing' } );
	const tabs = await screen.findByRole( 'navigation', { name: 'Settings' } );
	expect( linkNames( tabs ) ).toEqual( [ 'Writing', 'Sharing' ] );
	expect( screen.getByRole( 'heading', { level: 1, name: 'Sharing' } ) ).toBeInTheDocument();
} );

it( 'sends an editor away from a settings section they may not see', async () => {
	demo.reset( 'editor' );
	renderApp( demo.backend, { route: '#/security' } );
	await screen.findByRole( 'heading', { level: 1, name: 'At a Glance' } );
	expect( window.location.hash ).toBe( '#/dashboard' );
	expect( linkNames( mainNav() ) ).toEqual( [ 'At A Glance' ] );
} );

it( 'shows a subscriber no navigation and no settings', async () => {
	demo.reset( 'subscriber' );
	renderApp( demo.backend );
	await screen.findByRole( 'heading', { level: 1, name: 'At a Glance' } );
	expect( screen.queryByRole( 'navigation', { name: 'Jetpack' } ) ).not.toBeInTheDocument();
	expect( screen.queryByRole( 'link', { name: 'Settings' } ) ).not.toBeInTheDocument();
} );

it( 'shows the Offline Mode badge and no My Plan or Plans offline', async () => {
	demo.reset( 'offline' );
	renderApp( demo.backend );
	await screen.findByRole( 'heading', { level: 1, name: 'At a Glance' } );
	expect( screen.getByText( 'Offline Mode', { selector: '.jp-masthead__badge' } ) ).toBeInTheDocument();
	expect( linkNames( mainNav() ) ).toEqual( [ 'At A Glance', 'My Jetpack' ] );
} );

it( 'replaces an unknown route with /dashboard', async () => {
	renderApp( demo.backend, { route: '#/no-such-page' } );
	await screen.findByRole( 'heading', { level: 1, name: 'At a Glance' } );
	expect( window.location.hash ).toBe( '#/dashboard' );
} );

// An administrator of a site still to connect lands on the connect screen, which /dashboard shows for that site.
it.each( [
	[ 'user-unlinked', '#/license/activation', 'At a Glance' ],
	[ 'not-connected', '#/recommendations', 'Over 5 million WordPress sites are faster and more secure' ],
	[ 'owner', '#/recommendations/no-such-step', 'At a Glance' ],
] )( 'redirects a guarded route in %s (%s) to /dashboard', async ( scenario, route, heading ) => {
	demo.reset( scenario );
	renderApp( demo.backend, { route } );
	await screen.findByRole( 'heading', { level: 1, name: heading } );
	expect( window.location.hash ).toBe( '#/dashboard' );
} );

it( 'opens guarded routes for whom they are meant', async () => {
	renderApp( demo.backend, { route: '#/license/activation' } );
	expect( await screen.findByRole( 'heading', { level: 1, name: 'Add a license key' } ) ).toBeInTheDocument();
	expect( document.title ).toMatch( /^License ‹ Jetpack/ );
} );

it( 'sends /plans to the plans page of the site, with the feature asked for', async () => {
	const assign = jest.spyOn( browser, 'assign' ).mockImplementation( () => undefined );
	renderApp( demo.backend, { route: '#/plans?feature=backups' } );
	await waitFor( () => expect( assign ).toHaveBeenCalledWith( 'https://wordpress.com/plans/localhost?feature=backups' ) );
	expect( screen.getByText( 'Taking you to the plans page…' ) ).toBeInTheDocument();
} );

it( 'shows the new-recommendations count on the Recommendations item', async () => {
	demo.reset( 'recommendations' );
	renderApp( demo.backend );
	const item = await within( await screen.findByRole( 'navigation', { name: 'Jetpack' } ) ).findByRole( 'link', {
		name: /Recommendations/,
	} );
	expect( within( item ).getByLabelText( '3 new recommendations' ) ).toHaveTextContent( '3' );
} );

it( 'tests the connection from the API Sandboxed badge and shows the answer for 2 seconds', async () => {
	const { store } = renderApp( demo.backend, {
		initial: ( initial ) => ( { ...initial, connectionStatus: { ...initial.connectionStatus, sandboxDomain: 'sandbox.example.test' } } ),
	} );
	await userEvent.click( await screen.findByRole( 'button', { name: /API Sandboxed/ } ) );
	const notices = screen.getByRole( 'region', { name: 'Notices' } );
	expect( await within( notices ).findByText( 'Jetpack is connected and working.' ) ).toBeInTheDocument();
	expect( store.getState().notices.items ).toContainEqual( expect.objectContaining( { noticeId: 'connection-test', status: 'is-success', duration: 2000 } ) );
} );

it( 'shows a non-admin of an unconnected site nothing but the request to ask an administrator', async () => {
	demo.reset( 'not-connected' );
	renderApp( demo.backend, {
		initial: ( initial ) => ( {
			...initial,
			userData: {
				currentUser: {
					...initial.userData.currentUser,
					permissions: { ...initial.userData.currentUser.permissions, manage_modules: false, manage_options: false, connect: false, disconnect: false },
				},
			},
		} ),
	} );
	const notices = await screen.findByRole( 'region', { name: 'Notices' } );
	expect(
		await within( notices ).findByText( 'This site is not connected to WordPress.com. Please ask the site administrator to connect.' )
	).toBeInTheDocument();
	expect( screen.queryByRole( 'heading', { level: 1 } ) ).not.toBeInTheDocument();
	expect( screen.queryByRole( 'navigation', { name: 'Jetpack' } ) ).not.toBeInTheDocument();
} );

it( 'draws the same logo, name and shell mark as the masthead the host prints before the app runs', async () => {
	const printed = document.createElement( 'template' );
	printed.innerHTML = readFileSync( resolve( __dirname, '../../../src/app/layout/printed-shell.html' ), 'utf8' ).replace( />\s+</g, '><' ).trim();
	renderApp( demo.backend );
	await screen.findByRole( 'heading', { level: 1, name: 'At a Glance' } );
	const logoOf = ( root: ParentNode ) => root.querySelector( '.jp-masthead .jp-masthead__logo' );
	const own = logoOf( document );
	const host = logoOf( printed.content );
	expect( own?.querySelector( 'svg' )?.outerHTML ).toBe( host?.querySelector( 'svg' )?.outerHTML );
	expect( own?.querySelector( '[elementtiming]' )?.outerHTML ).toBe( host?.querySelector( '[elementtiming]' )?.outerHTML );
	expect( own?.querySelector( '[elementtiming]' )?.outerHTML ).toBe( '<span elementtiming="jp-shell">Jetpack</span>' );
} );
