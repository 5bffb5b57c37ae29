/**
 * The decisions of the Google row of the verification tools. Google hands the site a token (the code of its meta
 * tag) and says whether it has checked the site; the row keeps the saved code, the token and that answer in step.
 * Pure.
 */

export interface GoogleStatus {
	verified: boolean;
	token: string | null;
}

/** What the row does once the status has been read when it first shows. */
export type GoogleStatusFollowUp = 'save-token' | 'show-manual' | 'none';

/**
 * A site with no saved code takes Google's token; a saved code Google knows no token for, on a site not verified
 * yet, was entered by hand, so the manual input shows it.
 */
export function followUpStatus( savedValue: string, status: GoogleStatus ): GoogleStatusFollowUp {
	if ( savedValue === '' && status.token ) {
		return 'save-token';
	}
	if ( savedValue !== '' && ! status.token && ! status.verified ) {
		return 'show-manual';
	}
	return 'none';
}

/** The failure code telling that the site's code was removed at Google's end: the saved code is cleared. */
export const UNVERIFY_ERROR_CODE = 'unverify-site-error';
/** The failure code telling that this account may not verify the site: only the manual input is left. */
export const FORBIDDEN_ERROR_CODE = 'forbidden';

/** Manual entry shows when asked for, when Google refused this account, or when the user cannot use Google. */
export function showManualInput( input: { toggled: boolean; errorCode: string | null; isUserLinked: boolean } ): boolean {
	return input.toggled || input.errorCode === FORBIDDEN_ERROR_CODE || ! input.isUserLinked;
}

/** After the Google connection: what is left to do, in order. */
export function autoVerifySteps( savedValue: string, status: GoogleStatus ): Array< 'save-token' | 'verify' > {
	const steps: Array< 'save-token' | 'verify' > = [];
	if ( status.token && status.token !== verificationCode( savedValue ) ) {
		steps.push( 'save-token' );
	}
	if ( ! status.verified ) {
		steps.push( 'verify' );
	}
	return steps;
}

/** The code inside a meta tag (what Google calls the token), or the value itself when it is bare. */
export function verificationCode( value: string ): string {
	const match = /content=["']([^"']*)["']/i.exec( value );
	return match?.[ 1 ] ?? value.trim();
}

/** How long a verification failure stays on screen. */
export const VERIFICATION_ERROR_MS = 5000;
