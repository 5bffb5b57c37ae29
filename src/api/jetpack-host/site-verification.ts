/**
 * Google site verification as Jetpack answers it (docs/hosts.md#site-verification): the provider's answer passed on in
 * its own snake_case names. Jetpack's verification takes the keyring the user just connected, which the app sends
 * whenever it has one.
 */
import type { GoogleVerificationStatus } from '../types';
import type { HostAdapters } from '../route-adapters';
import { asRecord, text } from './shapes';

export function googleVerification( raw: unknown ): GoogleVerificationStatus {
	const status = asRecord( raw );
	const token = status.token;
	return {
		verified: status.verified === true,
		token: typeof token === 'string' && token !== '' ? token : null,
		isOwner: ( status.isOwner ?? status.is_owner ) === true,
		searchConsoleUrl: text( status.searchConsoleUrl ?? status.google_search_console_url ),
		verificationConsoleUrl: text( status.verificationConsoleUrl ?? status.google_verification_console_url ),
	};
}

export const SITE_VERIFICATION_ADAPTERS: HostAdapters = {
	googleVerification: { answer: googleVerification },
	googleVerificationWithKeyring: { answer: googleVerification },
	verifyWithGoogle: { answer: googleVerification },
};
