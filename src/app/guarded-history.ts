/**
 * The app's hash history, with one addition: a check that may keep the user where they are before any navigation
 * (a link, a script's navigate(), the Back and Forward buttons, a hash typed in the address bar). The router is the
 * declarative one, which has no blocker of its own; the data router that has one weighs 16 KB gz more on every page
 * (docs/performance.md#javascript).
 */
import { createContext } from 'react';
import { NavigationType, UNSAFE_createHashHistory } from 'react-router-dom';
import type { HistoryRouterProps, Location } from 'react-router-dom';

type History = HistoryRouterProps[ 'history' ];

/** Whether to go from the location shown to the next one; may ask the user. */
export type LeaveCheck = ( shown: Location, next: Location ) => boolean;

export interface GuardedHistory extends History {
	/** Checks every navigation until the returned function is called. One check at a time: a new one replaces it. */
	guard( check: LeaveCheck ): () => void;
}

export function createGuardedHistory( window: Window = globalThis.window ): GuardedHistory {
	const hash = UNSAFE_createHashHistory( { window, v5Compat: true } );
	let check: LeaveCheck | null = null;
	// The location the router shows: the browser's may be ahead of it while a Back is being undone.
	let shown = hash.location;
	// Set while undoing a refused Back or Forward, whose own history event must not reach the router.
	let undoing = false;

	const allows = ( to: Parameters< History[ 'push' ] >[ 0 ] ) => {
		if ( ! check ) {
			return true;
		}
		const path = hash.encodeLocation( to );
		return check( shown, { ...shown, ...path, state: null, key: '' } );
	};

	return {
		get action() {
			return hash.action;
		},
		get location() {
			return hash.location;
		},
		createHref: ( to ) => hash.createHref( to ),
		createURL: ( to ) => hash.createURL( to ),
		encodeLocation: ( to ) => hash.encodeLocation( to ),
		go: ( delta ) => hash.go( delta ),
		push( to, state ) {
			if ( allows( to ) ) {
				hash.push( to, state );
			}
		},
		replace( to, state ) {
			if ( allows( to ) ) {
				hash.replace( to, state );
			}
		},
		listen( listener ) {
			return hash.listen( ( update ) => {
				if ( undoing ) {
					undoing = false;
					return;
				}
				if ( update.action === NavigationType.Pop && check && ! check( shown, update.location ) ) {
					undo( update.delta );
					return;
				}
				shown = update.location;
				listener( update );
			} );
		},
		guard( next ) {
			check = next;
			return () => {
				if ( check === next ) {
					check = null;
				}
			};
		},
	};

	/** Puts the browser back on the location shown: back over the entries it moved, or over a typed address. */
	function undo( delta: number | null ) {
		if ( delta ) {
			undoing = true;
			hash.go( -delta );
		} else {
			// An entry the app did not make (a hash typed by hand) has no index to go back to: it is overwritten.
			undoing = true;
			hash.replace( shown, shown.state );
		}
	}
}

/** The app's guarded history, for the guard that asks before unsaved settings are left (UnsavedChangesGuard). */
export const GuardedHistoryContext = createContext< GuardedHistory | null >( null );
