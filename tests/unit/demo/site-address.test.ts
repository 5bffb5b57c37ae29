import { atOrigin } from '../../../src/demo/backend/site-address';

const STORED = 'http://127.0.0.1:8080';

it.each( [
	[ 'http://127.0.0.1:8080/sitemap.xml', 'http://127.0.0.1:9123', 'http://127.0.0.1:9123/sitemap.xml' ],
	[ 'http://127.0.0.1:8080/wp-admin/admin.php?page=jetpack#/traffic', 'http://localhost', 'http://localhost/wp-admin/admin.php?page=jetpack#/traffic' ],
	[ 'https://jetpack.com/redirect/?site=127.0.0.1%3A8080&path=x', 'http://127.0.0.1:9123', 'https://jetpack.com/redirect/?site=127.0.0.1%3A9123&path=x' ],
	[ 'https://wordpress.com/checkout/127.0.0.1:8080/jetpack_scan', 'http://127.0.0.1:9123', 'https://wordpress.com/checkout/127.0.0.1:9123/jetpack_scan' ],
	[ 'back=http%3A%2F%2F127.0.0.1%3A8080%2Fwp-admin%2F', 'http://127.0.0.1:9123', 'back=http%3A%2F%2F127.0.0.1%3A9123%2Fwp-admin%2F' ],
	[ 'No address here.', 'http://127.0.0.1:9123', 'No address here.' ],
	[ 'http://127.0.0.1:8080/sitemap.xml', 'http://127.0.0.1:8080', 'http://127.0.0.1:8080/sitemap.xml' ],
] )( 'writes %s at %s as %s', ( text, origin, written ) => {
	expect( atOrigin( text, STORED, origin ) ).toBe( written );
} );

it( 'rewrites every string of an answer, nested in objects and lists, and leaves other values as they are', () => {
	const answer = { sitemaps: { extra: { sitemap_url: `${ STORED }/sitemap.xml` } }, list: [ `${ STORED }/a`, 3, true, null ], count: 2 };
	expect( atOrigin( answer, `${ STORED }/`, 'http://127.0.0.1:9123' ) ).toEqual( {
		sitemaps: { extra: { sitemap_url: 'http://127.0.0.1:9123/sitemap.xml' } },
		list: [ 'http://127.0.0.1:9123/a', 3, true, null ],
		count: 2,
	} );
} );
