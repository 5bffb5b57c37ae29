/**
 * The firewall's and brute force protection's IP lists: one entry per line (commas also separate), each an IPv4
 * or IPv6 address, a CIDR block, or a range "low - high". Pure: the card shows the entries it refuses.
 */
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function isIpv6( text: string ): boolean {
	// One "::" at most; every other character is checked group by group below.
	if ( text.split( '::' ).length > 2 ) {
		return false;
	}
	const groups = text.split( ':' );
	const compressed = text.includes( '::' );
	const lastGroup = text.slice( text.lastIndexOf( ':' ) + 1 );
	const embeddedV4 = IPV4.test( lastGroup );
	const hexGroups = embeddedV4 ? groups.slice( 0, -1 ) : groups;
	const wanted = embeddedV4 ? 6 : 8;
	if ( ! hexGroups.every( ( group ) => group === '' || /^[0-9a-f]{1,4}$/i.test( group ) ) ) {
		return false;
	}
	const filled = hexGroups.filter( ( group ) => group !== '' ).length;
	return compressed ? filled < wanted : filled === wanted && groups.length === ( embeddedV4 ? 7 : 8 );
}

function isAddress( text: string ): boolean {
	return IPV4.test( text ) || isIpv6( text );
}

export function isValidIpEntry( entry: string ): boolean {
	const text = entry.trim();
	const cidr = /^(.+)\/(\d{1,3})$/.exec( text );
	if ( cidr ) {
		// Stryker disable next-line StringLiteral: both groups always match something; the defaults only satisfy the types.
		const [ , address = '', bits = '' ] = cidr;
		const max = IPV4.test( address ) ? 32 : 128;
		return isAddress( address ) && Number( bits ) <= max;
	}
	const range = text.split( /\s*-\s*/ );
	if ( range.length === 2 ) {
		// Stryker disable next-line StringLiteral: a split into two always has both; the defaults only satisfy the types.
		const [ low = '', high = '' ] = range;
		return ( IPV4.test( low ) && IPV4.test( high ) ) || ( isIpv6( low ) && isIpv6( high ) );
	}
	return isAddress( text );
}

/** The entries of a list, blanks left out. */
export function ipListEntries( text: string ): string[] {
	return text
		.split( /[\n,]/ )
		.map( ( entry ) => entry.trim() )
		.filter( ( entry ) => entry !== '' );
}

/** The entries that are not addresses, blocks or ranges (empty when the list is fine). */
export function invalidIpEntries( text: string ): string[] {
	return ipListEntries( text ).filter( ( entry ) => ! isValidIpEntry( entry ) );
}
