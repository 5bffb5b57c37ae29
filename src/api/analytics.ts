/**
 * Usage events: the one way the app records them (docs/rules.md#usage-events). An event goes to the provider's
 * analytics queue (window._tkq, as WordPress.com pages have it) only when the page has that queue and the user has
 * not opted out of sharing usage data on the Privacy screen. While the choice is not known the events wait, and the
 * choice is asked for once; an opted-out answer, or none, drops them. Without the queue (a site without the
 * provider's script) events are dropped at once and nothing is asked.
 */
import { usageEventVerdict } from '../lib/usage-event-filter';
import type { UsageDataChoice, UsageEvent, UsageEventName, UsageEventProperties } from '../lib/usage-event-filter';

declare global {
	interface Window {
		_tkq?: unknown[];
	}
}

interface Recorder {
	choice: UsageDataChoice;
	waiting: UsageEvent[];
	asking: boolean;
	askChoice: ( () => Promise< UsageDataChoice > ) | null;
	/** What this page passed on, oldest first: the development version's Dev Tools card lists it. */
	recorded: readonly UsageEvent[];
}

const fresh = (): Recorder => ( { choice: 'unknown', waiting: [], asking: false, askChoice: null, recorded: [] } );
let recorder = fresh();
const listeners = new Set< () => void >();

function pass( event: UsageEvent ): void {
	window._tkq?.push( [ 'recordEvent', event.name, event.properties ] );
	recorder.recorded = [ ...recorder.recorded, event ];
	listeners.forEach( ( listener ) => listener() );
}

function ask(): void {
	const current = recorder;
	if ( current.asking || ! current.askChoice ) {
		return;
	}
	current.asking = true;
	current.askChoice().then(
		( choice ) => {
			current.asking = false;
			choose( current, choice );
			// No answer: the events that waited for one are dropped, never sent on a guess.
			current.waiting = [];
		},
		() => {
			current.asking = false;
			current.waiting = [];
		}
	);
}

/** The user's choice as one page learns it; a page replaced since (its store gone) changes nothing. */
function choose( page: Recorder, choice: UsageDataChoice ): void {
	if ( page !== recorder || choice === 'unknown' || choice === page.choice ) {
		return;
	}
	page.choice = choice;
	const waiting = page.waiting;
	page.waiting = [];
	if ( choice === 'share' ) {
		waiting.forEach( pass );
	}
}

export function recordEvent( name: UsageEventName, properties: UsageEventProperties = {} ): void {
	const verdict = usageEventVerdict( name, recorder.choice, window._tkq !== undefined );
	if ( verdict === 'record' ) {
		pass( { name, properties } );
	} else if ( verdict === 'wait' ) {
		recorder.waiting.push( { name, properties } );
		ask();
	}
}

/**
 * A new page (a new store): nothing known, nothing waiting, nothing recorded; `askChoice` reads the user's choice.
 * Answers the function through which this page tells the choice as it learns it (read, or changed on the Privacy
 * screen).
 */
export function configureUsageEvents( askChoice: () => Promise< UsageDataChoice > ): ( choice: UsageDataChoice ) => void {
	const page = fresh();
	page.askChoice = askChoice;
	recorder = page;
	listeners.forEach( ( listener ) => listener() );
	return ( choice ) => choose( page, choice );
}

export function recordedUsageEvents(): readonly UsageEvent[] {
	return recorder.recorded;
}

export function subscribeToUsageEvents( listener: () => void ): () => void {
	listeners.add( listener );
	return () => listeners.delete( listener );
}
