import type { DemoState } from './state';
import type { Fault } from './faults';
import { buildScenario, isScenarioName } from './scenarios';
import { isLocaleName } from '../../lib/locale';

/** Where the backend keeps its state between runs (a JSON file in the server, nothing in jest). */
export interface StatePersistence {
	load(): { state: unknown } | { error: string } | null;
	save( state: DemoState ): void;
}

export interface DemoBackendOptions {
	/** Scenario to start from; when given and different from the persisted one, the persisted state is replaced. */
	scenario?: string;
	persistence?: StatePersistence;
	warn?: ( message: string ) => void;
	now?: () => Date;
	/** A WordPress locale (pt_PT_ao90) the site's user reads the admin in, whatever the scenario says. */
	locale?: string;
}

const DEFAULT_SCENARIO = 'owner';

function newNonce(): string {
	// WordPress nonces are 10 hex characters.
	return Array.from( { length: 10 }, () => Math.floor( Math.random() * 16 ).toString( 16 ) ).join( '' );
}

function looksLikeState( value: unknown ): value is DemoState {
	if ( ! value || typeof value !== 'object' ) {
		return false;
	}
	const candidate = value as Partial< DemoState >;
	return (
		candidate.version === 1 &&
		typeof candidate.scenario === 'string' &&
		isScenarioName( candidate.scenario ) &&
		!! candidate.modules &&
		!! candidate.connection &&
		!! candidate.currentUser &&
		!! candidate.site &&
		// The page prints the locale: a saved one is a locale's name too (docs/demo-site.md#safety).
		( candidate.site.locale === undefined || isLocaleName( candidate.site.locale ) )
	);
}

/** The stateful demo site: one instance serves every REST handler, in jest and in the server. */
export class DemoBackend {
	state: DemoState;
	nonce = newNonce();
	faults: Fault[] = [];
	private releaseHeld: () => void = () => undefined;
	private held: Promise< void > = this.nextRelease();
	readonly now: () => Date;
	private readonly persistence: StatePersistence | undefined;
	private readonly warn: ( message: string ) => void;
	private readonly locale: string | undefined;

	constructor( options: DemoBackendOptions = {} ) {
		this.now = options.now ?? ( () => new Date() );
		this.persistence = options.persistence;
		this.warn = options.warn ?? ( ( message ) => console.warn( message ) );
		if ( options.locale !== undefined && ! isLocaleName( options.locale ) ) {
			throw new Error( `"${ String( options.locale ).slice( 0, 40 ) }" is not a WordPress locale (such as he_IL or pt_PT_ao90).` );
		}
		this.locale = options.locale;
		this.state = this.withLocale( this.initialState( options.scenario ) );
	}

	private withLocale( state: DemoState ): DemoState {
		if ( this.locale ) {
			state.site.locale = this.locale;
		}
		return state;
	}

	private initialState( requested: string | undefined ): DemoState {
		const scenario = requested ?? DEFAULT_SCENARIO;
		if ( ! isScenarioName( scenario ) ) {
			throw new Error( `Unknown scenario "${ scenario }".` );
		}
		const loaded = this.persistence?.load() ?? null;
		if ( loaded && 'error' in loaded ) {
			this.warn( `Demo state could not be read (${ loaded.error }); starting from scenario "${ scenario }".` );
		} else if ( loaded && ! looksLikeState( loaded.state ) ) {
			this.warn( `Demo state file is not a valid state; starting from scenario "${ scenario }".` );
		} else if ( loaded && looksLikeState( loaded.state ) ) {
			if ( requested === undefined || loaded.state.scenario === requested ) {
				return loaded.state;
			}
		}
		const fresh = buildScenario( scenario, this.now() );
		this.persistence?.save( fresh );
		return fresh;
	}

	/**
	 * Starts the scenario afresh and clears the faults; a locale given here (he_IL) replaces the scenario's and the
	 * server's for this run. A locale that is not one throws before anything changes.
	 */
	reset( scenario: string, locale?: string ): void {
		if ( locale !== undefined && ! isLocaleName( locale ) ) {
			throw new Error( 'Not a WordPress locale.' );
		}
		this.state = this.withLocale( buildScenario( scenario, this.now() ) );
		if ( locale ) {
			this.state.site.locale = locale;
		}
		this.clearFaults();
		this.persistence?.save( this.state );
	}

	/** Clears every fault and lets the calls a `hold` fault keeps pending answer. */
	clearFaults(): void {
		this.faults = [];
		this.releaseHeld();
		this.held = this.nextRelease();
	}

	/** Resolves when the faults are next cleared. */
	faultsCleared(): Promise< void > {
		return this.held;
	}

	private nextRelease(): Promise< void > {
		return new Promise( ( resolve ) => {
			this.releaseHeld = resolve;
		} );
	}

	/**
	 * Applies a change and persists it, so the next GET (and the next server start) sees it. The change works on a
	 * copy: if it throws (bad input found half-way), nothing of it is kept.
	 */
	update( change: ( state: DemoState ) => void ): void {
		const next = structuredClone( this.state );
		change( next );
		this.state = next;
		this.persistence?.save( this.state );
	}

	/** Makes the page's nonce stale: REST calls answer 403 until a fresh one is fetched. */
	expireNonce(): void {
		this.nonce = newNonce();
	}
}
