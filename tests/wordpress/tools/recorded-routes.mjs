/**
 * The routes the original Jetpack plugin answers, as recorded from its source (src/jetpack-recorded/recorded-answers.ts),
 * written for the stand-in of fixtures/jetpack/ to register in real WordPress: each route's namespace, its pattern as
 * WordPress takes it, and per method the recorded status and body with the guard recorded beside them: the
 * capabilities its permission callback asks, its refusal, the arguments it registers, the body rule its handler
 * applies and what it answers instead while the connection lacks something (`whileMissing`). Beside them, Jetpack's
 * mapping of its meta capabilities and the settings POST settings takes (src/jetpack-recorded/jetpack-routes.ts), which
 * the stand-in enforces as Jetpack does (docs/hosts.md#how-strict-jetpack-is).
 */
import { writeFileSync } from 'node:fs';
import { loadTs } from '../../../php-shim/bin/load-ts.mjs';

/** 'module/{slug}/active' → 'module/(?P<slug>[^/]+)/active', as register_rest_route takes a parameter. */
const wordpressPattern = ( routePath ) => `/${ routePath.replace( /\{(\w+)\}/g, '(?P<$1>[^/]+)' ) }`;

/** Every recorded answer, grouped by route: fixed paths before those with parameters, which WordPress tries in order. */
export function recordedRoutes() {
	const { REST_ROUTES } = loadTs( 'src/api/rest-routes.ts' );
	const { JETPACK_ANSWERS } = loadTs( 'src/jetpack-recorded/recorded-answers.ts' );
	const byRoute = new Map();
	for ( const [ name, answer ] of Object.entries( JETPACK_ANSWERS ) ) {
		if ( answer.kind !== 'answers' ) {
			continue;
		}
		const declared = REST_ROUTES[ name ];
		const namespace = answer.served?.namespace ?? 'jetpack/v4';
		const pattern = wordpressPattern( answer.served?.path ?? declared.path );
		const method = answer.served?.method ?? declared.method;
		const key = `${ namespace } ${ pattern }`;
		const route = byRoute.get( key ) ?? { namespace, route: pattern, answers: {} };
		// The first recorded answer of a method stands for it (a route's GET and POST may be recorded apart).
		const rules = answer.guard;
		route.answers[ method ] ??= {
			status: answer.status ?? 200,
			body: answer.body,
			capabilities: rules.capabilities,
			linkedUser: rules.linkedUser === true,
			postByEmailCapabilities: rules.postByEmailCapabilities ?? null,
			refusal: rules.refusal,
			args: rules.args ?? {},
			bodyRule: rules.bodyRule ?? null,
			whileMissing: ( rules.otherAnswers ?? [] )
				.filter( ( other ) => other.whileMissing !== undefined )
				.map( ( other ) => ( { gap: other.whileMissing, status: other.status ?? 200, body: other.body } ) ),
		};
		byRoute.set( key, route );
	}
	return [ ...byRoute.values() ].sort( ( a, b ) => Number( a.route.includes( '(?P<' ) ) - Number( b.route.includes( '(?P<' ) ) );
}

/**
 * Jetpack's mapping of its meta capabilities and the settings it takes, as the stand-in reads them; and for its variant
 * of the Jetpack that removed its dashboard, the jetpack/v4 routes that Jetpack no longer registers and the page data's
 * keys it no longer builds (src/jetpack-recorded/latest.ts).
 */
export function jetpackRules() {
	const { JETPACK_CAPABILITIES, JETPACK_UPDATABLE_SETTINGS } = loadTs( 'src/jetpack-recorded/jetpack-routes.ts' );
	const { MAY_GO_ON_LATEST_JETPACK, REMOVED_PAGE_DATA_KEYS, REMOVED_SITE_DATA_KEYS } = loadTs( 'src/jetpack-recorded/latest.ts' );
	const { REST_ROUTES } = loadTs( 'src/api/rest-routes.ts' );
	return {
		capabilities: JETPACK_CAPABILITIES,
		updatableSettings: JETPACK_UPDATABLE_SETTINGS,
		latest: {
			removedRoutes: [ ...new Set( MAY_GO_ON_LATEST_JETPACK.map( ( name ) => wordpressPattern( REST_ROUTES[ name ].path ) ) ) ],
			removedPageData: REMOVED_PAGE_DATA_KEYS,
			removedSiteData: REMOVED_SITE_DATA_KEYS,
		},
	};
}

/** Writes them where the stand-in reads them. */
export function writeRecordedRoutes( file ) {
	writeFileSync( file, JSON.stringify( { routes: recordedRoutes(), ...jetpackRules() } ) );
}
