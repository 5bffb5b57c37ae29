/** Small readers the Jetpack adapters share: Jetpack answers some calls with more than one shape. */

export type Raw = Record< string, unknown >;

export const isRecord = ( value: unknown ): value is Raw => !! value && typeof value === 'object' && ! Array.isArray( value );

export const asRecord = ( value: unknown ): Raw => ( isRecord( value ) ? value : {} );

/** A text, or empty for anything else. */
export const text = ( value: unknown ): string => ( typeof value === 'string' ? value : '' );

/** A list of strings, whatever else the host put in it left out. */
export const strings = ( value: unknown ): string[] => ( Array.isArray( value ) ? value.filter( ( item ) => typeof item === 'string' ) : [] );

/** A path the host hands to admin_url(): the part of an address after wp-admin/, or the value as it is. */
export function adminRelative( url: string ): string {
	const at = url.indexOf( '/wp-admin/' );
	return at === -1 ? url : url.slice( at + '/wp-admin/'.length );
}
