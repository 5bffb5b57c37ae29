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
import os from 'node:os';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { FAULT_KINDS, faultBody, REASONS } from './support/faults';
import type { FaultKind } from './support/faults';
import { LANE_COUNT, runOnLanes, startLanes } from './support/lanes';
import type { Lane } from './support/lanes';
import { watchRequests } from './support/page-quiet';
import { callsOf, USER_WRITES } from './support/user-writes';
import type { UserWrite } from './support/user-writes';
import { actingMethod, callName, missingCalls, undeclaredWrites, unexercisedWrites, writeOf } from './support/write-checks';

jest.setTimeout( 15 * 60 * 1000 );

const writeOfRequest = ( request: Request ) => writeOf( actingMethod( request.method(), request.headers() ), request.url() );

/** Where a cell's time goes, summed over the run (GATE_TIMING=1 prints it). */
const timing: Record< string, number > = {};
function timed( phase: string, since: number ): number {
	const now = Date.now();
	timing[ phase ] = ( timing[ phase ] ?? 0 ) + now - since;
	return now;
}

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

/**
 * One browser context and one tab per lane, kept from cell to cell: the app's scripts (served as immutable) load
 * from the cache and no new renderer starts, which on a busy machine is most of a cell's time outside its checks.
 * Between cells the tab leaves the app for a plain page of the lane's site and forgets what the site kept in the
 * browser (cookies, and the two dismissals the app keeps in localStorage); each cell's own listeners are removed.
 */
const laneTabs = new Map< Lane, Promise< Page > >();
function laneTab( browser: Browser, lane: Lane ): Promise< Page > {
	const existing = laneTabs.get( lane );
	if ( existing ) {
		return existing;
	}
	const made = browser.newContext( { viewport: { width: 1280, height: 900 } } ).then( ( context ) => context.newPage() );
	laneTabs.set( lane, made );
	return made;
}

async function freshTab( browser: Browser, lane: Lane ): Promise< Page > {
	const page = await laneTab( browser, lane );
	await page.goto( `${ lane.url }/dev-api/scenarios` );
	await page.evaluate( () => {
		window.localStorage.clear();
		window.sessionStorage.clear();
	} );
	await page.context().clearCookies();
	return page;
}

/** Listens on the page for one cell only. */
function cellListeners( page: Page ) {
	const removers: Array< () => void > = [];
	return {
		on( event: 'request' | 'requestfinished' | 'requestfailed', listener: ( request: Request ) => void ) {
			page.on( event as 'request', listener );
			removers.push( () => page.off( event as 'request', listener ) );
		},
		onError( listener: ( error: Error ) => void ) {
			page.on( 'pageerror', listener );
			removers.push( () => page.off( 'pageerror', listener ) );
		},
		removeAll() {
			removers.splice( 0 ).forEach( ( remove ) => remove() );
			// A confirm the cell expected and never saw.
			page.removeAllListeners( 'dialog' );
		},
	};
}

interface CellResult {
	faults: string[];
	/** The action's own calls its cell made once the user acted. */
	exercised: string[];
}

