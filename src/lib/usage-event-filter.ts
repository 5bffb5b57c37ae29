/**
 * Usage events: which ones the page passes on to the analytics queue (docs/rules.md#usage-events). An event needs a
 * receiver on the page (the provider's analytics script queue), the product's prefix, and the user's consent: an
 * opted-out user's events are dropped, and while the page does not yet know the user's choice they wait. Pure.
 */

/** Every event name starts with the product's prefix. */
export const USAGE_EVENT_PREFIX = 'jetpack_';

export type UsageEventName = `jetpack_${ string }`;
export type UsageEventProperties = Readonly< Record< string, string | number | boolean > >;

export interface UsageEvent {
	name: UsageEventName;
	properties: UsageEventProperties;
}

/** The user's answer on the Privacy screen, as far as the page knows it. */
export type UsageDataChoice = 'share' | 'opted-out' | 'unknown';

/** What to do with one event: pass it on, keep it until the choice is known, or let it go. */
export type UsageEventVerdict = 'record' | 'wait' | 'drop';

/** The choice read from the tracking settings (`tracks_opt_out`); none read yet is unknown. */
export function usageDataChoice( settings: { tracks_opt_out?: unknown } | undefined ): UsageDataChoice {
	if ( settings === undefined || typeof settings.tracks_opt_out !== 'boolean' ) {
		return 'unknown';
	}
	return settings.tracks_opt_out ? 'opted-out' : 'share';
}

export function usageEventVerdict( name: string, choice: UsageDataChoice, hasReceiver: boolean ): UsageEventVerdict {
	// Nothing on the page would take the event: drop it without asking the user's choice.
	if ( ! hasReceiver || ! name.startsWith( USAGE_EVENT_PREFIX ) || name.length === USAGE_EVENT_PREFIX.length ) {
		return 'drop';
	}
	if ( choice === 'opted-out' ) {
		return 'drop';
	}
	return choice === 'share' ? 'record' : 'wait';
}

/** The names this product records, in one place, so a view and its test speak of the same event. */
export const USAGE_EVENTS = {
	settingsSearch: 'jetpack_wpa_settings_search',
	recommendationViewed: 'jetpack_recommendations_recommendation_viewed',
	productPurchased: 'jetpack_recommendations_product_purchased',
	featureEnableClick: 'jetpack_recommended_feature_enable_click',
	featureDecideLaterClick: 'jetpack_recommended_feature_decide_later_click',
	googleVerifySuccess: 'jetpack_site_verification_google_verify_success',
	googleVerifyError: 'jetpack_site_verification_google_verify_error',
} as const satisfies Record< string, UsageEventName >;
