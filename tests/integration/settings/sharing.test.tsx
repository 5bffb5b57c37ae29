/**
 * The Sharing section on the demo backend: the three cards for a manager, switches that save at once (and go back
 * when the server refuses), the ways to the social accounts and the sharing buttons, and an editor's own view.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSettings } from '../../../src/demo/backend/settings-model';
import { setupDemoBackend } from '../../support/demo-msw';
import { failCall } from '../../support/fail';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend();
const card = ( title: string ) => within( screen.getByRole( 'region', { name: title } ) );
const stored = () => readSettings( demo.backend.state );

async function openSharing() {
	renderApp( demo.backend, { route: '#/sharing' } );
	await screen.findByRole( 'heading', { level: 2, name: 'Jetpack Sharing Settings' } );
	await screen.findByRole( 'region', { name: 'Like buttons' } );
}

it( 'shows a manager the three sharing cards under the section’s introduction', async () => {
	await openSharing();
	expect( screen.getByText( 'Share your content to social media, reaching new audiences and increasing engagement.' ) ).toBeVisible();
	expect( screen.getAllByRole( 'heading', { level: 3 } ).map( ( heading ) => heading.textContent ) ).toEqual( [
		'Jetpack Social connections',
		'Sharing buttons',
		'Like buttons',
	] );
} );

it( 'saves each switch at once and then offers where to set the feature up', async () => {
	await openSharing();
	const social = card( 'Jetpack Social connections' );
	expect( social.queryByRole( 'link' ) ).toBeNull();
	await userEvent.click( social.getByRole( 'checkbox', { name: 'Automatically share your posts to social networks' } ) );
	const manage = await social.findByRole( 'link', { name: /Connect and manage your social media accounts/ } );
	expect( manage ).toHaveAttribute( 'href', expect.stringContaining( 'source=calypso-marketing-connections' ) );
	expect( stored().publicize ).toBe( true );

	const buttons = card( 'Sharing buttons' );
	await userEvent.click( buttons.getByRole( 'checkbox', { name: 'Add sharing buttons to your posts and pages' } ) );
	expect( await buttons.findByRole( 'link', { name: /Configure your sharing buttons/ } ) ).toHaveAttribute(
		'href',
		expect.stringContaining( 'source=calypso-marketing-sharing-buttons' )
	);
	expect( stored().sharedaddy ).toBe( true );

	const likes = card( 'Like buttons' );
	await userEvent.click( likes.getByRole( 'checkbox', { name: 'Add Like buttons to your posts and pages' } ) );
	await likes.findByRole( 'checkbox', { name: 'Add Like buttons to your posts and pages', checked: true } );
	expect( stored().likes ).toBe( true );
} );

it( 'puts a switch back and shows the server’s reason when the save is refused', async () => {
	await openSharing();
	const refusal = failCall( demo.server, 'post', 'settings' );
	const likes = card( 'Like buttons' );
	await userEvent.click( likes.getByRole( 'checkbox', { name: 'Add Like buttons to your posts and pages' } ) );
	const notices = within( screen.getByRole( 'region', { name: 'Notices' } ) );
	expect( await notices.findByText( 'Error updating settings. The database is busy. (Status 500)' ) ).toBeVisible();
	expect( refusal.calls() ).toBe( 1 );
	expect( likes.getByRole( 'checkbox', { name: 'Add Like buttons to your posts and pages' } ) ).not.toBeChecked();
	expect( stored().likes ).toBe( false );
} );

it( 'shows an editor only the social connections, without the switch', async () => {
	demo.reset( 'editor' );
	renderApp( demo.backend, { route: '#/sharing' } );
	const social = within( await screen.findByRole( 'region', { name: 'Jetpack Social connections' } ) );
	expect( screen.getAllByRole( 'heading', { level: 3 } ).map( ( heading ) => heading.textContent ) ).toEqual( [ 'Jetpack Social connections' ] );
	expect( social.queryByRole( 'checkbox' ) ).toBeNull();
	expect( social.getByRole( 'link', { name: /Connect and manage your social media accounts/ } ) ).toBeVisible();
} );
