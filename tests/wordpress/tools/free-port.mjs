/** A port on the loopback that nothing listens on now: the suite's servers and `npm run wordpress`'s test take one each. */
import { createServer } from 'node:net';

export function freePort() {
	return new Promise( ( resolve, reject ) => {
		const server = createServer();
		server.once( 'error', reject );
		server.listen( 0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close( () => resolve( port ) );
		} );
	} );
}
