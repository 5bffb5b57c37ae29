/**
 * The states of a card's server data in one place: loading, failed (message and retry), loaded, and loaded but
 * refused when asked again (the data shown stays, with the message and retry above it).
 * Takes an RTK Query hook's result as it is.
 */
import type { ReactNode } from 'react';
import { failureReason } from '../../lib/failure-message';
import type { Failure } from '../../lib/failure-message';
import { LocalFailure } from './LocalFailure';
import { Loading } from './Loading';

export interface QueryResult< T > {
	data?: T;
	error?: unknown;
	isLoading: boolean;
	isFetching: boolean;
	refetch: () => unknown;
}

/** RTK Query keeps the client's serialized errors (or its own SerializedError): both carry name and message. */
function asFailure( error: unknown ): Failure | undefined {
	if ( typeof error !== 'object' || error === null ) {
		return undefined;
	}
	const { name, message } = error as Record< string, unknown >;
	return { name: typeof name === 'string' ? name : undefined, message: typeof message === 'string' ? message : undefined };
}

export function QueryView< T >( {
	query,
	failedSummary,
	children,
}: {
	query: QueryResult< T >;
	/** What could not be loaded, e.g. "The preview could not be loaded." */
	failedSummary: string;
	children: ( data: T ) => ReactNode;
} ) {
	// A retry after a failure is a fresh load too.
	if ( query.isLoading || ( query.isFetching && query.data === undefined ) ) {
		return <Loading />;
	}
	const failure = (
		<LocalFailure summary={ failedSummary } reason={ failureReason( asFailure( query.error ) ) } onRetry={ () => query.refetch() } />
	);
	if ( query.data === undefined ) {
		return failure;
	}
	// Asked again (after a save) and refused: what was shown stays, and the failure says it may be out of date.
	const refreshFailed = query.error !== undefined && ! query.isFetching;
	return (
		<>
			{ refreshFailed && failure }
			{ children( query.data ) }
		</>
	);
}
