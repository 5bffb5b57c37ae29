import type {
	AkismetData,
	AkismetKeyCheck,
	ActivationNoticeDismiss,
	ConnectedUser,
	ConnectionStatus,
	CurrentUser,
	GoogleVerificationStatus,
	InstalledPlugins,
	LicensingUserCounts,
	ModuleMap,
	PartnerCoupon,
	ProtectCount,
	Purchase,
	RecommendationStep,
	RecommendationsData,
	RecommendationsUpsell,
	ReleasePost,
	RewindStatus,
	ScanStatus,
	SettingValue,
	SiteDiscount,
	SocialConnection,
	TrackingSettings,
	UserLicense,
	VaultPressData,
	WafSettings,
} from '../../api/types';

/** A keyring id the demo provider's page handed out for a social account (docs/demo-site.md#provider-stand-in-pages). */
export interface DemoKeyring {
	id: number;
	service: string;
	display_name: string;
	profile_url: string;
}

/** The site's connected social accounts and the keyring ids not used yet. */
export interface DemoSocial {
	connections: SocialConnection[];
	/** Keyring ids handed out by the provider's page and not used yet. */
	keyrings: DemoKeyring[];
	nextConnectionId: number;
	nextKeyringId: number;
}

export type DemoRole = 'owner' | 'secondary-admin' | 'editor' | 'subscriber';

export interface DemoSite {
	title: string;
	description: string;
	url: string;
	blogId: number;
	siteCount: number;
	currentVersion: string;
	isDevVersion: boolean;
	isMultisite: boolean;
	isAtomic: boolean;
	visibleToSearchEngines: boolean;
	showRecommendations: boolean;
	showMyJetpack: boolean;
	dateFormat: string;
	hasSeenWCConnectionModal: boolean;
	postCount: number;
	/** Approved comments; a state saved before it existed prints none. */
	commentCount?: number;
	/** The user's WordPress locale (en_US, pt_PT_ao90); a state saved before it existed reads as English. */
	locale?: string;
}

/** Everything the demo backend knows; persisted as JSON, so plain data only. */
export interface DemoState {
	version: 1;
	scenario: string;
	site: DemoSite;
	role: DemoRole;
	currentUser: CurrentUser;
	connection: ConnectionStatus;
	/** The provider account linked to the current user, when linked. */
	connectedUser: ConnectedUser | null;
	connectionOwner: string | null;
	connectedPlugins: Record< string, { name: string } >;
	modules: ModuleMap;
	/** Settings that belong to no module (dismissals, keys, ...). */
	options: Record< string, SettingValue >;
	plan: string;
	purchases: Purchase[];
	rewind: RewindStatus;
	scan: ScanStatus;
	vaultpress: VaultPressData;
	akismet: AkismetData;
	akismetKey: AkismetKeyCheck;
	protectCount: ProtectCount;
	stats: { seed: number; empty: boolean; hasErrors: boolean };
	plugins: InstalledPlugins;
	recommendations: {
		step: RecommendationStep;
		data: RecommendationsData;
		newRecommendations: string[];
		conditional: string[];
		upsell: RecommendationsUpsell;
	};
	licensing: {
		error: string;
		userCounts: LicensingUserCounts;
		activationNoticeDismiss: ActivationNoticeDismiss;
		licenses: UserLicense[];
	};
	dismissedNotices: Record< string, boolean >;
	tracking: TrackingSettings;
	google: GoogleVerificationStatus;
	waf: WafSettings;
	siteDiscount: SiteDiscount | null;
	partnerCoupon: PartnerCoupon | null;
	releasePost: ReleasePost | null;
	setupQuestionnaire: Record< string, boolean | string >;
	/** Emails "sent" by mobile/send-login-email, counted so tests can see the call landed. */
	loginEmailsSent: number;
	surveys: unknown[];
	/** Jetpack Social accounts; a state saved before they existed has none. */
	social?: DemoSocial;
}
