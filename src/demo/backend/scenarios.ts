/**
 * The named scenarios of the demo site (✱ DESIGN.md): each builds a complete, fresh DemoState.
 */
import type { ConnectedUser, ConnectionStatus, ModuleMap } from '../../api/types';
import { createModuleCatalogue, createSiteOptionDefaults } from '../../module-catalogue/modules';
import { createPartnerCoupon } from '../catalogue/partner-coupon';
import { createSiteDiscount } from '../catalogue/plans';
import { permissionsForRole, USERS } from './roles';
import { emptySocial, seededSocial } from './social-accounts';
import type { DemoRole, DemoState } from './state';

export const SCENARIO_NAMES = [
	'owner',
	'owner-paid',
	'threats',
	'not-connected',
	'user-unlinked',
	'no-owner',
	'offline',
	'editor',
	'subscriber',
	'recommendations',
	'coupon',
	'licenses',
	'threats-pt',
	// The owner's site as the original Jetpack plugin serves it (docs/demo-site.md#jetpack-host).
	'jetpack-owner',
	// The same site on the Jetpack that removed its dashboard, with this plugin beside it (docs/demo-site.md#jetpack-host).
	'jetpack-latest',
	// An editor of the connected Jetpack site, whom Jetpack lets open the page (docs/hosts.md#how-strict-jetpack-is).
	'jetpack-editor',
	// A fresh install of the original Jetpack plugin, not connected yet; the user an administrator (docs/demo-site.md#jetpack-host).
	'jetpack-not-connected',
] as const;

export type ScenarioName = ( typeof SCENARIO_NAMES )[ number ];

export function isScenarioName( name: string ): name is ScenarioName {
	return ( SCENARIO_NAMES as readonly string[] ).includes( name );
}

export const DEMO_SITE_URL = 'http://127.0.0.1:8080';

const OFFLINE_NONE = { isActive: false, constant: false, url: false, filter: false, wpLocalConstant: false };

function connected(): ConnectionStatus {
	return {
		isActive: true,
		isRegistered: true,
		isUserConnected: true,
		hasConnectedOwner: true,
		isStaging: false,
		isInIdentityCrisis: false,
		offlineMode: { ...OFFLINE_NONE },
		isPublic: true,
		sandboxDomain: '',
		errors: [],
		siteConnectionStatus: true,
	};
}

function providerAccount( role: DemoRole ): ConnectedUser {
	const user = USERS[ role ];
	return {
		ID: 90000 + user.id,
		login: `${ user.username }-wpcom`,
		email: user.email,
		display_name: user.username,
		avatar: '',
		// The owner runs a few sites from the account (so the agencies card shows); everyone else has this one.
		site_count: role === 'owner' ? 3 : 1,
	};
}

function setActive( modules: ModuleMap, slugs: string[], active: boolean ): void {
	for ( const slug of slugs ) {
		const module = modules[ slug ];
		if ( module ) {
			module.activated = active;
		}
	}
}

function setUser( state: DemoState, role: DemoRole, linked: boolean ): void {
	const user = USERS[ role ];
	state.role = role;
	state.currentUser = {
		isConnected: linked,
		isMaster: role === 'owner' && linked,
		username: user.username,
		id: user.id,
		wpcomUser: linked ? providerAccount( role ) : null,
		gravatar: '',
		permissions: permissionsForRole( role ),
	};
	state.connectedUser = state.currentUser.wpcomUser;
	state.connection.isUserConnected = linked;
}

