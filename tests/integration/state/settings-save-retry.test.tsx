/**
 * A refused settings save says why and offers "Try again", which sends the same change once the server is back:
 * typed text stays in its field meanwhile, and a switch shows where the server has it until the retry saves.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSettings } from '../../../src/demo/backend/settings-model';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend();

const stored = ( name: string ) => readSettings( demo.backend.state )[ name ];
const notices = () => within( screen.getByRole( 'region', { name: 'Notices' } ) );
const failSaves = () => demo.backend.faults.push( { path: 'settings', method: 'POST', status: 500 } );

async function openTraffic() {
	renderApp( demo.backend, { route: '#/traffic' } );
	await screen.findByRole( 'heading', { level: 1, name: 'Traffic' } );
}

it( 'keeps a refused typed code and saves it on "Try again"', async () => {
	await openTraffic();
	const card = screen.getByRole( 'region', { name: 'Site verification' } );
	const bing = within( card ).getByRole( 'textbox', { name: 'Bing' } );
	await userEvent.type( bing, 'BING-CODE' );
	failSaves();
	await userEvent.click( within( card ).getByRole( 'button', { name: 'Save Settings' } ) );

	expect( await notices().findByText( 'Error updating settings. The server could not complete this request.', { exact: false } ) ).toBeInTheDocument();
	// Away from the field, a bare code reads as the meta tag it becomes.
	expect( bing ).toHaveValue( '<meta name="msvalidate.01" content="BING-CODE" />' );
	expect( stored( 'bing' ) ).not.toBe( 'BING-CODE' );

	demo.backend.faults = [];
	await userEvent.click( notices().getByRole( 'button', { name: 'Try again' } ) );
	expect( await notices().findByText( 'Updated settings.' ) ).toBeInTheDocument();
	expect( stored( 'bing' ) ).toBe( 'BING-CODE' );
	expect( notices().queryByRole( 'button', { name: 'Try again' } ) ).not.toBeInTheDocument();
} );

it( 'puts a refused switch back and turns it on "Try again"', async () => {
	await openTraffic();
	const sitemaps = () => within( screen.getByRole( 'region', { name: 'Sitemaps' } ) ).getByRole( 'checkbox', { name: 'Generate XML sitemaps' } );
	expect( sitemaps() ).toBeChecked();
	failSaves();
	await userEvent.click( sitemaps() );

	expect( await notices().findByText( 'Error updating settings. The server could not complete this request.', { exact: false } ) ).toBeInTheDocument();
	expect( sitemaps() ).toBeChecked();
	expect( stored( 'sitemaps' ) ).toBe( true );

	demo.backend.faults = [];
	await userEvent.click( notices().getByRole( 'button', { name: 'Try again' } ) );
	expect( await notices().findByText( 'Updated settings.' ) ).toBeInTheDocument();
	expect( sitemaps() ).not.toBeChecked();
	expect( stored( 'sitemaps' ) ).toBe( false );
} );
