import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getRedirectUrl } from '../../../src/lib/redirect-url';
import type { RedirectArgs } from '../../../src/lib/redirect-url';

describe( 'getRedirectUrl', () => {
	it.each< [ string, RedirectArgs | undefined, string ] >( [
		[ 'jetpack-support', undefined, 'https://jetpack.com/redirect/?source=jetpack-support' ],
		[ 'calypso-activity-log', { site: 'example.com' }, 'https://jetpack.com/redirect/?source=calypso-activity-log&site=example.com' ],
		[
			'calypso-activity-log',
			{ site: 'example.com::blog', query: 'group=rewind' },
			'https://jetpack.com/redirect/?source=calypso-activity-log&site=example.com%3A%3Ablog&query=group%3Drewind',
		],
		[
			'jetpack-product-description-checkout',
			{ site: 'example.org', path: 'jetpack_backup_t1_yearly' },
			'https://jetpack.com/redirect/?source=jetpack-product-description-checkout&site=example.org&path=jetpack_backup_t1_yearly',
		],
		[ 'jetpack-support-site-verification-tools', { anchor: 'google' }, 'https://jetpack.com/redirect/?source=jetpack-support-site-verification-tools&anchor=google' ],
		[ 'calypso-purchases', { site: '', path: '', query: '', anchor: '' }, 'https://jetpack.com/redirect/?source=calypso-purchases' ],
		[ 'calypso-help', { query: 'coupon=A&B' }, 'https://jetpack.com/redirect/?source=calypso-help&query=coupon%3DA%26B' ],
	] )( '%s %j → %s', ( source, args, expected ) => {
		expect( getRedirectUrl( source, args ) ).toBe( expected );
	} );

	it( 'keeps the arguments in a fixed order, whatever order they are given in', () => {
		expect( getRedirectUrl( 'x', { anchor: 'a', query: 'q=1', path: 'p', site: 's' } ) ).toBe(
			'https://jetpack.com/redirect/?source=x&site=s&path=p&query=q%3D1&anchor=a'
		);
	} );
} );

describe( 'the redirect address', () => {
	it( 'is spelled only by the helper: every other outside link is built through it', () => {
		const src = path.resolve( __dirname, '../../../src' );
		// The product's files: the tests beside a card spell the addresses they expect.
		const files = readdirSync( src, { recursive: true, encoding: 'utf8' } ).filter( ( file ) => /\.tsx?$/.test( file ) && ! /\.test\.tsx?$/.test( file ) );
		const spelled = files.filter( ( file ) => readFileSync( path.join( src, file ), 'utf8' ).includes( 'jetpack.com/redirect' ) );
		expect( spelled ).toEqual( [ path.join( 'lib', 'redirect-url.ts' ) ] );
	} );
} );
