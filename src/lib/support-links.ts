/**
 * Where users are sent for help, through the provider's redirect service. A site hosted on WordPress.com (Atomic) gets
 * WordPress.com's own help, which its support staff answer; every other site gets Jetpack's support. Pure.
 */
import { getRedirectUrl } from './redirect-url';

/** The provider's support form. */
export const CONTACT_SUPPORT_URL = getRedirectUrl( 'jetpack-contact-support' );

/** The provider's support site, searchable. */
export const SUPPORT_SITE_URL = getRedirectUrl( 'jetpack-support' );

export interface SupportLinks {
	askQuestion: string;
	searchSupport: string;
}

export function supportLinks( isAtomic: boolean ): SupportLinks {
	return isAtomic
		? { askQuestion: getRedirectUrl( 'calypso-help-contact' ), searchSupport: getRedirectUrl( 'calypso-help' ) }
		: { askQuestion: CONTACT_SUPPORT_URL, searchSupport: SUPPORT_SITE_URL };
}
