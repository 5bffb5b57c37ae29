/**
 * The fault gate, by what users do: every declared user action that writes (support/user-writes.ts) under each
 * fault — a 500 with a WordPress error body, an answer that is not JSON, the network down, a 3 s delay, an expired
 * nonce — set on every call the action makes. For a failing call: the user's change stays on screen (a switch that
 * saves at once, declared as reverting, shows the server's state instead), the message says why, "Try again" is
 * there and works once the fault is cleared, nothing else on the page changes and the backend state is what it was. A slow
 * call and an expired nonce end saved, the nonce refreshed once. Any write the app makes that the list does not
 * name (exact method and route) fails the cell. Cells run side by side on separate demo sites (support/lanes.ts).
 * Prints the table action × fault.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { FAULT_KINDS, faultBody, REASONS } from './support/faults';
import type { FaultKind } from './support/faults';
import { runOnLanes, startLanes } from './support/lanes';
import type { Lane } from './support/lanes';
import { callsOf, declaredOf, USER_WRITES } from './support/user-writes';
import type { UserWrite, WriteCall } from './support/user-writes';

jest.setTimeout( 15 * 60 * 1000 );

/** "POST settings": the method and route under jetpack/v4 of a request, without its query. */
function writeOf( method: string, url: string ): string | null {
	const match = /\/wp-json\/jetpack\/v4\/([^?]*)/.exec( url ) ?? /[?&]rest_route=\/jetpack\/v4\/([^&]*)/.exec( url );
	return match && method !== 'GET' ? `${ method } ${ decodeURIComponent( match[ 1 ] ?? '' ) }` : null;
}

/** The method the site acts on: the client sends DELETE and PUT as POST naming them in X-HTTP-Method-Override. */
const methodOf = ( request: Request ) => ( request.headers()[ 'x-http-method-override' ] ?? request.method() ).toUpperCase();

const callName = ( call: WriteCall ) => `${ call.method } ${ call.path }`;
const DECLARED = new Set( USER_WRITES.flatMap( ( write ) => declaredOf( write ).map( callName ) ) );

/** The text of every isolated part of the page other than the action's own (and those around them or inside them). */
async function otherParts( page: Page, write: UserWrite ): Promise< Record< string, string > > {
	const own = await write.part( page ).elementHandles();
	return page.evaluate( ( ownElements ) => {
		const texts: Record< string, string > = {};
		for ( const element of document.querySelectorAll( '.jp-isolated[data-part]' ) ) {
			if ( ownElements.some( ( ownElement ) => ownElement.contains( element ) || element.contains( ownElement ) ) ) {
				continue;
			}
			texts[ element.getAttribute( 'data-part' ) ?? '' ] = ( element as HTMLElement ).innerText;
		}
		return texts;
	}, own );
}

function changedParts( before: Record< string, string >, after: Record< string, string > ): string[] {
	return Object.keys( { ...before, ...after } ).filter( ( name ) => before[ name ] !== after[ name ] );
}

function changedState( before: unknown, after: unknown ): string[] {
	const was = before as Record< string, unknown >;
	const now = after as Record< string, unknown >;
	return Object.keys( { ...was, ...now } ).filter( ( key ) => JSON.stringify( was[ key ] ) !== JSON.stringify( now[ key ] ) );
}

