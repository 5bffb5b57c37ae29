/** GET verify-site/google. */
export interface GoogleVerificationStatus {
	verified: boolean;
	token: string | null;
	isOwner: boolean;
	searchConsoleUrl: string;
	verificationConsoleUrl: string;
}

/** GET search/plan (Jetpack Search): what the plan allows. */
export interface SearchPlanInfo {
	supports_instant_search: boolean;
	supports_only_classic_search: boolean;
	supports_search: boolean;
}

export interface PartnerCoupon {
	coupon_code: string;
	preset: string;
	partner: { name: string; logo: { src: string; width: number; height: number } };
	product: { slug: string; title: string; features: string[] };
}

/** Query-string codes that become state notices (docs/rules.md#error-catalogue). */
export interface StateNotices {
	errorCode: string | null;
	messageCode: string | null;
	messageContent: string | null;
	errorDescription: string | null;
}

export interface ReleasePost {
	release_post_content: string;
	release_post_featured_image: string;
	release_post_title: string;
}

/** POST setup/questionnaire. */
export type SetupQuestionnaire = Record< string, boolean | string >;

/** GET/POST search/settings (Jetpack Search): the module switch and the instant-search option. */
export interface SearchSettings {
	module_active: boolean;
	instant_search_enabled: boolean;
}
export type SearchSettingsUpdate = Partial< SearchSettings >;

/** POST notice/{id}: the dismissed notices, keyed by notice id. */
export type DismissedNotices = Record< string, boolean >;

/** The post-by-email address actions accepted by POST settings { post_by_email_address }. */
export type PostByEmailAction = 'create' | 'regenerate' | 'delete';

/** POST settings with a post-by-email action: the new address comes back (null once deleted). */
export interface PostByEmailResponse {
	code: 'success';
	message?: string;
	post_by_email_address?: string | null;
}