/** A connected site on the free plan whose current user is the connection owner. */
function base( now: Date ): DemoState {
	const modules = createModuleCatalogue( DEMO_SITE_URL );
	const state: DemoState = {
		version: 1,
		scenario: 'owner',
		site: {
			title: 'Demo Garden Journal',
			description: 'Notes from a small garden',
			url: DEMO_SITE_URL,
			blogId: 123456789,
			siteCount: 1,
			currentVersion: '15.0-alpha',
			isDevVersion: true,
			isMultisite: false,
			isAtomic: false,
			visibleToSearchEngines: true,
			showRecommendations: true,
			showMyJetpack: true,
			dateFormat: 'F j, Y',
			hasSeenWCConnectionModal: true,
			postCount: 42,
			commentCount: 118,
		},
		role: 'owner',
		currentUser: {
			isConnected: true,
			isMaster: true,
			username: USERS.owner.username,
			id: USERS.owner.id,
			wpcomUser: providerAccount( 'owner' ),
			gravatar: '',
			permissions: permissionsForRole( 'owner' ),
		},
		connection: connected(),
		connectedUser: providerAccount( 'owner' ),
		connectionOwner: USERS.owner.username,
		connectedPlugins: { jetpack: { name: 'Jetpack' } },
		modules,
		options: createSiteOptionDefaults(),
		plan: 'jetpack_free',
		purchases: [],
		rewind: { state: 'unavailable', reason: 'missing_plan' },
		scan: { state: 'unavailable', reason: 'missing_scan_capability', threats: [], credentials: [] },
		vaultpress: {
			code: 'not_active',
			message: 'VaultPress is not active',
			data: {
				active: false,
				features: { backups: false, security: false },
				security: { notice_count: 0 },
				backups: { stats: { posts: 42, comments: 118, plugins: 6, themes: 3, uploads: 57 } },
			},
		},
		akismet: 'not_active',
		akismetKey: { validKey: false, invalidKeyCode: 'empty', invalidKeyMessage: 'No key is set.' },
		protectCount: 23,
		stats: { seed: 7, empty: false, hasErrors: false },
		plugins: {
			'jetpack/jetpack.php': { Name: 'Jetpack', Version: '15.0-alpha', TextDomain: 'jetpack', active: true },
			'akismet/akismet.php': { Name: 'Akismet Anti-spam', Version: '5.5', TextDomain: 'akismet', active: false },
			'hello-dolly/hello.php': { Name: 'Hello Dolly', Version: '1.7.2', TextDomain: 'hello-dolly', active: false },
		},
		recommendations: {
			step: 'summary',
			data: { selectedRecommendations: [], skippedRecommendations: [], viewedRecommendations: [] },
			newRecommendations: [],
			conditional: [ 'publicize', 'protect', 'anti-spam', 'videopress', 'backup-plan', 'boost' ],
			upsell: { product_slug: 'jetpack_security_t1_yearly', hide_upsell: false },
		},
		licensing: {
			error: '',
			userCounts: { attached: 0, detached: 0, revoked: 0, not_revoked: 0 },
			activationNoticeDismiss: { last_detached_count: null, last_dismissed_time: null },
			licenses: [],
		},
		dismissedNotices: {},
		tracking: { tracks_opt_out: false },
		google: {
			verified: false,
			token: null,
			isOwner: false,
			searchConsoleUrl: 'https://search.google.com/search-console',
			verificationConsoleUrl: 'https://www.google.com/webmasters/verification/home',
		},
		waf: {
			bootstrapPath: 'wp-content/jetpack-waf/bootstrap.php',
			hasRulesAccess: false,
			jetpack_waf_ip_list: false,
			jetpack_waf_ip_allow_list: '',
			jetpack_waf_ip_block_list: '',
			jetpack_waf_share_data: false,
		},
		siteDiscount: createSiteDiscount( now ),
		partnerCoupon: null,
		releasePost: null,
		setupQuestionnaire: {},
		loginEmailsSent: 0,
		surveys: [],
		social: seededSocial( 'Demo Garden Journal', USERS.owner.id ),
	};
	return state;
}

export function notConnected( state: DemoState ): void {
	state.connection = {
		...connected(),
		isActive: false,
		isRegistered: false,
		isUserConnected: false,
		hasConnectedOwner: false,
		siteConnectionStatus: false,
	};
	state.connectionOwner = null;
	setUser( state, 'owner', false );
	state.siteDiscount = null;
	state.site.showRecommendations = false;
	// A site that was never connected has no social accounts.
	state.social = emptySocial();
}

function paid( state: DemoState, plan: string, productName: string, now: Date ): void {
	state.plan = plan;
	const subscribed = new Date( now.getTime() - 40 * 86400000 );
	const expiry = new Date( now.getTime() + 325 * 86400000 );
	state.purchases = [
		{
			ID: '1001',
			product_slug: plan,
			product_name: productName,
			expiry_date: expiry.toISOString(),
			subscribed_date: subscribed.toISOString(),
			is_refundable: false,
			active: '1',
		},
	];
	state.recommendations.upsell.hide_upsell = true;
}

