/**
 * SEO title structures on the demo backend: a stored structure comes back from an edit and a save exactly as it
 * was, except the part the user edited. A token the page type's buttons do not offer (the archives' date) stays a
 * token; the same name typed in brackets stays plain text.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SeoTitleFormats } from '../../../src/api/types';
import { readSettings, writeSettings } from '../../../src/demo/backend/settings-model';
import { setupDemoBackend } from '../../support/demo-msw';
import { openCard } from '../../support/render';
import { recordRequests } from '../../support/requests';

const demo = setupDemoBackend();

const STORED: SeoTitleFormats = {
	front_page: [ { type: 'token', value: 'site_name' } ],
	posts: [ { type: 'token', value: 'post_title' }, { type: 'string', value: ' | ' }, { type: 'token', value: 'site_name' } ],
	pages: [],
	groups: [],
	archives: [ { type: 'token', value: 'date' }, { type: 'string', value: ' ' }, { type: 'token', value: 'archive_title' } ],
};

const requests = recordRequests( demo );
const saves = () => requests.bodies( 'POST', 'settings' ) as Array< Record< string, unknown > >;
beforeEach( () => writeSettings( demo.backend.state, { 'seo-tools': true, advanced_seo_title_formats: STORED } ) );

const seo = () => within( screen.getByRole( 'region', { name: 'SEO' } ) );
const storedFormats = () => readSettings( demo.backend.state ).advanced_seo_title_formats as SeoTitleFormats;
const sentFormats = () => saves().at( -1 )?.advanced_seo_title_formats as SeoTitleFormats | undefined;

async function openSeo() {
	const region = await openCard( demo.backend, '#/traffic', 'Traffic', 'SEO' );
	await userEvent.click( region.getByRole( 'button', { name: 'Page Title Structure' } ) );
	await userEvent.click( region.getByRole( 'button', { name: 'Front Page Meta Description' } ) );
}

/** Saves the SEO card; resolves once one more save was sent and ended (Save Settings again, disabled: nothing left). */
async function save() {
	const sent = saves().length;
	await userEvent.click( seo().getByRole( 'button', { name: 'Save Settings' } ) );
	await waitFor( () => {
		expect( saves() ).toHaveLength( sent + 1 );
		expect( seo().getByRole( 'button', { name: 'Save Settings' } ) ).toBeDisabled();
	} );
}

const archivesField = () => seo().getByRole( 'textbox', { name: 'Archives' } );

it( 'shows the stored archives date as a token: in brackets, with an example in the preview', async () => {
	await openSeo();
	expect( archivesField() ).toHaveValue( '[date] [archive_title]' );
	expect( seo().getByText( 'Preview: Example Archive Title/Date Example Archive Title/Date' ) ).toBeInTheDocument();
	const buttons = within( seo().getByRole( 'group', { name: 'Insert a token into the Archives title' } ) ).getAllByRole( 'button' );
	expect( buttons.map( ( button ) => button.textContent ) ).toEqual( [ 'Site Title', 'Tagline', 'Archive Title' ] );
} );

it( 'keeps the archives date token through an edit of the front page description, then of a posts title', async () => {
	await openSeo();
	await userEvent.type( seo().getByRole( 'textbox', { name: 'Front page meta description' } ), 'Notes.' );
	await save();
	expect( saves() ).toEqual( [ { advanced_seo_front_page_description: 'Notes.' } ] );
	expect( storedFormats() ).toEqual( STORED );
	expect( archivesField() ).toHaveValue( '[date] [archive_title]' );

	await userEvent.type( seo().getByRole( 'textbox', { name: 'Posts' } ), ' -' );
	await save();
	expect( saves() ).toHaveLength( 2 );
	expect( sentFormats()?.archives ).toEqual( STORED.archives );
	expect( sentFormats()?.posts ).toEqual( [ ...( STORED.posts ?? [] ).slice( 0, 2 ), { type: 'token', value: 'site_name' }, { type: 'string', value: ' -' } ] );
	expect( storedFormats().archives ).toEqual( STORED.archives );
	expect( archivesField() ).toHaveValue( '[date] [archive_title]' );
} );

it( 'keeps the archives date token when another part of the archives title is edited', async () => {
	await openSeo();
	await userEvent.type( archivesField(), ' |' );
	await userEvent.click(
		within( seo().getByRole( 'group', { name: 'Insert a token into the Archives title' } ) ).getByRole( 'button', { name: 'Site Title' } )
	);
	expect( archivesField() ).toHaveValue( '[date] [archive_title] |[site_name]' );
	await save();

	expect( sentFormats()?.archives ).toEqual( [
		{ type: 'token', value: 'date' },
		{ type: 'string', value: ' ' },
		{ type: 'token', value: 'archive_title' },
		{ type: 'string', value: ' |' },
		{ type: 'token', value: 'site_name' },
	] );
	expect( storedFormats().archives ).toEqual( sentFormats()?.archives );
} );

it( 'keeps a bracketed date typed into the archives title as plain text, beside the stored date token', async () => {
	await openSeo();
	await userEvent.type( archivesField(), '[[date] ', { initialSelectionStart: 0, initialSelectionEnd: 0 } );
	expect( archivesField() ).toHaveValue( '[date] [date] [archive_title]' );
	expect( seo().getByText( 'Preview: [date] Example Archive Title/Date Example Archive Title/Date' ) ).toBeInTheDocument();
	await save();

	expect( sentFormats()?.archives ).toEqual( [ { type: 'string', value: '[date] ' }, ...( STORED.archives ?? [] ) ] );
} );