async function cell( browser: Browser, lane: Lane, write: UserWrite, kind: FaultKind ): Promise< string[] > {
	await lane.reset( write.scenario );
	const context = await browser.newContext( { viewport: { width: 1280, height: 900 } } );
	const page = await context.newPage();
	const faults: string[] = [];
	const writes: string[] = [];
	let refreshes = 0;
	const pending = new Set< Request >();
	page.on( 'request', ( request ) => {
		refreshes += request.url().includes( 'action=rest-nonce' ) ? 1 : 0;
		const made = writeOf( methodOf( request ), request.url() );
		if ( made ) {
			writes.push( made );
			pending.add( request );
		}
	} );
	page.on( 'pageerror', ( error ) => faults.push( `uncaught: ${ error.message }` ) );
	// The route's own writes as it opens end before the fault is set: they are not the action's.
	const opened = Promise.all(
		( write.opens ?? [] ).map( ( call ) =>
			page.waitForResponse( ( response ) => writeOf( methodOf( response.request() ), response.url() ) === callName( call ), { timeout: 20000 } )
		)
	);
	opened.catch( () => undefined );
	try {
		await page.goto( `${ lane.url }/wp-admin/admin.php?page=jetpack#${ write.route }` );
		await page.locator( '#jp-main h1' ).first().waitFor();
		await opened;
		await page.waitForLoadState( 'networkidle' );
		if ( write.before ) {
			await write.before( page );
			await page.waitForLoadState( 'networkidle' );
		}
		await write.kept( page ).waitFor( { state: 'attached', timeout: 10000 } ).catch( () => undefined );
		const stateBefore = lane.backendState();
		// Every call of the action meets the fault (an expired nonce is one fault for the whole page).
		for ( const call of kind === 'expired nonce' ? [ write.call ] : callsOf( write ) ) {
			await lane.fault( faultBody( kind, call.path, call.method ) );
		}
		const startedAt = Date.now();
		const last = callName( callsOf( write ).at( -1 ) ?? write.call );
		// The server's own answer to the action's last call: a part may show the change before the server agrees.
		const answered = page
			.waitForResponse( ( response ) => response.ok() && writeOf( methodOf( response.request() ), response.url() ) === last, { timeout: 20000 } )
			.then( () => true, () => false );
		await write.act( page );
		const reason = REASONS[ kind ];
		if ( reason ) {
			const partsBefore = await otherParts( page, write );
			faults.push( ...( await failedWrite( page, lane, write, reason, stateBefore, partsBefore ) ) );
		} else {
			const saved = ( await answered ) && ( await write.saved( page ).then( () => true, () => false ) );
			if ( ! saved ) {
				faults.push( 'the change was not saved' );
			}
			if ( await write.part( page ).getByRole( 'alert' ).count() ) {
				faults.push( 'a failure message showed' );
			}
			if ( kind === 'slow' && Date.now() - startedAt < 2500 ) {
				faults.push( 'the call was not delayed: the fault did not apply' );
			}
			if ( kind === 'expired nonce' && refreshes !== 1 ) {
				faults.push( `the nonce was refreshed ${ refreshes } times, not once` );
			}
		}
	} catch ( error ) {
		faults.push( `the cell broke off: ${ ( error as Error ).message.split( '\n' )[ 0 ] }` );
	}
	for ( const own of callsOf( write ).map( callName ) ) {
		if ( ! writes.includes( own ) ) {
			faults.push( `the action never made its declared call ${ own } (it made: ${ writes.join( ', ' ) || 'none' })` );
		}
	}
	faults.push( ...writes.filter( ( made ) => ! DECLARED.has( made ) ).map( ( made ) => `undeclared write: ${ made }` ) );
	await writesEnded( pending );
	await context.close();
	return faults;
}

/**
 * Waits until every write the page sent has its answer. A call the demo site is still delaying when the page
 * closes would otherwise land later, in the next cell's fresh site, and change its state under it.
 */
async function writesEnded( pending: Set< Request > ): Promise< void > {
	while ( pending.size ) {
		const waiting = [ ...pending ];
		pending.clear();
		await Promise.all( waiting.map( ( request ) => request.response().catch( () => null ) ) );
	}
}