const BUILDERS: Record< ScenarioName, ( state: DemoState, now: Date ) => void > = {
	owner: () => undefined,
	'jetpack-owner': () => undefined,
	'jetpack-latest': () => undefined,
	'jetpack-editor': ( state, now ) => BUILDERS.editor( state, now ),
	'jetpack-not-connected': ( state ) => notConnected( state ),
	'owner-paid': ( state, now ) => {
		paid( state, 'jetpack_complete', 'Jetpack Complete', now );
		state.rewind = { state: 'active', last_updated: Math.floor( now.getTime() / 1000 ) };
		state.scan = {
			state: 'idle',
			threats: [],
			credentials: [ { type: 'managed', role: 'main', still_valid: true } ],
			most_recent: { is_initial: false, timestamp: now.toISOString() },
		};
		state.akismet = 1284;
		state.akismetKey = { validKey: true, invalidKeyCode: '', invalidKeyMessage: '' };
		state.plugins[ 'akismet/akismet.php' ] = { Name: 'Akismet Anti-spam', Version: '5.5', TextDomain: 'akismet', active: true };
		setActive( state.modules, [ 'search', 'videopress', 'akismet' ], true );
		state.options.wordpress_api_key = 'demo1234abcd';
		const search = state.modules.search;
		if ( search?.options.instant_search_enabled ) {
			search.options.instant_search_enabled.current_value = true;
		}
	},
	threats: ( state, now ) => {
		paid( state, 'jetpack_security_t1_yearly', 'Jetpack Security (10GB)', now );
		// A site that shares its posts: Jetpack Social's accounts show on its Sharing screen.
		setActive( state.modules, [ 'publicize' ], true );
		state.rewind = { state: 'active', last_updated: Math.floor( now.getTime() / 1000 ) };
		state.scan = {
			state: 'idle',
			threats: Array.from( { length: 17 }, ( _, index ) => ( {
				id: 5000 + index,
				signature: index % 2 ? 'Vulnerable.WP.Extension' : 'Suspicious.Files',
				description: index % 2 ? 'A plugin has a known vulnerability.' : 'A file contains suspicious code.',
				first_detected: new Date( now.getTime() - index * 3600000 ).toISOString(),
				severity: 3 + ( index % 3 ),
				fixable: index % 3 === 0 ? { fixer: 'update' } : false,
			} ) ),
			credentials: [ { type: 'managed', role: 'main', still_valid: true } ],
		};
	},
	// The threats scenario read by a Portuguese (Portugal, AO90) user, a locale Intl refuses as WordPress spells it.
	'threats-pt': ( state, now ) => {
		BUILDERS.threats( state, now );
		state.site.locale = 'pt_PT_ao90';
	},
	'not-connected': ( state ) => notConnected( state ),
	'user-unlinked': ( state ) => {
		setUser( state, 'secondary-admin', false );
	},
	'no-owner': ( state ) => {
		state.connection.hasConnectedOwner = false;
		state.connectionOwner = null;
		setUser( state, 'owner', false );
	},
	offline: ( state ) => {
		// Offline is a not-connected site that also knows why it cannot connect.
		notConnected( state );
		Object.assign( state.connection, {
			offlineMode: { ...OFFLINE_NONE, isActive: true, url: true },
			isPublic: false,
			siteConnectionStatus: 'offline',
		} );
	},
	editor: ( state ) => {
		setUser( state, 'editor', true );
		setActive( state.modules, [ 'publicize', 'post-by-email' ], true );
	},
	subscriber: ( state ) => {
		setUser( state, 'subscriber', false );
	},
	recommendations: ( state ) => {
		state.recommendations.step = 'not-started';
		state.recommendations.newRecommendations = [ 'monitor', 'related-posts', 'site-accelerator' ];
	},
	coupon: ( state ) => {
		notConnected( state );
		state.partnerCoupon = createPartnerCoupon();
	},
	licenses: ( state ) => {
		state.licensing.userCounts = { attached: 1, detached: 2, revoked: 0, not_revoked: 3 };
		state.licensing.licenses = [
			{ license_key: 'jetpack-security-t1-demo-1', product: 'Jetpack Security (10GB)', product_id: 2016, attached_at: null, revoked_at: null },
			{ license_key: 'jetpack-backup-t1-demo-2', product: 'Jetpack Backup (10GB)', product_id: 2112, attached_at: null, revoked_at: null },
			{ license_key: 'jetpack-scan-demo-3', product: 'Jetpack Scan', product_id: 2106, attached_at: '2026-10-01T10:00:00Z', revoked_at: null },
		];
	},
};

export function buildScenario( name: string, now: Date ): DemoState {
	if ( ! isScenarioName( name ) ) {
		throw new Error( `Unknown scenario "${ name }". Known: ${ SCENARIO_NAMES.join( ', ' ) }.` );
	}
	const state = base( now );
	state.scenario = name;
	BUILDERS[ name ]( state, now );
	return state;
}

/**
 * Whether the person the scenario signs in can manage the site's options: the developer preview is theirs, whatever
 * role they preview meanwhile (an administrator previewing a subscriber must be able to switch back), and not an
 * editor's or a subscriber's, who could otherwise preview themselves as the owner (docs/demo-site.md).
 */
export function scenarioUserManagesOptions( state: Pick< DemoState, 'scenario' > ): boolean {
	return isScenarioName( state.scenario ) && buildScenario( state.scenario, new Date( 0 ) ).currentUser.permissions.manage_options === true;
}
