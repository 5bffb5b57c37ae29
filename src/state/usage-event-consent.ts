/**
 * Ties the usage-event recorder to the store (docs/rules.md#usage-events): the user's choice is the tracking
 * settings the Privacy screen reads and changes, so a change there counts from the next event on; when an event
 * finds the choice unknown, the same tracking settings are read once.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { configureUsageEvents } from '../api/analytics';
import { usageDataChoice } from '../lib/usage-event-filter';
import { settingsSectionApi } from './settings/section-api';

const selectTracking = settingsSectionApi.endpoints.getTrackingSettings.select();
type TrackingState = Parameters< typeof selectTracking >[ 0 ];

interface UsageEventsStore {
	getState: () => TrackingState;
	dispatch: ThunkDispatch< TrackingState, unknown, UnknownAction >;
	subscribe: ( listener: () => void ) => () => void;
}

export function connectUsageEvents( store: UsageEventsStore ): void {
	const setUsageDataChoice = configureUsageEvents( async () => {
		const result = await store.dispatch( settingsSectionApi.endpoints.getTrackingSettings.initiate( undefined, { subscribe: false } ) );
		return usageDataChoice( result.data );
	} );
	store.subscribe( () => {
		// A cache entry dropped later does not make the choice unknown again: it stays as last read.
		const settings = selectTracking( store.getState() ).data;
		if ( settings ) {
			setUsageDataChoice( usageDataChoice( settings ) );
		}
	} );
}
