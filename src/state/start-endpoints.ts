/**
 * The store's queries an At a Glance card may start at boot (docs/api.md#start-calls). A card's start names its query
 * through this record's type only, so the boot reads the cards' rules and sends their calls before the store, and the
 * code that makes it, is evaluated.
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { dashboardApi } from './dashboard/api';
import { pluginsApi } from './plugins/api';
import { statsApi } from './stats/api';
import type { RootState } from './store';

export const START_ENDPOINTS = { ...dashboardApi.endpoints, ...pluginsApi.endpoints, ...statsApi.endpoints };

export type StartEndpoints = typeof START_ENDPOINTS;

/** A started query: answered once its answer is in; released once the parts that read it have subscribed. */
export interface StartedQuery extends PromiseLike< unknown > {
	unsubscribe: () => void;
}

/** A started query, dispatched to the store: it takes the answer of the call the boot sent. */
export type StartQuery = ThunkAction< StartedQuery, RootState, unknown, UnknownAction >;
