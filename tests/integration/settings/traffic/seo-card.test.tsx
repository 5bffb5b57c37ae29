/**
 * The SEO card on the demo backend (docs/settings.md#seo): the meta description's counter and its three states, the
 * token buttons each page type offers, Save Settings disabled until something differs from the server, the
 * previews on Google, Facebook and Twitter following what is typed, and a save that reaches the server.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSettings, writeSettings } from '../../../../src/demo/backend/settings-model';
import { setupDemoBackend } from '../../../support/demo-msw';
import { openCard } from '../../../support/render';

const demo = setupDemoBackend();
const SITE_TITLE = 'Demo Garden Journal';
const TAGLINE = 'Notes from a small garden';

beforeEach( () => {
	writeSettings( demo.backend.state, { 'seo-tools': true } );
} );

const seo = () => within( screen.getByRole( 'region', { name: 'SEO' } ) );
const saveButton = () => seo().getByRole( 'button', { name: 'Save Settings' } );
const description = () => seo().getByRole( 'textbox', { name: 'Front page meta description' } );
const counter = () => description().closest( '.jp-seo-description' )?.querySelector( '.jp-seo-description__count' );
const preview = ( name: string ) => within( seo().getByRole( 'figure', { name } ) );

async function openSeo( ...parts: string[] ) {
	const region = await openCard( demo.backend, '#/traffic', 'Traffic', 'SEO' );
	for ( const part of parts ) {
		await userEvent.click( region.getByRole( 'button', { name: part } ) );
	}
}

/** Replaces the description with `text`, as a paste would. */
async function setDescription( text: string ) {
	await userEvent.clear( description() );
	if ( text ) {
		await userEvent.click( description() );
		await userEvent.paste( text );
	}
}

it( 'counts the description’s characters, warns past 159 and says when 300 is reached, where the field stops', async () => {
	await openSeo( 'Front Page Meta Description' );
	expect( counter() ).toHaveTextContent( /^0 character\(s\)$/ );

	await setDescription( 'a'.repeat( 159 ) );
	expect( counter() ).toHaveTextContent( /^159 character\(s\)$/ );
	expect( counter() ).not.toHaveClass( 'is-warning' );

	await setDescription( 'a'.repeat( 160 ) );
	expect( counter() ).toHaveTextContent( /^160 character\(s\)$/ );
	expect( counter() ).toHaveClass( 'is-warning' );

	await setDescription( 'a'.repeat( 299 ) );
	expect( counter() ).toHaveTextContent( /^299 character\(s\)$/ );
	expect( counter() ).toHaveClass( 'is-warning' );

	await setDescription( 'b'.repeat( 320 ) );
	expect( description() ).toHaveValue( 'b'.repeat( 300 ) );
	expect( counter() ).toHaveTextContent( /^300 character\(s\) - Maximum characters reached\.$/ );
	expect( counter() ).toHaveClass( 'is-max' );
	expect( seo().getByText( /up to 160 characters/ ) ).toBeVisible();
} );

it( 'offers each page type only its own tokens', async () => {
	await openSeo( 'Page Title Structure' );
	const buttons = ( pageType: string ) =>
		within( seo().getByRole( 'group', { name: `Insert a token into the ${ pageType } title` } ) )
			.getAllByRole( 'button' )
			.map( ( button ) => button.textContent );
	expect( buttons( 'Front Page' ) ).toEqual( [ 'Site Title', 'Tagline' ] );
	expect( buttons( 'Posts' ) ).toEqual( [ 'Site Title', 'Tagline', 'Post Title' ] );
	expect( buttons( 'Pages' ) ).toEqual( [ 'Site Title', 'Tagline', 'Page Title' ] );
	expect( buttons( 'Tags' ) ).toEqual( [ 'Site Title', 'Tagline', 'Tag or Category Name' ] );
	expect( buttons( 'Archives' ) ).toEqual( [ 'Site Title', 'Tagline', 'Archive Title' ] );
} );

it( 'inserts a token with its button, previews it and saves it as a token; a token not offered stays text', async () => {
	await openSeo( 'Page Title Structure' );
	const posts = seo().getByRole( 'textbox', { name: 'Posts' } );
	const postTokens = within( seo().getByRole( 'group', { name: 'Insert a token into the Posts title' } ) );
	await userEvent.click( postTokens.getByRole( 'button', { name: 'Post Title' } ) );
	await userEvent.type( posts, ' on ' );
	await userEvent.click( postTokens.getByRole( 'button', { name: 'Site Title' } ) );
	expect( posts ).toHaveValue( '[post_title] on [site_name]' );
	expect( seo().getByText( `Preview: Example Title on ${ SITE_TITLE }` ) ).toBeVisible();

	// Pages do not offer the post title: typed in brackets it stays text.
	await userEvent.type( seo().getByRole( 'textbox', { name: 'Pages' } ), '[[post_title]' );
	expect( seo().getByText( 'Preview: [post_title]' ) ).toBeVisible();

	await userEvent.click( saveButton() );
	// Saved: the button is disabled once more, with the text kept as typed.
	await waitFor( () => expect( seo().getByRole( 'button', { name: 'Save Settings' } ) ).toBeDisabled() );
	expect( posts ).toHaveValue( '[post_title] on [site_name]' );
	const formats = readSettings( demo.backend.state ).advanced_seo_title_formats as Record< string, unknown >;
	expect( formats.posts ).toEqual( [
		{ type: 'token', value: 'post_title' },
		{ type: 'string', value: ' on ' },
		{ type: 'token', value: 'site_name' },
	] );
	expect( formats.pages ).toEqual( [ { type: 'string', value: '[post_title]' } ] );
} );

it( 'keeps Save Settings disabled until something differs from the server, and again once it is undone', async () => {
	await openSeo( 'Front Page Meta Description' );
	expect( saveButton() ).toBeDisabled();
	await userEvent.type( description(), 'Hi' );
	expect( saveButton() ).toBeEnabled();
	await userEvent.type( description(), '{Backspace}{Backspace}' );
	expect( description() ).toHaveValue( '' );
	expect( saveButton() ).toBeDisabled();
} );

it( 'previews the front page on Google, Facebook and Twitter as it is typed', async () => {
	await openSeo( 'Page Title Structure', 'Front Page Meta Description', 'Previews on Google, Facebook and Twitter' );
	// Before any edit: the site's title and tagline.
	expect( preview( 'Google search preview' ).getByText( SITE_TITLE ) ).toBeVisible();
	expect( preview( 'Google search preview' ).getByText( TAGLINE ) ).toBeVisible();

	const frontPage = within( seo().getByRole( 'group', { name: 'Insert a token into the Front Page title' } ) );
	await userEvent.click( frontPage.getByRole( 'button', { name: 'Tagline' } ) );
	await userEvent.type( seo().getByRole( 'textbox', { name: 'Front Page' } ), ' – Home' );
	await userEvent.type( description(), 'Seasonal notes on vegetables and flowers.' );

	const title = `${ TAGLINE } – Home`;
	for ( const name of [ 'Google search preview', 'Facebook preview', 'Twitter preview' ] ) {
		expect( preview( name ).getByText( title ) ).toBeVisible();
		expect( preview( name ).getByText( 'Seasonal notes on vegetables and flowers.' ) ).toBeVisible();
	}
	expect( seo().getByText( `Preview: ${ title }` ) ).toBeVisible();
} );
