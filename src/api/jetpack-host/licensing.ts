/**
 * A licence is activated on Jetpack through licensing/attach-licenses (docs/hosts.md#licences): its set-license
 * answers only that the key was stored, never the product it activated, and is off unless a filter turns it on.
 */
import type { SetLicenseResponse } from '../types';
import { NS } from '../namespace';
import type { HostAdapters } from '../route-adapters';
import { asRecord, isRecord } from './shapes';

/**
 * The one licence's result: the product it activated, or the error Jetpack serialized ({ errors: { code: [ … ] } }).
 * The list may come nested one level.
 */
export function attachedLicense( raw: unknown ): SetLicenseResponse {
	const results: unknown[] = Array.isArray( raw ) ? raw.flat() : [];
	const first = asRecord( results[ 0 ] );
	if ( typeof first.activatedProductId === 'number' ) {
		return { activatedProductId: first.activatedProductId };
	}
	const errors = isRecord( first.errors ) ? first.errors : {};
	return {
		errors: Object.fromEntries(
			Object.entries( errors ).map( ( [ code, messages ] ) => [ code, Array.isArray( messages ) ? messages.filter( ( message ) => typeof message === 'string' ) : [] ] )
		),
	};
}

export const LICENSING_ADAPTERS: HostAdapters = {
	setLicense: {
		send: ( call, send ) => send( { path: `${ NS }/licensing/attach-licenses`, method: 'POST', data: { licenses: [ call.data?.license ?? '' ] } } ),
		answer: attachedLicense,
	},
};
