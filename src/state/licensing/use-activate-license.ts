/**
 * Activating a licence key, shared by the licence screen and My Plan's licence box: one request at a time (a second
 * submit while one is under way is ignored), and the answer read as activated, refused (the provider's reason) or
 * failed (the call itself).
 */
import { useCallback, useRef } from 'react';
import type { Failure } from '../../lib/failure-message';
import { readActivationAnswer } from '../../lib/license-activation';
import { useSetLicenseMutation } from './api';

export type ActivationResult = { activatedProductId: number } | { refused: string } | { failed: Failure };

export function useActivateLicense() {
	const [ setLicense, { isLoading, error } ] = useSetLicenseMutation();
	const sending = useRef( false );
	/** Null when a request is already under way and nothing was sent. */
	const activate = useCallback(
		async ( key: string ): Promise< ActivationResult | null > => {
			if ( sending.current ) {
				return null;
			}
			sending.current = true;
			try {
				const result = await setLicense( key.trim() );
				if ( result.data === undefined ) {
					return { failed: result.error ?? {} };
				}
				const outcome = readActivationAnswer( result.data );
				return 'error' in outcome ? { refused: outcome.error } : outcome;
			} finally {
				sending.current = false;
			}
		},
		[ setLicense ]
	);
	return { activate, isLoading, error };
}
