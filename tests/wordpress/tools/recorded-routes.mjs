/**
 * The routes the original Jetpack plugin answers, as recorded from its source (src/demo/jetpack-host/recorded-answers.ts),
 * written for the stand-in of fixtures/jetpack/ to register in real WordPress: each route's namespace, its pattern as
 * WordPress takes it, and per method the recorded status and body.
 */
import { writeFileSync } from 'node:fs';
import { loadTs } from '../../../php-shim/bin/load-ts.mjs';

/** 'module/{slug}/active' → 'module/(?P<slug>[^/]+)/active', as register_rest_route takes a parameter. */
const wordpressPattern = ( routePath ) => `/${ routePath.replace( /\{(\w+)\}/g, '(?P<$1>[^/]+)' ) }`;

/** Every recorded answer, grouped by route: fixed paths before those with parameters, which WordPress tries in order. */
export function recordedRoutes() {
	const { ROUTES } = loadTs( 'src/api/routes.ts' );
	const { JETPACK_ANSWERS } = loadTs( 'src/demo/jetpack-host/recorded-answers.ts' );
	const byRoute = new Map();
	for ( const [ name, answer ] of Object.entries( JETPACK_ANSWERS ) ) {
		if ( answer.kind !== 'answers' ) {
			continue;
		}
		const declared = ROUTES[ name ];
		const namespace = answer.served?.namespace ?? 'jetpack/v4';
		const pattern = wordpressPattern( answer.served?.path ?? declared.path );
		const method = answer.served?.method ?? declared.method;
		const key = `${ namespace } ${ pattern }`;
		const route = byRoute.get( key ) ?? { namespace, route: pattern, answers: {} };
		// The first recorded answer of a method stands for it (a route's GET and POST may be recorded apart).
		route.answers[ method ] ??= { status: answer.status ?? 200, body: answer.body };
		byRoute.set( key, route );
	}
	return [ ...byRoute.values() ].sort( ( a, b ) => Number( a.route.includes( '(?P<' ) ) - Number( b.route.includes( '(?P<' ) ) );
}

/** Writes them where the stand-in reads them. */
export function writeRecordedRoutes( file ) {
	writeFileSync( file, JSON.stringify( recordedRoutes() ) );
}
