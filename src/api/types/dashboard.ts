export type RewindState = 'provisioning' | 'awaiting_credentials' | 'active' | 'unavailable' | 'empty';
export interface RewindStatus {
	state: RewindState;
	reason?: 'site_new' | 'vp_active_on_site' | string;
	last_updated?: number;
}

export type ScanState = 'unavailable' | 'provisioning' | 'idle' | 'scanning';
export interface ScanThreat {
	id: number;
	signature: string;
	description: string;
	first_detected: string;
	severity: number;
	fixable: boolean | { fixer: string };
}
export interface ScanStatus {
	state: ScanState;
	reason?: 'vp_active_on_site' | string;
	threats: ScanThreat[];
	credentials: { type: string; role: string; still_valid: boolean }[];
	most_recent?: { is_initial: boolean; timestamp: string };
}

/** GET module/vaultpress/data: the legacy backup and scan service. */
export interface VaultPressData {
	code: 'success' | 'not_registered' | string;
	message: string;
	data: {
		active: boolean;
		features: { backups: boolean; security: boolean };
		security: { notice_count: number };
		backups: { stats: { posts: number; comments: number; plugins: number; themes: number; uploads: number } };
	};
}

/** GET module/akismet/data. */
export type AkismetData = 'N/A' | 'not_installed' | 'not_active' | 'invalid_key' | number;
export interface AkismetKeyCheck {
	validKey: boolean;
	invalidKeyCode: string;
	invalidKeyMessage: string;
}

/** GET module/protect/data. */
export type ProtectCount = false | '0' | 'N/A' | number;

export type StatsRange = 'day' | 'week' | 'month';
export interface StatsGeneral {
	views: number;
	comments: number;
	views_today: number;
	views_best_day: string;
	views_best_day_total: number;
}
/** GET module/stats/data?range=. */
export interface StatsData {
	general: { stats: StatsGeneral; errors?: Record< string, string > };
	day?: { data: [ string, number ][] };
	week?: { data: [ string, number ][] };
	month?: { data: [ string, number ][] };
}

/** GET updates/plugins. */
export interface PluginUpdates {
	code: 'success' | 'updates-available';
	count: number;
}

/** GET plugins: installed plugins keyed by plugin file. */
export interface InstalledPlugin {
	Name: string;
	Version: string;
	TextDomain: string;
	active: boolean;
}
export type InstalledPlugins = Record< string, InstalledPlugin >;

export interface PluginInstallRequest {
	slug: string;
	status: 'active';
	source?: string;
}

/** GET waf. */
export interface WafSettings {
	bootstrapPath: string;
	hasRulesAccess: boolean;
	jetpack_waf_ip_list: boolean;
	jetpack_waf_ip_allow_list: string;
	jetpack_waf_ip_block_list: string;
	jetpack_waf_share_data: boolean;
}

/** GET wordads/settings. */
export interface WordAdsSettings {
	wordads_display_front_page: boolean;
	wordads_display_post: boolean;
	wordads_display_page: boolean;
	wordads_display_archive: boolean;
}

/** POST plugins: the installed (and activated) plugin. */
export interface PluginInstallResponse {
	code: 'success';
	message: string;
	/** The plugin file, e.g. 'akismet/akismet.php'. */
	plugin: string;
}

/** POST wordads/settings: any subset of the ad placements. */
export type WordAdsSettingsUpdate = Partial< WordAdsSettings >;