async function cell( browser: Browser, lane: Lane, write: UserWrite, kind: FaultKind ): Promise< CellResult > {
	let at = Date.now();
	// The lane's tab leaves the last cell's page before the site is reset: a write that page still made after its
	// cell ended (the next recommendations step opening once a step was saved) would otherwise land in this cell's
	// fresh site, and this cell's step would open already viewed.
	const page = await freshTab( browser, lane );
	at = timed( 'new page', at );
	await lane.reset( write.scenario );
	at = timed( 'reset', at );
	const listeners = cellListeners( page );
	const requests = watchRequests( listeners.on );
	const faults: string[] = [];
	const writes: string[] = [];
	let actedFrom = Infinity;
	const madeOnAct: string[] = [];
	let refreshes = 0;
	const pending = new Set< Request >();
	listeners.on( 'request', ( request ) => {
		refreshes += request.url().includes( 'action=rest-nonce' ) ? 1 : 0;
		const made = writeOfRequest( request );
		if ( made ) {
			writes.push( made );
			if ( Date.now() >= actedFrom ) {
				madeOnAct.push( made );
			}
			pending.add( request );
		}
	} );
	listeners.onError( ( error ) => faults.push( `uncaught: ${ error.message }` ) );
	// The route's own writes as it opens end before the fault is set: they are not the action's.
	const opened = Promise.all(
		( write.opens ?? [] ).map( ( call ) => page.waitForResponse( ( response ) => writeOfRequest( response.request() ) === callName( call ), { timeout: 30000 } ) )
	);
	opened.catch( () => undefined );
	try {
		await page.goto( `${ lane.url }/wp-admin/admin.php?page=jetpack#${ write.route }` );
		await page.locator( '#jp-main h1' ).first().waitFor();
		at = timed( 'page load', at );
		await opened;
		await requests.quiet();
		if ( write.before ) {
			await write.before( page );
			await requests.quiet();
		}
		at = timed( 'settle and steps before', at );
		const stateBefore = lane.backendState();
		// Every call of the action meets the fault (an expired nonce is one fault for the whole page).
		for ( const call of kind === 'expired nonce' ? [ write.call ] : callsOf( write ) ) {
			await lane.fault( faultBody( kind, call.path, call.method ) );
		}
		const startedAt = Date.now();
		const last = callName( callsOf( write ).at( -1 ) ?? write.call );
		// The server's own answer to the action's last call: a part may show the change before the server agrees.
		const answered = page
			.waitForResponse( ( response ) => response.ok() && writeOfRequest( response.request() ) === last, { timeout: 20000 } )
			.then( () => true, () => false );
		actedFrom = Date.now();
		await write.act( page );
		const reason = REASONS[ kind ];
		if ( reason && write.endsAlikeOnFailure ) {
			const partsBefore = await otherParts( page, write );
			faults.push( ...( await silentFailure( page, lane, write, stateBefore, partsBefore ) ) );
		} else if ( reason ) {
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
		at = timed( `act and checks (${ kind })`, at );
	} catch ( error ) {
		faults.push( `the cell broke off: ${ ( error as Error ).message.split( '\n' )[ 0 ] } (writes seen: ${ writes.join( ', ' ) || 'none' })` );
	}
	for ( const own of missingCalls( write, madeOnAct ) ) {
		faults.push( `the action never made its declared call ${ own } (it made: ${ madeOnAct.join( ', ' ) || 'none' })` );
	}
	faults.push( ...undeclaredWrites( write, writes ).map( ( made ) => `undeclared write: ${ made }` ) );
	await writesEnded( pending );
	listeners.removeAll();
	// Any window the page opened (a provider's popup), and the routes a step set on the context for it.
	await Promise.all( page.context().pages().filter( ( opened ) => opened !== page ).map( ( opened ) => opened.close() ) );
	await page.context().unrouteAll( { behavior: 'ignoreErrors' } );
	timed( 'close', at );
	const own = new Set( callsOf( write ).map( callName ) );
	return { faults, exercised: madeOnAct.filter( ( made ) => own.has( made ) ) };
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

/** What a write that did not happen changed anyway: other parts of the page, or the backend's state. */
async function leftAlone( page: Page, lane: Lane, write: UserWrite, stateBefore: unknown, partsBefore: Record< string, string > ): Promise< string[] > {
	const faults: string[] = [];
	const partsAfter = await otherParts( page, write );
	const changed = changedParts( partsBefore, partsAfter );
	if ( changed.length ) {
		// What each said before and after, cut short: enough to tell a part still loading from one that lost a change.
		const said = ( text: string | undefined ) => JSON.stringify( ( text ?? '(gone)' ).replace( /\s+/g, ' ' ).slice( 0, 80 ) );
		faults.push( `other parts of the page changed: ${ changed.map( ( name ) => `${ name } (${ said( partsBefore[ name ] ) } → ${ said( partsAfter[ name ] ) })` ).join( ', ' ) }` );
	}
	const state = changedState( stateBefore, lane.backendState() );
	if ( state.length ) {
		faults.push( `the backend state changed: ${ state.join( ', ' ) }` );
	}
	return faults;
}

/** A failure the product tells no one of (`endsAlikeOnFailure`): the user ends where a saved call leads, and nothing else changed. */
async function silentFailure( page: Page, lane: Lane, write: UserWrite, stateBefore: unknown, partsBefore: Record< string, string > ): Promise< string[] > {
	const faults: string[] = [];
	if ( ! ( await write.saved( page ).then( () => true, () => false ) ) ) {
		faults.push( 'the user was left short of where a saved call leads' );
	}
	if ( await write.part( page ).getByRole( 'alert' ).count() ) {
		faults.push( 'a failure message showed' );
	}
	faults.push( ...( await leftAlone( page, lane, write, stateBefore, partsBefore ) ) );
	return faults;
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
	// The part holds the message, or is it (a notice of its own).
	const errorNotice = page.locator( '.components-notice.is-error' );
	const own = write.part( page );
	const alert = own.getByRole( 'alert' ).or( own.locator( errorNotice ) ).or( own.and( errorNotice ) ).first();
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
	faults.push( ...( await leftAlone( page, lane, write, stateBefore, partsBefore ) ) );
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

/**
 * Twice the lanes of the other gates, at most four, while the machine is otherwise idle: a cell spends much of its
 * time waiting on the site (the 3 s delay, the failure's answer, "Try again"), and another lane's page works then. On
 * a machine already busy (a load average above its cores) the extra lanes only fight for the CPU and the app's own
 * timing stretches, so the gate keeps the other gates' count. GATE_LANES sets the count.
 */
const cores = os.cpus().length;
const loadAverage = () => os.loadavg()[ 0 ] ?? 0;
const WRITE_LANES = Number( process.env.GATE_LANES ?? ( loadAverage() < cores ? Math.min( 2 * LANE_COUNT, 4 ) : LANE_COUNT ) );

let browser: Browser;
let lanes: Awaited< ReturnType< typeof startLanes > >;
beforeAll( async () => {
	[ browser, lanes ] = await Promise.all( [ launchBrowser(), startLanes( WRITE_LANES ) ] );
} );
afterAll( async () => {
	await Promise.all( [ ...laneTabs.values() ].map( async ( page ) => ( await page ).context().close() ) );
	await Promise.all( [ browser?.close(), lanes?.stop() ] );
	process.stdout.write( `\n${ faultTable() }\n` );
} );

it( 'keeps every user’s change through every fault, says why, and saves it on "Try again"', async () => {
	// USER_WRITES_ONLY=Disconnect runs only the actions whose name contains it, 'Switch|Save' those that contain
	// either (their rows; the others print "—").
	const filter = process.env.USER_WRITES_ONLY;
	const only = ( filter ?? '' ).split( '|' );
	const jobs = USER_WRITES.filter( ( write ) => only.some( ( words ) => write.action.includes( words ) ) ).flatMap( ( write ) => FAULT_KINDS.map( ( kind ) => ( { write, kind } ) ) );
	expect( jobs.length ).toBeGreaterThan( 0 );
	const startedAt = Date.now();
	const found = await runOnLanes( lanes.lanes, jobs, ( lane, { write, kind } ) => cell( browser, lane, write, kind ) );
	const faults: string[] = [];
	const exercised = new Map< string, Set< string > >();
	jobs.forEach( ( { write, kind }, index ) => {
		const result = found[ index ] ?? { faults: [ 'the cell did not run' ], exercised: [] };
		const cells = results.get( write.action ) ?? new Map< FaultKind, string[] >();
		cells.set( kind, result.faults );
		results.set( write.action, cells );
		faults.push( ...result.faults.map( ( fault ) => `${ write.action } / ${ kind }: ${ fault }` ) );
		const made = exercised.get( write.action ) ?? new Set< string >();
		result.exercised.forEach( ( name ) => made.add( name ) );
		exercised.set( write.action, made );
	} );
	// Every declared write is some cell's own call, made under its fault (on a run of every action).
	if ( ! filter ) {
		faults.push( ...unexercisedWrites( USER_WRITES, exercised ).map( ( name ) => `declared write no cell made under a fault: ${ name }` ) );
	}
	process.stdout.write( `\nUser-write fault gate: ${ jobs.length } cells on ${ lanes.lanes.length } lanes (load average ${ loadAverage().toFixed( 1 ) } on ${ cores } cores) in ${ Math.round( ( Date.now() - startedAt ) / 1000 ) } s.\n` );
	if ( process.env.GATE_TIMING ) {
		const phases = Object.entries( timing ).map( ( [ phase, ms ] ) => `  ${ phase }: ${ ( ms / 1000 ).toFixed( 1 ) } s` );
		process.stdout.write( `Time in cells, summed over the lanes:\n${ phases.join( '\n' ) }\n` );
	}
	expect( faults ).toEqual( [] );
} );
