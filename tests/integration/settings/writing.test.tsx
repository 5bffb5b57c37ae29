/**
 * The Writing section on the demo backend: which cards show for whom, switches that save at once, fields saved
 * with Save Settings, the infinite scroll choice, and a refused save that keeps the typed text and puts a switch
 * back.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { readSettings } from '../../../src/demo/backend/settings-model';
import { setupDemoBackend, TEST_REST_ROOT } from '../../support/demo-msw';
import { openCard, renderApp } from '../../support/render';
import type { RenderOptions } from '../../support/render';

const demo = setupDemoBackend();
const card = ( title: string ) => within( screen.getByRole( 'region', { name: title } ) );
const stored = () => readSettings( demo.backend.state );

const openWriting = ( options: RenderOptions = {} ) => openCard( demo.backend, '#/writing', 'Writing', 'Media', options );

const REFUSED = 'Error updating settings. The database is busy. (Status 500)';
const notices = () => within( screen.getByRole( 'region', { name: 'Notices' } ) );

/** The next settings save fails; resolves once it was refused. */
function refuseNextSave(): Promise< void > {
	return new Promise( ( refused ) => {
		demo.server.use(
			http.post(
				`${ TEST_REST_ROOT }jetpack/v4/settings`,
				() => {
					refused();
					return HttpResponse.json( { code: 'boom', message: 'The database is busy.', data: { status: 500 } }, { status: 500 } );
				},
				{ once: true }
			)
		);
	} );
}

it( 'shows a manager every writing card, in order', async () => {
	await openWriting();
	const titles = screen.getAllByRole( 'heading', { level: 3 } ).map( ( heading ) => heading.textContent );
	expect( titles ).toEqual( [
		'Media',
		'Composing',
		'Custom content types',
		'Theme enhancements',
		'Widgets',
		'Post by email',
		'WordPress.com toolbar',
	] );
	// The demo theme has no infinite scroll support.
	expect( card( 'Theme enhancements' ).getByText( 'Theme support required.' ) ).toBeVisible();
	expect( card( 'Composing' ).getByText( /Caution: if there are Jetpack blocks used/ ) ).toBeVisible();
} );

it( 'saves the carousel switch at once, then its options and colour scheme', async () => {
	await openWriting();
	const media = card( 'Media' );
	expect( media.queryByRole( 'button', { name: 'Save Settings' } ) ).toBeNull();
	await userEvent.click( media.getByRole( 'checkbox', { name: 'Display images in a full-screen carousel gallery' } ) );
	await screen.findByText( 'Updated settings.' );
	expect( stored().carousel ).toBe( true );

	await userEvent.click( await media.findByRole( 'checkbox', { name: 'Show photo Exif metadata in carousel (when available)' } ) );
	await media.findByRole( 'checkbox', { name: /Show photo Exif metadata/, checked: true } );
	expect( stored().carousel_display_exif ).toBe( true );

	const save = media.getByRole( 'button', { name: 'Save Settings' } );
	expect( save ).toBeDisabled();
	await userEvent.selectOptions( media.getByRole( 'combobox', { name: 'Carousel color scheme' } ), 'white' );
	await userEvent.click( save );
	await screen.findByText( 'Updated settings.' );
	expect( stored().carousel_background_color ).toBe( 'white' );
	expect( media.getByRole( 'button', { name: 'Save Settings' } ) ).toBeDisabled();
} );

it( 'turns a content type on, refuses a count out of range, and saves a good one', async () => {
	await openWriting();
	const types = card( 'Custom content types' );
	await userEvent.click( types.getByRole( 'checkbox', { name: 'Portfolios' } ) );
	const perPage = await types.findByRole( 'spinbutton', { name: 'Portfolio projects per page' } );
	expect( stored()[ 'custom-content-types' ] ).toBe( true );
	expect( stored().jetpack_portfolio ).toBe( true );
	expect( types.getByRole( 'link', { name: 'Add a portfolio project' } ) ).toHaveAttribute(
		'href',
		expect.stringContaining( 'post-new.php?post_type=jetpack-portfolio' )
	);

	await userEvent.clear( perPage );
	await userEvent.type( perPage, '0' );
	expect( types.getByRole( 'alert' ) ).toHaveTextContent( 'Enter a whole number of items per page from 1 to 100.' );
	expect( types.getByRole( 'button', { name: 'Save Settings' } ) ).toBeDisabled();

	await userEvent.clear( perPage );
	await userEvent.type( perPage, '12' );
	await userEvent.click( types.getByRole( 'button', { name: 'Save Settings' } ) );
	await screen.findByText( 'Updated settings.' );
	expect( stored().jetpack_portfolio_posts_per_page ).toBe( 12 );
} );

