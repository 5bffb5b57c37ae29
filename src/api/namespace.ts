/** Every call of the app lives under this REST namespace. */
export const NS = 'jetpack/v4';

/**
 * This plugin's own namespace: beside the original Jetpack plugin, which answers under NS, the plugin keeps there the
 * routes Jetpack does not have (docs/hosts.md#beside-jetpack).
 */
export const OWN_NS = 'jetpack-dashboard/v1';

/** Builds a path under the namespace, encoding query values. */
export function v4( path: string, query?: Record< string, string | number | boolean > ): string {
	const search = query
		? '?' + Object.entries( query ).map( ( [ key, value ] ) => `${ encodeURIComponent( key ) }=${ encodeURIComponent( String( value ) ) }` ).join( '&' )
		: '';
	return `${ NS }/${ path }${ search }`;
}
