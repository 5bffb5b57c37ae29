/** A screen's own start (docs/api.md#start-calls): the calls it will make as it is drawn, started from the store. */
import type { AppStore } from './store';

/** The calls a screen started before its first render, and how to let go of them once its parts have subscribed. */
export interface StartedCalls {
	answered: Promise< void >;
	release: () => void;
}

/** Null when the screen starts no call at this address and in this state. */
export type StartCalls = ( store: AppStore, path: string ) => StartedCalls | null;