it( 'keeps the typed count and puts a switch back when the server refuses', async () => {
	demo.backend.update( ( state ) => {
		const types = state.modules[ 'custom-content-types' ];
		if ( types?.options.jetpack_testimonial ) {
			types.activated = true;
			types.options.jetpack_testimonial.current_value = true;
		}
	} );
	await openWriting();
	const types = card( 'Custom content types' );
	const perPage = types.getByRole( 'spinbutton', { name: 'Testimonials per page' } );
	await userEvent.clear( perPage );
	await userEvent.type( perPage, '25' );
	const countRefused = refuseNextSave();
	await userEvent.click( types.getByRole( 'button', { name: 'Save Settings' } ) );
	await countRefused;
	expect( await notices().findByText( REFUSED ) ).toBeVisible();
	expect( perPage ).toHaveValue( 25 );
	expect( types.getByRole( 'button', { name: 'Save Settings' } ) ).toBeEnabled();
	expect( stored().jetpack_testimonial_posts_per_page ).toBe( 10 );

	const latex = card( 'Composing' ).getByRole( 'checkbox', { name: /LaTeX/ } );
	expect( latex ).toBeChecked();
	const switchRefused = refuseNextSave();
	await userEvent.click( latex );
	await switchRefused;
	await notices().findByText( REFUSED );
	await card( 'Composing' ).findByRole( 'checkbox', { name: /LaTeX/, checked: true } );
	expect( stored().latex ).toBe( true );
} );

it( 'turns markdown for posts on with its module, and Jetpack blocks off through the blocks option', async () => {
	await openWriting();
	const composing = card( 'Composing' );
	await userEvent.click( composing.getByRole( 'checkbox', { name: 'Write posts or pages in plain-text Markdown syntax' } ) );
	await composing.findByRole( 'checkbox', { name: /Markdown syntax/, checked: true } );
	expect( stored() ).toMatchObject( { markdown: true, wpcom_publish_posts_with_markdown: true } );

	await userEvent.click( composing.getByRole( 'checkbox', { name: /Jetpack blocks give you the power/ } ) );
	await composing.findByRole( 'checkbox', { name: /Jetpack blocks give you the power/, checked: false } );
	expect( stored().jetpack_blocks_disabled ).toBe( true );
} );

it( 'saves the infinite scroll choice at once when the theme supports it', async () => {
	await openWriting( {
		initial: ( printed ) => ( { ...printed, themeData: { ...printed.themeData, support: { ...printed.themeData.support, 'infinite-scroll': true } } } ),
	} );
	const theme = card( 'Theme enhancements' );
	expect( theme.getByRole( 'radio', { name: 'Load more posts using the default theme behavior' } ) ).toBeChecked();
	await userEvent.click( theme.getByRole( 'radio', { name: 'Load more posts as the reader scrolls down' } ) );
	await screen.findByText( 'Updated settings.' );
	expect( stored() ).toMatchObject( { 'infinite-scroll': true, infinite_scroll: true } );

	await userEvent.click( theme.getByRole( 'radio', { name: 'Load more posts in page with a button' } ) );
	await theme.findByRole( 'radio', { name: 'Load more posts in page with a button', checked: true } );
	expect( stored() ).toMatchObject( { 'infinite-scroll': true, infinite_scroll: false } );
} );

it( 'shows an editor how composing is set up, without changing it, and Post by email', async () => {
	demo.reset( 'editor' );
	renderApp( demo.backend, { route: '#/writing' } );
	await screen.findByRole( 'region', { name: 'Post by email' } );
	expect( screen.getAllByRole( 'heading', { level: 3 } ).map( ( heading ) => heading.textContent ) ).toEqual( [ 'Composing', 'Post by email' ] );
	const composing = card( 'Composing' );
	for ( const name of [ /LaTeX/, /Markdown syntax/, /Jetpack blocks give you the power/ ] ) {
		expect( composing.getByRole( 'checkbox', { name } ) ).toBeDisabled();
	}
	expect( composing.getAllByText( 'Only a site administrator can change this.' ).length ).toBeGreaterThan( 0 );
	expect( screen.queryByRole( 'checkbox', { name: 'Publish posts by sending an email' } ) ).toBeNull();
} );

it( 'asks a user not linked to WordPress.com to connect before using the toolbar, and fades the card', async () => {
	demo.reset( 'user-unlinked' );
	await openWriting();
	const toolbar = screen.getByRole( 'region', { name: 'WordPress.com toolbar' } );
	expect( within( toolbar ).getByText( 'Connect your WordPress.com account to use the WordPress.com toolbar.' ) ).toBeVisible();
	expect( within( toolbar ).getByRole( 'checkbox', { name: 'Enable the WordPress.com toolbar' } ) ).toBeDisabled();
} );
