/**
 * Loaded with `node --import` before WordPress Playground's command line (serve.mjs): the command line has no option
 * for the address it listens on and listens on every interface, and its site signs every visitor in as the
 * administrator. Every server started in this process without an address of its own listens on
 * JP_PLAYGROUND_HOST instead (127.0.0.1 unless `npm run wordpress -- --host=` named another):
 * tests/wordpress/README.md#npm-run-wordpress.
 */
import net from 'node:net';

const host = process.env.JP_PLAYGROUND_HOST || '127.0.0.1';
const listen = net.Server.prototype.listen;

net.Server.prototype.listen = function listenOnHost( ...args ) {
	const [ first ] = args;
	if ( first === undefined || typeof first === 'function' ) {
		// listen() or listen( callback ): a port of the system's choosing.
		args.unshift( 0, host );
	} else if ( typeof first === 'number' || ( typeof first === 'string' && /^\d+$/.test( first ) ) ) {
		// listen( port[, host][, backlog][, callback] ): the address goes second unless one is there.
		if ( typeof args[ 1 ] !== 'string' ) {
			args.splice( 1, 0, host );
		}
	} else if ( first && typeof first === 'object' && ! ( 'path' in first ) && ! ( 'fd' in first ) && ! ( '_handle' in first ) && ! first.host ) {
		args[ 0 ] = { ...first, host };
	}
	return listen.apply( this, args );
};
