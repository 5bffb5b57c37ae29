/**
 * The typed failures of the REST client (docs/rules.md#error-catalogue). The client maps every failed call to one of
 * these in one place; screens decide what to show.
 */

/** The JSON body WordPress sends with a failed REST call. */
export interface WpErrorBody {
	code?: string;
	message?: string;
	data?: unknown;
}

/** A non-2xx answer: message '{message} (Status {code})', the parsed body attached. */
export class ApiError extends Error {
	override readonly name = 'ApiError';
	constructor(
		message: string,
		readonly status: number,
		readonly response: WpErrorBody | null
	) {
		super( message );
	}
}

/** A 404 answer. The body is attached when the server sent one. */
export class NotFoundError extends Error {
	override readonly name: string = 'NotFoundError';
	readonly status = 404;
	constructor(
		message: string,
		readonly response: WpErrorBody | null = null
	) {
		super( message );
	}
}

/** A 404 reached after the browser followed a redirect (usually a login or a proxy page). */
export class NotFoundAfterRedirectError extends NotFoundError {
	override readonly name = 'NotFoundAfterRedirectError';
	constructor(
		message: string,
		readonly redirectUrl: string
	) {
		super( message );
	}
}

/** A 2xx answer whose body is not JSON. */
export class JsonParseError extends Error {
	override readonly name: string = 'JsonParseError';
}

/** A non-JSON answer reached after a redirect. */
export class JsonParseAfterRedirectError extends JsonParseError {
	override readonly name = 'JsonParseAfterRedirectError';
	constructor(
		message: string,
		readonly redirectUrl: string
	) {
		super( message );
	}
}

/** The request never got an answer (offline, connection reset, CORS, DNS). */
export class FetchNetworkError extends Error {
	override readonly name = 'FetchNetworkError';
}

export type ClientError =
	| ApiError
	| NotFoundError
	| NotFoundAfterRedirectError
	| JsonParseError
	| JsonParseAfterRedirectError
	| FetchNetworkError;

/**
 * The plain-data form of a client error, as kept in the store (Redux state must stay serializable).
 * `response` is the server's WordPress error body, when there was one.
 */
export interface SerializedClientError {
	name: ClientError[ 'name' ] | 'Error';
	message: string;
	status?: number;
	response?: WpErrorBody | null;
	redirectUrl?: string;
}

export function serializeClientError( error: unknown ): SerializedClientError {
	if ( error instanceof ApiError ) {
		return { name: error.name, message: error.message, status: error.status, response: error.response };
	}
	if ( error instanceof NotFoundAfterRedirectError || error instanceof JsonParseAfterRedirectError ) {
		return { name: error.name, message: error.message, redirectUrl: error.redirectUrl };
	}
	if ( error instanceof NotFoundError ) {
		return { name: error.name, message: error.message, status: 404, response: error.response };
	}
	if ( error instanceof JsonParseError || error instanceof FetchNetworkError ) {
		return { name: error.name, message: error.message };
	}
	return { name: 'Error', message: error instanceof Error ? error.message : String( error ) };
}

/** True for errors of the JSON-parse family, whichever variant. */
export function isJsonParseError( error: SerializedClientError ): boolean {
	return error.name === 'JsonParseError' || error.name === 'JsonParseAfterRedirectError';
}
