/** The demo's wp-admin frame speaks the user's language: a right-to-left locale gets a right-to-left page. */
import { renderFrame } from '../../../src/demo/server/admin-page';

const frame = ( locale?: string ) =>
	renderFrame( { title: 'Jetpack', siteTitle: 'Demo', username: 'admin', currentPage: 'jetpack', body: '', locale } );

it.each( [
	[ 'he_IL', '<html lang="he-IL" dir="rtl">', '<body class="wp-admin rtl">' ],
	[ 'ar', '<html lang="ar" dir="rtl">', '<body class="wp-admin rtl">' ],
	[ 'pt_PT_ao90', '<html lang="pt-PT-ao90">', '<body class="wp-admin">' ],
	[ undefined, '<html lang="en-US">', '<body class="wp-admin">' ],
] )( 'a %s user gets %s', ( locale, html, body ) => {
	const page = frame( locale );
	expect( page ).toContain( html );
	expect( page ).toContain( body );
} );
