/**
 * The three states of a card's server data in one place: loading, failed (message and retry), loaded.
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
	if ( query.data === undefined ) {
		return (
			<LocalFailure summary={ failedSummary } reason={ failureReason( asFailure( query.error ) ) } onRetry={ () => query.refetch() } />
		);
	}
	return <>{ children( query.data ) }</>;
}
