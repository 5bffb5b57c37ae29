/**
 * The Writing and Sharing settings in the demo backend: each is stored and read back, bad values are refused naming
 * the setting and change nothing, and an editor or a subscriber is refused.
 */
import { REST_ROUTES } from '../../../src/api/rest-routes';
import { callRoute } from '../../../src/api/call-route';
import { setupDemoBackend } from '../../support/demo-msw';
import { expectSettingRefused } from '../../support/settings';

const demo = setupDemoBackend();

const WRITES = {
	carousel: true,
	carousel_display_exif: true,
	carousel_display_comments: false,
	carousel_background_color: 'white',
	'copy-post': true,
	markdown: true,
	wpcom_publish_posts_with_markdown: true,
	latex: false,
	shortcodes: false,
	jetpack_blocks_disabled: true,
	'custom-content-types': true,
	jetpack_testimonial: true,
	jetpack_portfolio: true,
	jetpack_testimonial_posts_per_page: 1,
	jetpack_portfolio_posts_per_page: 100,
	'infinite-scroll': true,
	infinite_scroll: false,
	'custom-css': false,
	widgets: false,
	'widget-visibility': true,
	masterbar: true,
	publicize: true,
	sharedaddy: true,
	likes: true,
};

it( 'stores every writing and sharing setting and reads it back', async () => {
	await callRoute( REST_ROUTES.updateSettings, { data: WRITES } );
	await expect( callRoute( REST_ROUTES.settings ) ).resolves.toMatchObject( WRITES );
} );

it.each( [
	[ 'jetpack_portfolio_posts_per_page', 0 ],
	[ 'jetpack_portfolio_posts_per_page', 101 ],
	[ 'jetpack_testimonial_posts_per_page', 2.5 ],
	[ 'jetpack_testimonial_posts_per_page', '10' ],
	[ 'carousel_background_color', 'purple' ],
	[ 'carousel_display_exif', 'yes' ],
	[ 'infinite_scroll', 1 ],
] )( 'refuses %s = %p naming it, and changes nothing', ( name, value ) => expectSettingRefused( name, value ) );

it.each( [ 'editor', 'subscriber' ] )( 'refuses writing and sharing writes to a %s', async ( role ) => {
	demo.reset( role );
	await expect( callRoute( REST_ROUTES.updateSettings, { data: { jetpack_portfolio_posts_per_page: 12 } } ) ).rejects.toMatchObject( { status: 403 } );
	await expect( callRoute( REST_ROUTES.updateSettings, { data: { likes: true } } ) ).rejects.toMatchObject( { status: 403 } );
	await expect( callRoute( REST_ROUTES.updateSettings, { data: { carousel_background_color: 'white' } } ) ).rejects.toMatchObject( { status: 403 } );
} );
