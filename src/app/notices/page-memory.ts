/**
 * What the notices area remembers for this page load: notices dismissed until the next load, and on which route
 * each queued notice was queued and first shown. Kept per store rather than in component state because the
 * layout, and this area with it, remounts whenever the route changes.
 */
import { useCallback, useState } from 'react';
import { useAppStore } from '../../state/hooks';

export interface PageMemory {
	/** Notices hidden until the next page load. */
	sessionDismissed: Set< string >;
	/** Queued notice id → the route it was first shown on. */
	shownOn: Map< string, string >;
	/** displayOnNextPage notice id → the route it was queued on. */
	queuedOn: Map< string, string >;
}

const memories = new WeakMap< object, PageMemory >();

export function usePageMemory(): PageMemory {
	const store = useAppStore();
	let memory = memories.get( store );
	if ( ! memory ) {
		memory = { sessionDismissed: new Set(), shownOn: new Map(), queuedOn: new Map() };
		memories.set( store, memory );
	}
	return memory;
}

/** A notice the user can hide until the next page load: [ dismissed, dismiss ]. */
export function useSessionDismissal( id: string ): [ boolean, () => void ] {
	const memory = usePageMemory();
	const [ dismissed, setDismissed ] = useState( () => memory.sessionDismissed.has( id ) );
	const dismiss = useCallback( () => {
		memory.sessionDismissed.add( id );
		setDismissed( true );
	}, [ memory, id ] );
	return [ dismissed, dismiss ];
}
