import { invalidIpEntries, ipListEntries, isValidIpEntry } from '../../../../../src/screens/settings/security/ip-list';

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

describe( 'what the IP lists accept, address by address', () => {
	it.each( [
		// IPv4: each octet 0 to 255, no leading zero, exactly four.
		[ '0.0.0.0', true ],
		[ '255.255.255.255', true ],
		[ '249.250.199.100', true ],
		[ '9.99.100.200', true ],
		[ '255.255.255.256', false ],
		[ '260.1.1.1', false ],
		[ '1.300.1.1', false ],
		[ '1.1.1.01', false ],
		[ '1.2.3.4.5', false ],
		[ '1.2.3.4 ', true ],
		[ 'x1.2.3.4', false ],
		[ '1.2.3.4x', false ],
		// IPv6: eight groups of up to four hex digits, or fewer around one "::".
		[ '2001:DB8:0:0:0:0:0:1', true ],
		[ '2001:db8:0:0:0:0:0', false ],
		[ '2001:db8:0:0:0:0:0:1:2', false ],
		[ '2001:db8::1', true ],
		[ '::', true ],
		[ '1:2:3:4:5:6:7::', true ],
		[ '1:2:3:4:5:6:7:8::', false ],
		[ '2001:db8:12345::1', false ],
		[ '2001:db8:g::1', false ],
		[ ':2001:db8:0:0:0:0:1', false ],
		[ '1:2:3:4:5:6:7:8:', false ],
		// IPv6 ending in an IPv4 address: six groups before it, or fewer around "::".
		[ '0:0:0:0:0:ffff:192.0.2.128', true ],
		[ '0:0:0:0:ffff:192.0.2.128', false ],
		[ '::ffff:300.0.2.128', false ],
		// Blocks: an address and a prefix up to its size.
		[ '10.0.0.0/32', true ],
		[ '10.0.0.0/0', true ],
		[ '2001:db8::/128', true ],
		[ '2001:db8::/129', false ],
		[ '10.0.0.0/', false ],
		[ '10.0.0.0/1000', false ],
		[ 'nope/8', false ],
		[ '10.0.0.0/8x', false ],
		// Ranges: two addresses of the same kind.
		[ '::1 - ::ff', true ],
		[ '10.0.0.1 - ::ff', false ],
		[ '10.0.0.1 - 10.0.0.300', false ],
		[ '10.0.0.1 - 10.0.0.2 - 10.0.0.3', false ],
		[ '10.0.0.1   -   10.0.0.9', true ],
		[ '', false ],
	] )( '%j: %s', ( entry, valid ) => {
		expect( isValidIpEntry( entry ) ).toBe( valid );
	} );

	it( 'refuses only the entries that are wrong, each once, in the order typed', () => {
		expect( invalidIpEntries( '10.0.0.1, 10.0.0.0/40\n::1\n2001:db8::/129 , ok?\n' ) ).toEqual( [ '10.0.0.0/40', '2001:db8::/129', 'ok?' ] );
		expect( invalidIpEntries( ' \n , \n' ) ).toEqual( [] );
	} );
} );
