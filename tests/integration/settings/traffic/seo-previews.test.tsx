/**
 * The SEO card's previews on the demo backend (docs/rules.md#validation): what is typed shows as a search engine would
 * show it, markup read as markup (text that only looks like it stays), and a long description cut with its ellipsis
 * inside the limit.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDemoBackend } from '../../../support/demo-msw';
import { setModules } from '../../../support/modules';
import { renderApp } from '../../../support/render';

const demo = setupDemoBackend();

beforeEach( () => {
	setModules( demo.backend, { 'seo-tools': true } );
} );

async function openPreviews() {
	const user = userEvent.setup();
	renderApp( demo.backend, { route: '#/traffic' } );
	const seo = within( await screen.findByRole( 'region', { name: 'SEO' } ) );
	await user.click( await seo.findByRole( 'button', { name: 'Front Page Meta Description' } ) );
	await user.click( seo.getByRole( 'button', { name: 'Previews on Google, Facebook and Twitter' } ) );
	return { user, seo, google: within( seo.getByRole( 'figure', { name: 'Google search preview' } ) ) };
}

it( 'shows a description with a lone < and > as typed, and one with markup as its text', async () => {
	const { user, seo, google } = await openPreviews();
	const description = seo.getByRole( 'textbox', { name: 'Front page meta description' } );
	await user.type( description, 'Bed 10 < 20 and > 5' );
	expect( await google.findByText( 'Bed 10 < 20 and > 5' ) ).toBeVisible();

	await user.clear( description );
	await user.type( description, 'Fresh <b>herbs</b> &amp; tea' );
	expect( await google.findByText( 'Fresh herbs & tea' ) ).toBeVisible();
} );

it( 'cuts a long description so that it shows 160 characters with its ellipsis', async () => {
	const { user, seo, google } = await openPreviews();
	const description = seo.getByRole( 'textbox', { name: 'Front page meta description' } );
	await user.click( description );
	await user.paste( 'x'.repeat( 200 ) );
	expect( await google.findByText( `${ 'x'.repeat( 159 ) }…` ) ).toBeVisible();
} );
