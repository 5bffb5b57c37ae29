/**
 * The user-writes gate's rules on the writes a cell sees, as pure functions (unit-tested in
 * tests/unit/e2e/write-checks.test.ts): which request is a write and how it is named, which writes a cell may make,
 * and which declared writes no cell made under its fault.
 */
import { NS, OWN_NS } from '../../../src/api/namespace';
import { callsOf, declaredOf } from './user-writes';
import type { UserWrite, WriteCall } from './user-writes';

/** "POST settings": a call's name in the gate's messages and sets. */
export const callName = ( call: WriteCall ): string => `${ call.method } ${ call.path }`;

/**
 * The name of a request when it writes a declared route ("POST settings", without the query), else null: under
 * jetpack/v4, or under this plugin's own namespace, where it answers the routes it keeps beside Jetpack
 * (docs/hosts.md#beside-jetpack). `method` is the one the site acts on: the client sends DELETE and PUT as POST
 * naming them in X-HTTP-Method-Override.
 */
export function writeOf( method: string, url: string ): string | null {
	const namespace = `(?:${ [ NS, OWN_NS ].join( '|' ) })`;
	const match = new RegExp( `/wp-json/${ namespace }/([^?]*)` ).exec( url ) ?? new RegExp( `[?&]rest_route=/${ namespace }/([^&]*)` ).exec( url );
	return match && method.toUpperCase() !== 'GET' ? `${ method.toUpperCase() } ${ decodeURIComponent( match[ 1 ] ?? '' ) }` : null;
}

/** The method a request acts on: its X-HTTP-Method-Override when it has one. */
export const actingMethod = ( method: string, headers: Record< string, string > ): string => ( headers[ 'x-http-method-override' ] ?? method ).toUpperCase();

/**
 * The writes a cell saw that its own action does not declare (the route's writes as it opens, those of the steps
 * before it, its own calls). Another action's declaration does not count: each cell answers for its own writes.
 */
export function undeclaredWrites( write: UserWrite, made: readonly string[] ): string[] {
	const own = new Set( declaredOf( write ).map( callName ) );
	return [ ...new Set( made.filter( ( name ) => ! own.has( name ) ) ) ];
}

/** The action's own calls it did not make once the user acted (so no fault of the cell was tried on them). */
export function missingCalls( write: UserWrite, madeOnAct: readonly string[] ): string[] {
	return callsOf( write )
		.map( callName )
		.filter( ( name ) => ! madeOnAct.includes( name ) );
}

/**
 * The declared writes that no cell made as its action's own call, under its fault: a write that only opens a route
 * or prepares an action is not tried by any cell until some action makes it. `exercised` holds, per action, the
 * calls its cells made once the user acted.
 */
export function unexercisedWrites( writes: readonly UserWrite[], exercised: ReadonlyMap< string, ReadonlySet< string > > ): string[] {
	const tried = new Set< string >();
	for ( const write of writes ) {
		const made = exercised.get( write.action );
		for ( const name of callsOf( write ).map( callName ) ) {
			if ( made?.has( name ) ) {
				tried.add( name );
			}
		}
	}
	const declared = [ ...new Set( writes.flatMap( ( write ) => declaredOf( write ).map( callName ) ) ) ];
	return declared.filter( ( name ) => ! tried.has( name ) );
}

/** The declared writes that are no action's own call: a cell sees them, none tries them under a fault. */
export function writesNoActionMakes( writes: readonly UserWrite[] ): string[] {
	const own = new Set( writes.flatMap( ( write ) => callsOf( write ).map( callName ) ) );
	return [ ...new Set( writes.flatMap( ( write ) => declaredOf( write ).map( callName ) ) ) ].filter( ( name ) => ! own.has( name ) );
}
