import net from 'node:net';

export function findFreePort(): Promise< number > {
	return new Promise( ( resolve, reject ) => {
		const probe = net.createServer();
		probe.once( 'error', reject );
		probe.listen( 0, '127.0.0.1', () => {
			const address = probe.address();
			probe.close( () => ( typeof address === 'object' && address ? resolve( address.port ) : reject( new Error( 'no port' ) ) ) );
		} );
	} );
}

export async function waitForHttp( url: string, timeoutMs: number ): Promise< void > {
	const deadline = Date.now() + timeoutMs;
	let last: unknown;
	while ( Date.now() < deadline ) {
		try {
			const response = await fetch( url );
			if ( response.ok ) {
				return;
			}
			last = new Error( `HTTP ${ response.status }` );
		} catch ( error ) {
			last = error;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 150 ) );
	}
	throw last instanceof Error ? last : new Error( 'timed out' );
}
