import { invalidIpEntries, ipListEntries, isValidIpEntry } from '../../../src/lib/ip-list';

it.each( [
	[ '127.0.0.1', true ],
	[ '10.0.0.0/8', true ],
	[ '10.0.0.0/33', false ],
	[ '192.168.1.1 - 192.168.1.50', true ],
	[ '192.168.1.1-192.168.1.50', true ],
	[ '::1', true ],
	[ '2001:db8::/32', true ],
	[ '2001:0db8:85a3:0000:0000:8a2e:0370:7334', true ],
	[ '::ffff:192.0.2.128', true ],
	[ '256.1.1.1', false ],
	[ '1.2.3', false ],
	[ 'example.com', false ],
	[ '1::2::3', false ],
] )( 'isValidIpEntry(%j) = %s', ( entry, valid ) => {
	expect( isValidIpEntry( entry ) ).toBe( valid );
} );

it( 'lists entries by line and comma, blanks left out', () => {
	expect( ipListEntries( '1.1.1.1\n\n 2.2.2.2 , 3.3.3.3\n' ) ).toEqual( [ '1.1.1.1', '2.2.2.2', '3.3.3.3' ] );
} );

it( 'names the refused entries', () => {
	expect( invalidIpEntries( '1.1.1.1\nnope\n300.1.1.1' ) ).toEqual( [ 'nope', '300.1.1.1' ] );
	expect( invalidIpEntries( '' ) ).toEqual( [] );
} );
