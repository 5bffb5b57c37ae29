/**
 * The demo's state keeps the site's address it was created with (`site.url`), but the demo runs on any port
 * (docs/demo-site.md): every answer and the page data write the site's addresses at the origin the browser used, so
 * sitemap addresses, configure links and checkout links follow the port. The address may appear whole, as a bare
 * host (a site slug) or URL-encoded inside another link.
 */
export function atOrigin< T >( value: T, storedUrl: string, origin: string ): T {
	const stored = storedUrl.replace( /\/+$/, '' );
	const current = origin.replace( /\/+$/, '' );
	if ( stored === current || stored === '' ) {
		return value;
	}
	const storedHost = stored.replace( /^https?:\/\//, '' );
	const currentHost = current.replace( /^https?:\/\//, '' );
	const swaps: [ string, string ][] = [
		[ stored, current ],
		[ encodeURIComponent( stored ), encodeURIComponent( current ) ],
		[ storedHost, currentHost ],
		[ encodeURIComponent( storedHost ), encodeURIComponent( currentHost ) ],
	];
	const rewrite = ( item: unknown ): unknown => {
		if ( typeof item === 'string' ) {
			return swaps.reduce( ( text, [ from, to ] ) => text.split( from ).join( to ), item );
		}
		if ( Array.isArray( item ) ) {
			return item.map( rewrite );
		}
		if ( isPlainObject( item ) ) {
			return Object.fromEntries( Object.entries( item ).map( ( [ key, entry ] ) => [ key, rewrite( entry ) ] ) );
		}
		return item;
	};
	return rewrite( value ) as T;
}

/** An object of data (from any realm: a cloned state's objects may come from another one), not a Date or a class. */
function isPlainObject( item: unknown ): item is Record< string, unknown > {
	if ( item === null || typeof item !== 'object' ) {
		return false;
	}
	const proto: unknown = Object.getPrototypeOf( item );
	return proto === null || Object.getPrototypeOf( proto ) === null;
}
