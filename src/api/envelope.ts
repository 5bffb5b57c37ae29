/**
 * The provider-backed calls of the original plugin (site, site/features, site/purchases, site/benefits, plans,
 * rewind, scan) answer `{ code, message, data: '<JSON string>' }`. The demo site and the PHP shim may answer the
 * plain value; accepting both keeps the app working against either.
 */
import { __ } from '@wordpress/i18n';
import { JsonParseError } from './errors';
import type { ProviderEnvelope } from './types';

function isEnvelope( value: unknown ): value is { code: string; data: unknown } {
	return (
		!! value &&
		typeof value === 'object' &&
		! Array.isArray( value ) &&
		typeof ( value as { code?: unknown } ).code === 'string' &&
		'data' in value
	);
}

/** Returns the value inside a provider envelope (decoding its JSON string), or the answer itself when plain. */
export function unwrapEnvelope< T >( answer: ProviderEnvelope | T ): T {
	if ( ! isEnvelope( answer ) ) {
		return answer as T;
	}
	if ( typeof answer.data !== 'string' ) {
		return answer.data as T;
	}
	try {
		return JSON.parse( answer.data ) as T;
	} catch {
		throw new JsonParseError( __( 'The response is not a valid JSON response.', 'jetpack' ) );
	}
}
