/**
 * A value the server would refuse is explained in words beside its field (docs/settings.md#save-model): the browser
 * checks what it can (a web address) before sending, and a value the server refused anyway marks its field, says the
 * server's reason without its internals, and offers no "Try again" that would send it to be refused again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { readSettings, writeSettings } from '../../../src/demo/backend/settings-model';
import { setupDemoBackend, TEST_REST_ROOT } from '../../support/demo-msw';
import { renderApp } from '../../support/render';
import { noticesArea } from '../notices/support';
import { recordRequests } from '../../support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );
const FIELD = 'Privacy Policy URL (optional)';
const ADDRESS_PROBLEM = 'Enter a web address that starts with http:// or https://, such as https://example.com/privacy-policy.';

beforeEach( () => {
	writeSettings( demo.backend.state, { wordads: true, wordads_ccpa_enabled: true, wordads_ccpa_privacy_policy_url: '' } );
} );

async function openAds() {
	renderApp( demo.backend, { route: '#/traffic' } );
	const card = within( await screen.findByRole( 'region', { name: 'Ads' } ) );
	return {
		address: () => card.getByRole( 'textbox', { name: FIELD } ),
		save: () => card.getByRole( 'button', { name: 'Save Settings' } ),
	};
}

it( 'checks a privacy policy address in the browser, marks the field and holds Save until it is a web address', async () => {
	const { address, save } = await openAds();
	// Pasted, as an address usually is (and typing each character re-renders the whole tab).
	await userEvent.click( address() );
	await userEvent.paste( 'example.org/privacy' );

	expect( address() ).toHaveAttribute( 'aria-invalid', 'true' );
	expect( address() ).toHaveAccessibleDescription( ADDRESS_PROBLEM );
	expect( save() ).toBeDisabled();
	await userEvent.type( address(), '{Enter}' );
	expect( requests.bodies( 'POST', 'settings' ) ).toEqual( [] );

	await userEvent.clear( address() );
	await userEvent.paste( 'https://example.org/privacy' );
	expect( address() ).not.toHaveAttribute( 'aria-invalid' );
	expect( screen.queryByText( ADDRESS_PROBLEM ) ).toBeNull();
	await userEvent.click( save() );
	expect( await noticesArea().findByText( 'Updated settings.' ) ).toBeVisible();
	expect( readSettings( demo.backend.state ).wordads_ccpa_privacy_policy_url ).toBe( 'https://example.org/privacy' );
} );

it( 'says in words beside the field why the server refused a value, without offering to send it again', async () => {
	const { address, save } = await openAds();
	const reason = 'The privacy policy address must be on this site.';
	// A site whose server asks more of the address than the browser can check.
	demo.server.use(
		http.post(
			`${ TEST_REST_ROOT }jetpack/v4/settings`,
			() =>
				HttpResponse.json(
					{
						code: 'rest_invalid_param',
						message: `Invalid parameter(s): wordads_ccpa_privacy_policy_url (${ reason })`,
						data: { status: 400, params: { wordads_ccpa_privacy_policy_url: reason } },
					},
					{ status: 400 }
				),
			{ once: true }
		)
	);
	await userEvent.click( address() );
	await userEvent.paste( 'https://elsewhere.example/privacy' );
	await userEvent.click( save() );

	const notice = await noticesArea().findByText( `Error updating settings. ${ reason }` );
	expect( notice ).toBeVisible();
	expect( screen.queryByText( /Invalid parameter|wordads_ccpa_privacy_policy_url|Status 400/ ) ).toBeNull();
	expect( noticesArea().queryByRole( 'button', { name: 'Try again' } ) ).toBeNull();
	expect( address() ).toHaveValue( 'https://elsewhere.example/privacy' );
	expect( address() ).toHaveAttribute( 'aria-invalid', 'true' );
	expect( address() ).toHaveAccessibleDescription( reason );
	await waitFor( () => expect( save() ).toBeDisabled() );

	// A changed value may be sent; typed back to the refused one, it is marked again.
	await userEvent.type( address(), '-2' );
	expect( address() ).not.toHaveAttribute( 'aria-invalid' );
	expect( save() ).toBeEnabled();
	await userEvent.type( address(), '{Backspace}{Backspace}' );
	expect( address() ).toHaveAccessibleDescription( reason );
	expect( save() ).toBeDisabled();
	expect( requests.bodies( 'POST', 'settings' ) ).toHaveLength( 1 );
} );
