/**
 * Unsaved edits belong to the tab, not to the card on screen: a card the search hides and shows again still holds
 * what was typed, and leaving the tab meanwhile still asks the unsaved-changes question; accepting forgets the edits.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeSettings } from '../../../src/demo/backend/settings-model';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend();
const QUESTION = 'There are unsaved settings in this tab that will be lost if you leave it. Proceed?';
const TYPED = 'Seasonal notes from a small garden.';

beforeEach( () => {
	writeSettings( demo.backend.state, { 'seo-tools': true } );
} );

const seo = () => within( screen.getByRole( 'region', { name: 'SEO' } ) );
const tab = ( name: string ) => within( screen.getByRole( 'navigation', { name: 'Settings' } ) ).getByRole( 'link', { name } );
const searchBox = () => screen.getByRole( 'searchbox', { name: 'Search for a Jetpack feature.' } );

async function openTraffic() {
	const rendered = renderApp( demo.backend, { route: '#/traffic' } );
	await screen.findByRole( 'heading', { level: 1, name: 'Traffic' } );
	await screen.findByRole( 'region', { name: 'SEO' } );
	return rendered;
}

/** Opens the SEO card's meta description part (folded at first) and returns its field. */
async function descriptionField() {
	const region = within( await screen.findByRole( 'region', { name: 'SEO' } ) );
	const field = region.queryByRole( 'textbox', { name: 'Front page meta description' } );
	if ( field ) {
		return field;
	}
	await userEvent.click( await region.findByRole( 'button', { name: 'Front Page Meta Description' } ) );
	return region.findByRole( 'textbox', { name: 'Front page meta description' } );
}

async function typeDescription() {
	await userEvent.type( await descriptionField(), TYPED );
	expect( seo().getByRole( 'button', { name: 'Save Settings' } ) ).toBeEnabled();
}

/** Opens the search and types a term; resolves once the term has been applied (the SEO card is gone). */
async function searchFor( term: string ) {
	await userEvent.click( screen.getByRole( 'button', { name: 'Search settings' } ) );
	await userEvent.type( searchBox(), term );
	await waitFor( () => expect( screen.queryByRole( 'region', { name: 'SEO' } ) ).toBeNull() );
}

it( 'keeps the typed description when a search that matched nothing is closed', async () => {
	await openTraffic();
	await typeDescription();
	await searchFor( 'zzzqx' );
	expect( await screen.findByText( 'No search results found for zzzqx' ) ).toBeInTheDocument();
	await userEvent.click( screen.getByRole( 'button', { name: 'Close search' } ) );

	expect( await descriptionField() ).toHaveValue( TYPED );
	expect( seo().getByRole( 'button', { name: 'Save Settings' } ) ).toBeEnabled();
} );

const HIDDEN_SEO = 'The search hides cards with unsaved changes: SEO. Close the search to see them; the changes are kept.';

it( 'says which card with unsaved edits the search hides, and says nothing once it shows again', async () => {
	await openTraffic();
	await typeDescription();
	await searchFor( 'sitemap' );
	expect( await screen.findByText( HIDDEN_SEO ) ).toBeInTheDocument();
	await userEvent.clear( searchBox() );
	await userEvent.type( searchBox(), 'seo' );
	await screen.findByRole( 'region', { name: 'SEO' } );
	expect( screen.queryByText( HIDDEN_SEO ) ).toBeNull();
} );

it( 'says nothing of hidden cards when no card holds an edit', async () => {
	await openTraffic();
	await searchFor( 'sitemap' );
	expect( screen.getByRole( 'region', { name: 'Sitemaps' } ) ).toBeInTheDocument();
	expect( screen.queryByText( /The search hides cards/ ) ).toBeNull();
} );

it( 'marks no tab as the current one while a term shows results from every section', async () => {
	await openTraffic();
	expect( tab( 'Traffic' ) ).toHaveAttribute( 'aria-current', 'page' );
	await searchFor( 'sitemap' );
	const tabs = within( screen.getByRole( 'navigation', { name: 'Settings' } ) ).getAllByRole( 'link' );
	expect( tabs.filter( ( link ) => link.hasAttribute( 'aria-current' ) || link.classList.contains( 'active' ) ) ).toEqual( [] );
	await userEvent.click( screen.getByRole( 'button', { name: 'Close search' } ) );
	await waitFor( () => expect( tab( 'Traffic' ) ).toHaveAttribute( 'aria-current', 'page' ) );
} );

it( 'keeps the typed description when a search that shows other cards is cleared', async () => {
	await openTraffic();
	await typeDescription();
	await searchFor( 'sitemap' );
	expect( screen.getByRole( 'region', { name: 'Sitemaps' } ) ).toBeInTheDocument();
	await userEvent.clear( searchBox() );

	expect( await descriptionField() ).toHaveValue( TYPED );
} );

it( 'asks before leaving the tab while the card holding the edit is hidden; declining keeps the edit', async () => {
	const confirm = jest.spyOn( window, 'confirm' ).mockReturnValue( false );
	await openTraffic();
	await typeDescription();
	await searchFor( 'zzzqx' );
	await userEvent.click( tab( 'Security' ) );

	expect( confirm ).toHaveBeenCalledWith( QUESTION );
	expect( screen.getByRole( 'heading', { level: 1, name: 'Traffic' } ) ).toBeInTheDocument();
	await userEvent.click( screen.getByRole( 'button', { name: 'Close search' } ) );
	expect( await descriptionField() ).toHaveValue( TYPED );
} );

it( 'forgets the hidden edit once the user accepts leaving the tab', async () => {
	const confirm = jest.spyOn( window, 'confirm' ).mockReturnValue( true );
	const { store } = await openTraffic();
	await typeDescription();
	await searchFor( 'zzzqx' );
	await userEvent.click( tab( 'Security' ) );

	expect( confirm ).toHaveBeenCalledWith( QUESTION );
	expect( await screen.findByRole( 'heading', { level: 1, name: 'Security' } ) ).toBeInTheDocument();
	expect( store.getState().settingsUi.hasUnsavedChanges ).toBe( false );
	await userEvent.click( tab( 'Traffic' ) );
	await screen.findByRole( 'heading', { level: 1, name: 'Traffic' } );
	expect( await descriptionField() ).toHaveValue( '' );
	expect( confirm ).toHaveBeenCalledTimes( 1 );
} );

it( 'keeps the edit when its part of the card is folded and unfolded', async () => {
	await openTraffic();
	await typeDescription();
	await userEvent.click( seo().getByRole( 'button', { name: 'Front Page Meta Description' } ) );
	expect( seo().queryByRole( 'textbox', { name: 'Front page meta description' } ) ).toBeNull();
	expect( await descriptionField() ).toHaveValue( TYPED );
} );

it( 'shows a Google code typed by hand again, in its field, when the search gives the card back', async () => {
	writeSettings( demo.backend.state, { 'verification-tools': true } );
	await openTraffic();
	const card = () => within( screen.getByRole( 'region', { name: 'Site verification' } ) );
	await userEvent.click( await card().findByRole( 'button', { name: 'Manually Verify' } ) );
	await userEvent.type( card().getByRole( 'textbox', { name: 'Google' } ), 'abc123' );
	await searchFor( 'zzzqx' );
	await userEvent.click( screen.getByRole( 'button', { name: 'Close search' } ) );

	const field = await card().findByRole( 'textbox', { name: 'Google' } );
	expect( field ).toHaveValue( '<meta name="google-site-verification" content="abc123" />' );
	expect( card().getByRole( 'button', { name: 'Save Settings' } ) ).toBeEnabled();
} );
