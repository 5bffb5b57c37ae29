/**
 * Calls to the demo site's dev API (docs/demo-site.md#dev-api). Its writes take JSON only, with its content type,
 * so every caller goes through here.
 */
export function devApi( base: string, method: 'POST' | 'DELETE', route: 'reset' | 'faults', body?: unknown ): Promise< Response > {
	return fetch( `${ base }/dev-api/${ route }`, {
		method,
		headers: { 'Content-Type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify( body ),
	} );
}

/** The same call, failing with the server's answer when it is not a success. */
export async function devApiOk( base: string, method: 'POST' | 'DELETE', route: 'reset' | 'faults', body?: unknown ): Promise< void > {
	const response = await devApi( base, method, route, body );
	if ( ! response.ok ) {
		throw new Error( `${ method } /dev-api/${ route } ${ JSON.stringify( body ) } failed: ${ response.status } ${ await response.text() }` );
	}
}