async function failedWrite(
	page: Page,
	lane: Lane,
	write: UserWrite,
	reason: string,
	stateBefore: unknown,
	partsBefore: Record< string, string >
): Promise< string[] > {
	const faults: string[] = [];
	const alert = write.part( page ).getByRole( 'alert' ).or( write.part( page ).locator( '.components-notice.is-error' ) ).first();
	if ( ! ( await alert.waitFor( { timeout: 10000 } ).then( () => true, () => false ) ) ) {
		return [ 'no failure message' ];
	}
	const text = ( await alert.innerText() ).replace( /\s+/g, ' ' );
	if ( ! text.includes( reason ) ) {
		faults.push( `the message "${ text }" does not say "${ reason }"` );
	}
	// Once the failure has settled: a form leaves its saving state, a switch goes back, in the same moment or just after.
	if ( ! ( await write.kept( page ).waitFor( { timeout: 2000 } ).then( () => true, () => false ) ) ) {
		faults.push( write.reverts ? 'the switch is not back where the server has it' : 'the user’s change is no longer on screen' );
	}
	const changed = changedParts( partsBefore, await otherParts( page, write ) );
	if ( changed.length ) {
		faults.push( `other parts of the page changed: ${ changed.join( ', ' ) }` );
	}
	const state = changedState( stateBefore, lane.backendState() );
	if ( state.length ) {
		faults.push( `the backend state changed: ${ state.join( ', ' ) }` );
	}
	const retry = write.part( page ).getByRole( 'button', { name: 'Try again' } ).first();
	if ( ! ( await retry.isVisible() ) ) {
		return [ ...faults, 'no "Try again"' ];
	}
	await lane.clearFaults();
	await retry.click();
	if ( ! ( await write.saved( page ).then( () => true, () => false ) ) ) {
		faults.push( '"Try again" did not save the change once the fault was cleared' );
	}
	return faults;
}

const results = new Map< string, Map< FaultKind, string[] > >();

function faultTable(): string {
	const width = Math.max( ...USER_WRITES.map( ( write ) => write.action.length + write.scenario.length + 3 ) );
	const header = [ 'user action (scenario)'.padEnd( width ), ...FAULT_KINDS.map( ( kind ) => kind.padEnd( 13 ) ) ].join( ' │ ' );
	const rows = USER_WRITES.map( ( write ) => {
		const cells = results.get( write.action );
		const label = `${ write.action } (${ write.scenario })`.padEnd( width );
		return [ label, ...FAULT_KINDS.map( ( kind ) => {
			const found = cells?.get( kind );
			return ( found ? ( found.length ? 'FAIL' : 'pass' ) : '—' ).padEnd( 13 );
		} ) ].join( ' │ ' );
	} );
	return [ 'Injected faults on every user write, action × fault:', header, '─'.repeat( header.length ), ...rows ].join( '\n' );
}

let browser: Browser;
let lanes: Awaited< ReturnType< typeof startLanes > >;
beforeAll( async () => {
	[ browser, lanes ] = await Promise.all( [ launchBrowser(), startLanes() ] );
} );
afterAll( async () => {
	await Promise.all( [ browser?.close(), lanes?.stop() ] );
	process.stdout.write( `\n${ faultTable() }\n` );
} );

it( 'keeps every user’s change through every fault, says why, and saves it on "Try again"', async () => {
	// USER_WRITES_ONLY=Disconnect runs only the actions whose name contains it, 'Switch|Save' those that contain
	// either (their rows; the others print "—").
	const only = ( process.env.USER_WRITES_ONLY ?? '' ).split( '|' );
	const jobs = USER_WRITES.filter( ( write ) => only.some( ( words ) => write.action.includes( words ) ) ).flatMap( ( write ) => FAULT_KINDS.map( ( kind ) => ( { write, kind } ) ) );
	expect( jobs.length ).toBeGreaterThan( 0 );
	const startedAt = Date.now();
	const found = await runOnLanes( lanes.lanes, jobs, ( lane, { write, kind } ) => cell( browser, lane, write, kind ) );
	const faults: string[] = [];
	jobs.forEach( ( { write, kind }, index ) => {
		const cellFaults = found[ index ] ?? [];
		const cells = results.get( write.action ) ?? new Map< FaultKind, string[] >();
		cells.set( kind, cellFaults );
		results.set( write.action, cells );
		faults.push( ...cellFaults.map( ( fault ) => `${ write.action } / ${ kind }: ${ fault }` ) );
	} );
	process.stdout.write( `\nUser-write fault gate: ${ jobs.length } cells on ${ lanes.lanes.length } lanes in ${ Math.round( ( Date.now() - startedAt ) / 1000 ) } s.\n` );
	expect( faults ).toEqual( [] );
} );
