/**
 * The Ads card on the demo backend (docs/settings.md#ads): the module switch, the options that show only while ads
 * are on (where ads show, extra placements, the CCPA opt-out and its privacy policy address, ads.txt), the earnings
 * link, options saved as they change and the address saved with Save Settings.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSettings } from '../../../../src/demo/backend/settings-model';
import { setupDemoBackend } from '../../../support/demo-msw';
import { openCard } from '../../../support/render';

const demo = setupDemoBackend();
const SWITCH = 'Enable ads and display an ad below each post';

const ads = () => within( screen.getByRole( 'region', { name: 'Ads' } ) );
const stored = () => readSettings( demo.backend.state );

const openAds = () => openCard( demo.backend, '#/traffic', 'Traffic', 'Ads' );

/** Clicks a switch or box and resolves once the server holds the new value. */
async function flip( name: string | RegExp, option: string, expected: boolean ) {
	await userEvent.click( ads().getByRole( 'checkbox', { name } ) );
	await waitFor( () => expect( stored()[ option ] ).toBe( expected ) );
	await waitFor( () => expect( ads().getByRole( 'checkbox', { name } ) ).toHaveProperty( 'checked', expected ) );
}

it( 'shows no options while ads are off, and every option once they are switched on', async () => {
	const card = await openAds();
	expect( card.getByRole( 'checkbox', { name: SWITCH } ) ).not.toBeChecked();
	expect( card.queryByRole( 'group', { name: 'Display ads on' } ) ).toBeNull();
	expect( card.queryByRole( 'link', { name: /View your earnings/ } ) ).toBeNull();
	expect( card.queryByRole( 'button', { name: 'Save Settings' } ) ).toBeNull();

	await flip( SWITCH, 'wordads', true );
	const placements = within( card.getByRole( 'group', { name: 'Display ads on' } ) );
	for ( const name of [ 'Front page', 'Posts', 'Pages', 'Archives' ] ) {
		expect( placements.getByRole( 'checkbox', { name } ) ).toBeChecked();
	}
	const extra = within( card.getByRole( 'group', { name: 'Additional ad placements' } ) );
	expect( extra.getByRole( 'checkbox', { name: 'Top of each page' } ) ).toBeChecked();
	expect( extra.getByRole( 'checkbox', { name: 'Second ad below post' } ) ).toBeChecked();
	expect( card.getByRole( 'checkbox', { name: /Enable targeted advertising/ } ) ).not.toBeChecked();
	expect( card.queryByRole( 'textbox', { name: 'Privacy Policy URL (optional)' } ) ).toBeNull();
	expect( card.getByRole( 'checkbox', { name: /Customize your ads.txt file/ } ) ).not.toBeChecked();
	expect( card.getByRole( 'link', { name: /View your earnings/ } ) ).toBeVisible();
	expect( card.getByRole( 'button', { name: 'Save Settings' } ) ).toBeDisabled();
} );

it( 'saves where ads show and the extra placements as they change', async () => {
	await openAds();
	await flip( SWITCH, 'wordads', true );
	await flip( 'Front page', 'wordads_display_front_page', false );
	await flip( 'Top of each page', 'enable_header_ad', false );
	expect( stored().wordads_display_post ).toBe( true );
	expect( stored().wordads_second_belowpost ).toBe( true );
} );

it( 'asks for the privacy policy address once the CCPA opt-out is on, and saves it with Save Settings', async () => {
	await openAds();
	await flip( SWITCH, 'wordads', true );
	await flip( /Enable targeted advertising/, 'wordads_ccpa_enabled', true );
	expect( ads().getByText( /Do Not Sell My Personal Information/ ) ).toBeVisible();

	const address = ads().getByRole( 'textbox', { name: 'Privacy Policy URL (optional)' } );
	expect( address ).toHaveAttribute( 'placeholder', expect.stringMatching( /^[a-z0-9.:-]+$/ ) );
	await userEvent.type( address, 'https://example.org/privacy' );
	await userEvent.click( ads().getByRole( 'button', { name: 'Save Settings' } ) );
	await waitFor( () => expect( stored().wordads_ccpa_privacy_policy_url ).toBe( 'https://example.org/privacy' ) );
	await waitFor( () => expect( ads().getByRole( 'button', { name: 'Save Settings' } ) ).toBeDisabled() );
	expect( address ).toHaveValue( 'https://example.org/privacy' );
} );

it( 'offers a custom ads.txt field once customizing is on', async () => {
	await openAds();
	await flip( SWITCH, 'wordads', true );
	expect( ads().queryByRole( 'textbox', { name: 'Custom ads.txt entries' } ) ).toBeNull();
	await flip( /Customize your ads.txt file/, 'wordads_custom_adstxt_enabled', true );
	expect( ads().getByRole( 'textbox', { name: 'Custom ads.txt entries' } ) ).toBeVisible();
} );

it( 'hides every option again when ads are switched off', async () => {
	await openAds();
	await flip( SWITCH, 'wordads', true );
	await flip( SWITCH, 'wordads', false );
	expect( ads().queryByRole( 'group', { name: 'Display ads on' } ) ).toBeNull();
	expect( ads().queryByRole( 'link', { name: /View your earnings/ } ) ).toBeNull();
} );
