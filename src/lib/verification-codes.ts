/**
 * Site verification codes: each service's meta tag name, and how a value is shown. Services hand out either a bare
 * code or the whole meta tag; a bare code is shown as the tag the site will print. Pure.
 */

import { VERIFICATION_SERVICES } from './setting-bounds';

export { VERIFICATION_SERVICES };
export type VerificationService = ( typeof VERIFICATION_SERVICES )[ number ];

export const VERIFICATION_TAG_NAMES: Record< VerificationService, string > = {
	google: 'google-site-verification',
	bing: 'msvalidate.01',
	pinterest: 'p:domain_verify',
	yandex: 'yandex-verification',
	facebook: 'facebook-domain-verification',
};

const BARE_CODE = /^[A-Za-z0-9_-]+$/;

/** A bare code becomes the service's meta tag; a value holding a meta tag, or anything else, is shown unchanged. */
export function verificationMetaTag( service: VerificationService, value: string ): string {
	if ( BARE_CODE.test( value ) ) {
		return `<meta name="${ VERIFICATION_TAG_NAMES[ service ] }" content="${ value }" />`;
	}
	return value;
}

export function isVerificationService( value: string ): value is VerificationService {
	return VERIFICATION_SERVICES.some( ( service ) => service === value );
}
