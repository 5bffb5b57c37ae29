/**
 * The Firewall card's sentence on automatic rules follows its switch (docs/settings.md#other-security-cards): a plan
 * with rules access reads "on" only while the firewall is on.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend();
const ON = 'Automatic firewall rules are on: new threats are blocked as soon as they are known.';
const OFF = 'Automatic firewall rules are off while the firewall is off: turn it on to block new threats as soon as they are known.';
const SWITCH = 'Enable the firewall to protect your site from malicious requests';

it( 'says the rules are off while the switch reads off, and on once the firewall is turned on', async () => {
	demo.backend.update( ( state ) => {
		state.waf.hasRulesAccess = true;
		const waf = state.modules.waf;
		if ( ! waf ) {
			throw new Error( 'The demo catalogue lost the firewall.' );
		}
		waf.activated = false;
	} );
	renderApp( demo.backend, { route: '#/security' } );
	const card = within( await screen.findByRole( 'region', { name: 'Firewall' } ) );

	expect( await card.findByText( OFF ) ).toBeVisible();
	expect( card.getByRole( 'checkbox', { name: SWITCH } ) ).not.toBeChecked();
	expect( card.queryByText( ON ) ).toBeNull();

	await userEvent.click( card.getByRole( 'checkbox', { name: SWITCH } ) );
	expect( await card.findByText( ON ) ).toBeVisible();
	expect( card.getByRole( 'checkbox', { name: new RegExp( `^${ SWITCH }` ) } ) ).toBeChecked();
	expect( card.queryByText( OFF ) ).toBeNull();
} );
