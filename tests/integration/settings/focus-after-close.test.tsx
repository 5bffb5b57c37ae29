/**
 * Keyboard focus when a part of the settings closes or swaps (docs/settings.md#search,
 * docs/settings.md#verification-tools): it goes to the control that opened the part, or to the part that replaced
 * it, never back to the page.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeSettings } from '../../../src/demo/backend/settings-model';
import { setupDemoBackend } from '../../support/demo-msw';
import { openCard, renderApp } from '../../support/render';

const demo = setupDemoBackend();

beforeEach( () => {
	writeSettings( demo.backend.state, { 'verification-tools': true } );
} );

const openVerification = () => openCard( demo.backend, '#/traffic', 'Traffic', 'Site verification' );

describe( 'Settings search', () => {
	const searchBox = () => screen.getByRole( 'searchbox', { name: 'Search for a Jetpack feature.' } );

	// First in the file: the Traffic section's code has not been loaded yet, so closing the search shows it only once
	// it has arrived, a moment after the box has gone (as on a slow connection).
	it( 'opened from a link with a term that hides every section, closed with Escape, gives focus to Search settings', async () => {
		renderApp( demo.backend, { route: '#/traffic?term=zzzqx' } );
		expect( await screen.findByText( 'No search results found for zzzqx' ) ).toBeInTheDocument();
		searchBox().focus();
		await userEvent.keyboard( '{Escape}' );
		expect( await screen.findByRole( 'region', { name: 'Site verification' } ) ).toBeInTheDocument();
		await waitFor( () => expect( screen.getByRole( 'button', { name: 'Search settings' } ) ).toHaveFocus() );
	} );

	it.each( [ [ 'with a term typed', 'sitemap' ], [ 'empty', '' ] ] )( 'closed with Escape (%s), gives focus back to Search settings', async ( _state, term ) => {
		await openVerification();
		await userEvent.click( screen.getByRole( 'button', { name: 'Search settings' } ) );
		await waitFor( () => expect( searchBox() ).toHaveFocus() );
		if ( term ) {
			await userEvent.type( searchBox(), term );
			await waitFor( () => expect( screen.queryByRole( 'region', { name: 'Site verification' } ) ).toBeNull() );
		}
		await userEvent.keyboard( '{Escape}' );
		await waitFor( () => expect( screen.getByRole( 'button', { name: 'Search settings' } ) ).toHaveFocus() );
		expect( await screen.findByRole( 'region', { name: 'Site verification' } ) ).toBeInTheDocument();
		// Still there once everything the closing set off has settled.
		expect( screen.getByRole( 'button', { name: 'Search settings' } ) ).toHaveFocus();
	} );

	it( 'closed with its close button, gives focus back to Search settings', async () => {
		await openVerification();
		await userEvent.click( screen.getByRole( 'button', { name: 'Search settings' } ) );
		await userEvent.type( searchBox(), 'zzzqx' );
		await screen.findByText( 'No search results found for zzzqx' );
		await userEvent.click( screen.getByRole( 'button', { name: 'Close search' } ) );
		await waitFor( () => expect( screen.getByRole( 'button', { name: 'Search settings' } ) ).toHaveFocus() );
	} );
} );

describe( 'Google verification', () => {
	it( 'Manually Verify moves focus into the field it opens, and Cancel gives it back to Manually Verify', async () => {
		const card = await openVerification();
		await userEvent.click( await card.findByRole( 'button', { name: 'Manually Verify' } ) );
		await waitFor( () => expect( card.getByRole( 'textbox', { name: 'Google' } ) ).toHaveFocus() );

		await userEvent.click( card.getByRole( 'button', { name: 'Cancel' } ) );
		await waitFor( () => expect( card.getByRole( 'button', { name: 'Manually Verify' } ) ).toHaveFocus() );
	} );

	it( 'from the keyboard: Enter on Manually Verify, then Cancel, leaves focus on Manually Verify', async () => {
		const card = await openVerification();
		const manually = await card.findByRole( 'button', { name: 'Manually Verify' } );
		act( () => manually.focus() );
		await userEvent.keyboard( '{Enter}' );
		await waitFor( () => expect( card.getByRole( 'textbox', { name: 'Google' } ) ).toHaveFocus() );
		await userEvent.tab();
		expect( card.getByRole( 'button', { name: 'Save' } ) ).toHaveFocus();
		await userEvent.tab();
		expect( card.getByRole( 'button', { name: 'Cancel' } ) ).toHaveFocus();
		await userEvent.keyboard( '{Enter}' );
		await waitFor( () => expect( card.getByRole( 'button', { name: 'Manually Verify' } ) ).toHaveFocus() );
		expect( document.activeElement ).not.toBe( document.body );
	} );

	it( 'Edit on a verified site moves focus into the field, and Cancel gives it back to Edit', async () => {
		writeSettings( demo.backend.state, { google: 'google-token-1' } );
		demo.backend.update( ( state ) => {
			state.google = { ...state.google, verified: true, token: 'google-token-1' };
		} );
		const card = await openVerification();
		await userEvent.click( await card.findByRole( 'button', { name: 'Edit' } ) );
		await waitFor( () => expect( card.getByRole( 'textbox', { name: 'Google' } ) ).toHaveFocus() );

		await userEvent.click( card.getByRole( 'button', { name: 'Cancel' } ) );
		await waitFor( () => expect( card.getByRole( 'button', { name: 'Edit' } ) ).toHaveFocus() );
	} );
} );
