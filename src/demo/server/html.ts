/** Escaping for the demo pages: text into HTML, and JSON into a <script> (as WordPress' JSON_HEX_TAG | JSON_HEX_AMP). */
export function escapeHtml( text: string ): string {
	return text.replace( /[&<>"']/g, ( char ) => `&#${ char.charCodeAt( 0 ) };` );
}

export function jsonForScript( value: unknown ): string {
	return JSON.stringify( value )
		.replace( /</g, '\\u003C' )
		.replace( />/g, '\\u003E' )
		.replace( /&/g, '\\u0026' )
		.replace( /\u2028/g, '\\u2028' )
		.replace( /\u2029/g, '\\u2029' );
}
