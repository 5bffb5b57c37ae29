import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callRoute } from '../../../src/api/call-route';
import { REST_ROUTES } from '../../../src/api/rest-routes';
import { browserPage } from '../../../src/app/reload';
import { Footer } from '../../../src/app/layout/Footer';
import { setupDemoBackend, TEST_ADMIN_URL } from '../../support/demo-msw';
import { renderWithStore } from '../../support/render';
import { recordRequests } from '../../support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );

function footerItems(): string[] {
	const footer = screen.getByRole( 'contentinfo' );
	return within( footer )
		.getAllByRole( 'listitem' )
		.map( ( item ) => ( item.textContent ?? '' ).replace( /\(opens in a new tab\)|↗/g, '' ).trim() );
}

describe( 'Footer links', () => {
	it( 'shows version, links and the development items to the connection owner', () => {
		renderWithStore( <Footer />, demo.backend );
		expect( footerItems() ).toEqual( [
			'Jetpack version 15.0-alpha',
			'About',
			'Terms',
			'Privacy',
			'Modules',
			'Debug',
			'Reset Options',
			'Dev Tools',
		] );
		expect( screen.getByRole( 'link', { name: 'About' } ) ).toHaveAttribute( 'href', `${ TEST_ADMIN_URL }admin.php?page=jetpack_about` );
		expect( screen.getByRole( 'link', { name: 'Privacy' } ) ).toHaveAttribute( 'href', `${ TEST_ADMIN_URL }admin.php?page=jetpack#/privacy` );
		expect( screen.getByRole( 'link', { name: 'Modules' } ) ).toHaveAttribute( 'href', `${ TEST_ADMIN_URL }admin.php?page=jetpack_modules` );
		expect( screen.getByRole( 'link', { name: 'Debug' } ) ).toHaveAttribute( 'href', `${ TEST_ADMIN_URL }admin.php?page=jetpack-debugger` );
		expect( screen.getByRole( 'link', { name: /Terms/ } ) ).toHaveAttribute( 'target', '_blank' );
	} );

	it.each( [ 'editor', 'subscriber' ] )( 'offers the %s no Modules, Debug, Reset Options or Dev Tools', ( scenario ) => {
		demo.reset( scenario );
		renderWithStore( <Footer />, demo.backend );
		expect( footerItems() ).toEqual( [ 'Jetpack version 15.0-alpha', 'About', 'Terms', 'Privacy' ] );
	} );

	it( 'keeps Dev Tools for the administrator previewing a subscriber, so they can switch back', async () => {
		await callRoute( REST_ROUTES.updateDevToolsPreview, { data: { role: 'subscriber' } } );
		renderWithStore( <Footer />, demo.backend );
		expect( footerItems() ).toEqual( [ 'Jetpack version 15.0-alpha', 'About', 'Terms', 'Privacy', 'Dev Tools' ] );
	} );

	it( 'refuses the preview to an editor or a subscriber, who could otherwise preview as the owner', async () => {
		for ( const scenario of [ 'editor', 'subscriber' ] ) {
			demo.reset( scenario );
			await expect( callRoute( REST_ROUTES.updateDevToolsPreview, { data: { role: 'owner' } } ) ).rejects.toMatchObject( { status: 403 } );
			await expect( callRoute( REST_ROUTES.devToolsPreview ) ).rejects.toMatchObject( { status: 403 } );
			expect( demo.backend.state.role ).toBe( scenario );
		}
	} );

	it( 'hides Modules on a site that is not connected', () => {
		demo.reset( 'not-connected' );
		renderWithStore( <Footer />, demo.backend );
		expect( footerItems() ).not.toContain( 'Modules' );
		expect( footerItems() ).toContain( 'Debug' );
	} );

	it( 'hides the version on Atomic sites and the development items in a release version', () => {
		renderWithStore( <Footer />, demo.backend, {
			initial: ( initial ) => ( { ...initial, isDevVersion: false, siteData: { ...initial.siteData, isAtomicSite: true } } ),
		} );
		expect( footerItems() ).toEqual( [ 'About', 'Terms', 'Privacy', 'Modules', 'Debug' ] );
	} );

	it( 'offers no Dev Tools where the page does not say the host serves the preview (the WordPress plugin)', () => {
		renderWithStore( <Footer />, demo.backend, {
			initial: ( initial ) => ( { ...initial, devToolsAvailable: undefined } ),
		} );
		expect( footerItems() ).toEqual( [ 'Jetpack version 15.0-alpha', 'About', 'Terms', 'Privacy', 'Modules', 'Debug', 'Reset Options' ] );
	} );
} );

describe( 'Reset Options', () => {
	it( 'does nothing when the confirmation is cancelled', async () => {
		const confirm = jest.spyOn( window, 'confirm' ).mockReturnValue( false );
		const reload = jest.spyOn( browserPage, 'reload' ).mockImplementation( () => undefined );
		renderWithStore( <Footer />, demo.backend );
		await userEvent.click( screen.getByRole( 'button', { name: 'Reset Options' } ) );
		expect( confirm ).toHaveBeenCalledWith( 'This will reset all Jetpack options, are you sure?' );
		expect( requests.calls( '' ) ).toEqual( [] );
		expect( reload ).not.toHaveBeenCalled();
	} );

	it( 'resets the options and reloads the page once confirmed', async () => {
		jest.spyOn( window, 'confirm' ).mockReturnValue( true );
		const reload = jest.spyOn( browserPage, 'reload' ).mockImplementation( () => undefined );
		demo.backend.update( ( state ) => {
			state.dismissedNotices.something = true;
		} );
		renderWithStore( <Footer />, demo.backend );
		await userEvent.click( screen.getByRole( 'button', { name: 'Reset Options' } ) );
		await waitFor( () => expect( reload ).toHaveBeenCalledTimes( 1 ) );
		expect( requests.calls( '' ) ).toContain( 'POST /wp-json/jetpack/v4/options/options' );
		expect( demo.backend.state.dismissedNotices ).toEqual( {} );
	} );
} );
