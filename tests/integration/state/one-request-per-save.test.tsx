/**
 * One request per save (docs/settings.md#save-model): a switch, a card's Save and a module's activation each send
 * their write and nothing else; what the page shows afterwards comes from what was sent. Overlapping saves of
 * several switches end with the page showing what the backend kept.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSettings } from '../../../src/demo/backend/settings-model';
import { setupDemoBackend } from '../../support/demo-msw';
import { holdCall } from '../../support/hold';
import { setModules } from '../../support/modules';
import { openCard } from '../../support/render';
import { recordRequests, settle } from '../../support/requests';

const demo = setupDemoBackend();

const requests = recordRequests( demo );

async function openSection( route: string, heading: string, card: string ) {
	const region = await openCard( demo.backend, route, heading, card );
	await settle();
	requests.clear();
	return region;
}

it( 'a switch on Traffic sends its save alone', async () => {
	const card = await openSection( '#/traffic', 'Traffic', 'Shortlinks' );
	const toggle = card.getByRole( 'checkbox', { name: 'Generate shortened URLs for simpler sharing.' } );
	const was = ( toggle as HTMLInputElement ).checked;
	await userEvent.click( toggle );
	await screen.findByText( 'Updated settings.' );
	await settle();
	expect( requests.calls() ).toEqual( [ 'POST settings' ] );
	expect( card.getByRole( 'checkbox', { name: 'Generate shortened URLs for simpler sharing.' } ) ).toHaveProperty( 'checked', ! was );
	expect( readSettings( demo.backend.state ).shortlinks ).toBe( ! was );
} );

it( 'a card’s Save on Discussion sends its save alone, and the saved text stays', async () => {
	setModules( demo.backend, { comments: true } );
	const card = await openSection( '#/discussion', 'Discussion', 'Comments' );
	const prompt = card.getByRole( 'textbox', { name: 'Comment form introduction' } );
	await userEvent.clear( prompt );
	await userEvent.type( prompt, 'Say hello' );
	await userEvent.click( card.getByRole( 'button', { name: 'Save Settings' } ) );
	await screen.findByText( 'Updated settings.' );
	await settle();
	expect( requests.calls() ).toEqual( [ 'POST settings' ] );
	expect( card.getByRole( 'textbox', { name: 'Comment form introduction' } ) ).toHaveValue( 'Say hello' );
	expect( card.getByRole( 'button', { name: 'Save Settings' } ) ).toBeDisabled();
	expect( readSettings( demo.backend.state ).highlander_comment_form_prompt ).toBe( 'Say hello' );
} );

it( 'three Writing switches saved at overlapping times: only their saves go out, and the page shows what was kept', async () => {
	const card = await openSection( '#/writing', 'Writing', 'Composing' );
	const names = [ 'Use the LaTeX markup language to write mathematical equations and formulas', 'Compose using shortcodes to embed media from popular sites' ];
	const toggles = () => names.map( ( name ) => card.getByRole( 'checkbox', { name } ) as HTMLInputElement );
	const before = toggles().map( ( toggle ) => toggle.checked );
	const held = holdCall( demo.server, 'post', 'settings' );
	for ( const toggle of toggles() ) {
		await userEvent.click( toggle );
	}
	await waitFor( () => expect( held.calls() ).toBe( 2 ) );
	held.release();
	const flipped = before.map( ( on ) => ! on );
	await waitFor( () => {
		const kept = readSettings( demo.backend.state );
		expect( [ kept.latex, kept.shortcodes ] ).toEqual( flipped );
	} );
	// Both saves answered: no switch of the card says it is busy any more.
	const region = screen.getByRole( 'region', { name: 'Composing' } );
	await waitFor( () => expect( region.querySelector( '[aria-busy="true"]' ) ).toBeNull() );
	await settle();
	expect( requests.calls() ).toEqual( [ 'POST settings', 'POST settings' ] );
	expect( toggles().map( ( toggle ) => toggle.checked ) ).toEqual( flipped );
} );
