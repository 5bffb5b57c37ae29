/**
 * The REST plumbing of the demo backend: WordPress-style routes under /wp-json/jetpack/v4 with the nonce check,
 * injected faults, JSON body parsing and WordPress error bodies. One implementation serves jest (msw/node) and
 * the demo server.
 */
import { delay, http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import type { DemoBackend } from './backend';
import { findFault, MAX_HOLD_MS } from './faults';
import type { Fault } from './faults';
import { checkArgs } from './route-arg-checks';
import { forbidden, invalidParam, WpError } from './wp-error';
import { NS, OWN_NS } from '../../api/namespace';
import { KEPT_BESIDE_JETPACK, REST_ROUTES } from '../../api/rest-routes';
import type { RouteDeclaration, RouteName } from '../../api/rest-routes';
import { ABSENT_ON_JETPACK, JETPACK_ANSWER_SHAPES } from '../jetpack-host/answers';
import { isJetpackHost } from '../jetpack-host/host-mode';
import { isLatestJetpack } from '../jetpack-host/host-mode';
import { MAY_GO_ON_LATEST_JETPACK } from '../../jetpack-recorded/latest';
import { JETPACK_ANSWERS } from '../../jetpack-recorded/recorded-answers';
import { jetpackAllows, JETPACK_ROUTES, recommendationsDataProblem, someUpdatedMessage, unknownSettings } from '../../jetpack-recorded/jetpack-routes';
import type { JetpackRoute } from '../../jetpack-recorded/jetpack-guards';
import { connectionGapsOf, jetpackSiteOf, jetpackUserOf } from '../jetpack-host/jetpack-user';
import { atOrigin } from './site-address';

export const REST_PREFIX = '*/wp-json/jetpack/v4/';
/** Where a route kept beside Jetpack is registered: under jetpack/v4 or the plugin's own namespace (docs/hosts.md#beside-jetpack). */
export const EITHER_NAMESPACE_PREFIX = '*/wp-json/:vendor/:version/';

/** What a route's handler is sent: its declared body type once its declared arguments were checked, else any object. */
type BodyOf< Declaration > = Declaration extends { readonly args: object; readonly body?: infer Body } ? Body : Record< string, unknown >;

export interface RouteContext< Body = Record< string, unknown > > {
	backend: DemoBackend;
	params: Record< string, string >;
	query: URLSearchParams;
	/** The parsed JSON body ({} when there was none). */
	body: Body;
	/** Where the site is being served from: links the backend hands out must lead back there, whatever the port. */
	origin: string;
	/**
	 * The namespace the call came under: in the Jetpack host mode, a route this plugin keeps beside Jetpack that
	 * Jetpack also has answers under Jetpack's namespace as Jetpack does, under the plugin's own as the plugin does.
	 */
	namespace: string;
}

export type RouteResolver< Body = Record< string, unknown > > = ( context: RouteContext< Body > ) => unknown | Promise< unknown >;
export type Method = 'get' | 'post' | 'put' | 'delete';

export function wpErrorResponse( error: WpError ): Response {
	return HttpResponse.json(
		{ code: error.code, message: error.message, data: { status: error.status, ...error.extra } },
		{ status: error.status }
	);
}

export async function readBody( request: Request ): Promise< Record< string, unknown > > {
	const text = await request.text();
	if ( text.trim() === '' ) {
		return {};
	}
	let parsed: unknown;
	try {
		parsed = JSON.parse( text );
	} catch {
		throw new WpError( 'rest_invalid_json', 'Invalid JSON body passed.', 400 );
	}
	if ( ! parsed || typeof parsed !== 'object' || Array.isArray( parsed ) ) {
		throw new WpError( 'rest_invalid_param', 'The request body must be a JSON object.', 400 );
	}
	return parsed as Record< string, unknown >;
}

function routePathOf( url: URL ): string {
	return url.pathname.replace( /^.*?\/wp-json\/(jetpack\/v4|jetpack-dashboard\/v1)\//, '' );
}

/** The namespace a request went to: `jetpack/v4`, or the plugin's own beside Jetpack. */
function namespaceOf( url: URL ): string {
	return /\/wp-json\/([^/]+\/[^/]+)\//.exec( url.pathname )?.[ 1 ] ?? '';
}

function paramsOf( params: Record< string, string | readonly string[] | undefined > ): Record< string, string > {
	const result: Record< string, string > = {};
	for ( const [ key, value ] of Object.entries( params ) ) {
		if ( typeof value === 'string' ) {
			result[ key ] = value;
		}
	}
	return result;
}

/** The msw path of a declared route: its parameters as `:name`. */
const mswPath = ( declaration: RouteDeclaration ): string => declaration.path.replace( /\{(\w+)\}/g, ':$1' );

/** Whether each path parameter matches the declared pattern, as WordPress matches a route's regular expression. */
function paramsMatch( declaration: RouteDeclaration, params: Record< string, string > ): boolean {
	return Object.entries( declaration.params ?? {} ).every( ( [ name, pattern ] ) => new RegExp( `^(?:${ pattern })$` ).test( params[ name ] ?? '' ) );
}

/** Waits until the faults are cleared, or `MAX_HOLD_MS` at most (the timer goes with the wait). */
async function heldUntilCleared( backend: DemoBackend ): Promise< void > {
	let timer: ReturnType< typeof setTimeout > | undefined;
	await Promise.race( [ backend.faultsCleared(), new Promise< void >( ( resolve ) => ( timer = setTimeout( resolve, MAX_HOLD_MS ) ) ) ] );
	clearTimeout( timer );
}

/**
 * What every route meets first, in WordPress' order with the dev API's faults: an injected delay or network failure,
 * then the nonce. Answers the refusal, or the fault still to apply once the route has let the user in.
 */
export async function openRoute( backend: DemoBackend, request: Request, routePath: string, method: string ): Promise< Response | { fault?: Fault } > {
	const fault = findFault( backend.faults, routePath, method );
	if ( fault?.delayMs ) {
		await delay( fault.delayMs );
	}
	if ( fault?.hold ) {
		await heldUntilCleared( backend );
	}
	if ( fault?.network ) {
		return HttpResponse.error();
	}
	if ( request.headers.get( 'x-wp-nonce' ) !== backend.nonce ) {
		return wpErrorResponse( new WpError( 'rest_cookie_invalid_nonce', 'Cookie check failed', 403 ) );
	}
	return { fault };
}

/** What an injected fault answers once the route has let the user in: a failure (thrown), or a body in place of the route's. */
export function injectedAnswer( fault: Fault | undefined ): Response | undefined {
	if ( fault?.status ) {
		throw new WpError( 'demo_injected_fault', 'The server could not complete this request.', fault.status );
	}
	return fault?.body === undefined ? undefined : new HttpResponse( fault.body, { status: 200, headers: { 'Content-Type': 'application/json' } } );
}

const NAMES = new Map< RouteDeclaration, RouteName >( ( Object.keys( REST_ROUTES ) as RouteName[] ).map( ( name ) => [ REST_ROUTES[ name ], name ] ) );

const noRoute = () => new WpError( 'rest_no_route', 'No route was found matching the URL and request method.', 404 );

/**
 * Registers one declared route (src/api/rest-routes.ts) in the demo backend: its method, its path, the permission it needs
 * its parameters' patterns and its body's arguments are the declaration's; `resolve` is what the demo site does with it.
 */
export function route< Declaration extends RouteDeclaration >(
	backend: DemoBackend,
	declaration: Declaration,
	resolve: RouteResolver< BodyOf< Declaration > >
): HttpHandler {
	const method = declaration.method.toLowerCase() as Method;
	const name = NAMES.get( declaration );
	const jetpackShape = name && JETPACK_ANSWER_SHAPES[ name ];
	const absentOnJetpack = !! name && ABSENT_ON_JETPACK.includes( name );
	const keptBesideJetpack = !! name && KEPT_BESIDE_JETPACK.includes( name );
	// Kept beside Jetpack although Jetpack has the route too, doing something else (docs/hosts.md#beside-jetpack).
	const jetpackHasIt = !! name && JETPACK_ANSWERS[ name ].kind === 'answers';
	const jetpackRoute = name ? JETPACK_ROUTES[ name ] : null;
	// Gone from the newest Jetpack: this plugin serves it in its own namespace there (src/jetpack-recorded/latest.ts).
	const mayGoOnLatest = !! name && MAY_GO_ON_LATEST_JETPACK.includes( name );
	// The client sends PUT and DELETE as POST with X-HTTP-Method-Override, which WordPress honours: so does this.
	const overridable = method === 'put' || method === 'delete';
	// A route kept beside Jetpack is served under either namespace, and answers under the one the host mode says.
	const prefix = keptBesideJetpack || mayGoOnLatest ? EITHER_NAMESPACE_PREFIX : REST_PREFIX;
	return http[ overridable ? 'all' : method ]( `${ prefix }${ mswPath( declaration ) }`, async ( { request, params } ) => {
		const requestMethod = ( request.headers.get( 'x-http-method-override' ) ?? request.method ).toUpperCase();
		if ( overridable && requestMethod !== method.toUpperCase() ) {
			return undefined;
		}
		const url = new URL( request.url );
		const namespace = namespaceOf( url );
		if ( namespace !== NS && namespace !== OWN_NS ) {
			return undefined;
		}
		const opened = await openRoute( backend, request, routePathOf( url ), requestMethod );
		if ( opened instanceof Response ) {
			return opened;
		}
		// The namespace's two parts are the pattern's, not the route's parameters.
		const routeParams = paramsOf( Object.fromEntries( Object.entries( params ).filter( ( [ key ] ) => key !== 'vendor' && key !== 'version' ) ) );
		const onJetpack = isJetpackHost( backend.state );
		const suppliedByPlugin = mayGoOnLatest && isLatestJetpack( backend.state );
		// Alone, this plugin answers everything under jetpack/v4; beside Jetpack, only what it keeps, in its own namespace,
		// and beside the newest Jetpack also what that Jetpack no longer serves.
		const served =
			namespace === NS
				? ! ( onJetpack && ( absentOnJetpack || ( keptBesideJetpack && ! jetpackHasIt ) || suppliedByPlugin ) )
				: onJetpack && ( keptBesideJetpack || suppliedByPlugin );
		if ( ! paramsMatch( declaration, routeParams ) || ! served ) {
			return wpErrorResponse( noRoute() );
		}
		try {
			// As in WordPress, a body that cannot be read or whose declared arguments do not match is refused before the
			// permission is asked.
			const body = method === 'get' ? {} : await readBody( request );
			checkArgs( declaration.args, body );
			if ( ! backend.state.currentUser.permissions[ declaration.permission ] ) {
				throw forbidden();
			}
			// In the Jetpack host mode, also as strict as Jetpack is on its route (docs/demo-site.md#jetpack-host).
			// What the plugin serves in Jetpack's stead, it guards as Jetpack did.
			const asJetpack = namespace === NS || suppliedByPlugin;
			const jetpackRefusal = onJetpack && asJetpack && jetpackRoute ? refusalAsJetpack( jetpackRoute, backend, body ) : undefined;
			if ( jetpackRefusal instanceof WpError ) {
				throw jetpackRefusal;
			}
			if ( jetpackRefusal && Object.keys( jetpackRefusal.kept ).length === 0 ) {
				throw jetpackRefusal.error;
			}
			const injected = injectedAnswer( opened.fault );
			if ( injected ) {
				return injected;
			}
			const whileMissing = onJetpack && asJetpack && jetpackRoute ? answerWhileMissing( jetpackRoute, backend ) : undefined;
			if ( whileMissing ) {
				return whileMissing;
			}
			refuseInheritedNames( [ ...Object.values( routeParams ), ...Object.keys( body ) ] );
			// Checked against the declared arguments above, which the declaration ties to its body type.
			const checked = ( jetpackRefusal ? jetpackRefusal.kept : body ) as BodyOf< Declaration >;
			const result = await resolve( { backend, params: routeParams, query: url.searchParams, body: checked, origin: url.origin, namespace } );
			if ( jetpackRefusal ) {
				throw jetpackRefusal.error;
			}
			if ( result instanceof Response ) {
				return result;
			}
			// In the Jetpack host mode, what Jetpack answers in its own shape (docs/demo-site.md#jetpack-host).
			const answer = onJetpack && jetpackShape ? jetpackShape( result, url.origin ) : result;
			return HttpResponse.json( atOrigin( answer, backend.state.site.url, url.origin ) as never );
		} catch ( error ) {
			if ( error instanceof WpError ) {
				return wpErrorResponse( error );
			}
			throw error;
		}
	} );
}

/**
 * Jetpack's answer while the connection lacks what the call needs, as recorded beside its guard (a site not registered
 * yet has no id to ask WordPress.com with): answered in place of the demo's own, which then does nothing.
 */
function answerWhileMissing( route: JetpackRoute, backend: DemoBackend ): Response | undefined {
	const gaps = connectionGapsOf( backend.state );
	const other = route.otherAnswers?.find( ( answer ) => answer.whileMissing !== undefined && gaps.includes( answer.whileMissing ) );
	return other && HttpResponse.json( other.body as never, { status: other.status ?? 200 } );
}

/** What Jetpack refuses outright, or a save it makes in part before answering 400 (`kept` is what it saves). */
type JetpackRefusal = WpError | { kept: Record< string, unknown >; error: WpError } | undefined;

/**
 * Jetpack's own checks of a call (src/jetpack-recorded/jetpack-routes.ts): its permission for the current user's role on this site, then
 * what its handler refuses in the body. A POST settings naming settings Jetpack does not take saves the others and
 * answers 400 `some_updated`, as Jetpack_Core_API_Data::update_data does.
 */
function refusalAsJetpack( route: JetpackRoute, backend: DemoBackend, body: Record< string, unknown > ): JetpackRefusal {
	const { state } = backend;
	if ( ! jetpackAllows( route, jetpackUserOf( state ), jetpackSiteOf( state ), body ) ) {
		// A callback that answers a bare false leaves the words to WordPress.
		return route.refusal === 'rest_forbidden' ? forbidden() : new WpError( route.refusal, 'You do not have the correct user permissions to perform this action.', 403 );
	}
	if ( route.bodyRule === 'recommendations-data' ) {
		const problem = recommendationsDataProblem( body.data );
		return problem === null ? undefined : new WpError( 'rest_invalid_param', `Invalid parameter(s): data (${ problem })`, 400, { params: { data: problem } } );
	}
	if ( route.bodyRule === 'updatable-settings' ) {
		const invalid = unknownSettings( body, Object.keys( state.modules ) );
		if ( invalid.length > 0 ) {
			const kept = Object.fromEntries( Object.entries( body ).filter( ( [ key ] ) => ! invalid.includes( key ) ) );
			return { kept, error: new WpError( 'some_updated', someUpdatedMessage( invalid ), 400 ) };
		}
	}
	return undefined;
}

/**
 * Whether a name is one every object has (`__proto__`, `constructor`, `toString`): never a setting, module, notice or
 * answer of the site, and a lookup by it would reach Object.prototype (docs/demo-site.md#safety).
 */
export function isInheritedName( name: string ): boolean {
	return name in Object.prototype;
}

/** Refuses, before any handler looks them up, route parameters and body keys that name what every object has. */
function refuseInheritedNames( names: readonly string[] ): void {
	const inherited = names.find( isInheritedName );
	if ( inherited !== undefined ) {
		throw invalidParam( inherited, `${ inherited } is not a name this site knows.` );
	}
}
