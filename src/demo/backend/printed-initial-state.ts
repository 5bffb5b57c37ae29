/** window.Initial_State as the demo site prints it, from the backend state (✱ the same shape the plugin prints). */
import { isJetpackHost } from '../jetpack-host/host-mode';
import type { InitialState, StateNotices } from '../../api/types';
import { scenarioUserManagesOptions } from './scenarios';
import { readSettings } from './settings-model';
import { modulesFor, settingsFor } from './secrets';
import { createSitePlan, createUpsellProducts } from '../catalogue/plans';
import { activePurchases, siteFeatures } from './site-features';
import { printedLocaleFormats } from './locale-formats';
import { atOrigin } from './site-address';
import type { DemoState } from './state';
import { DEMO_SITE_ROLES } from './traffic-settings-checks';

/** The address the demo's connection was made for, when it plays a site whose address changed (docs/demo-site.md). */
export const IDENTITY_CRISIS_FROM = 'original-site.example';

const UPSELL_PRODUCTS = [ 'akismet', 'backup', 'scan', 'search', 'security', 'videopress' ];

/** Every product page is offered; on Jetpack each is described by the page itself (jetpack-host/page-data.ts). */
function productListings( state: DemoState, rawUrl: string ): InitialState[ 'products' ] {
	if ( ! isJetpackHost( state ) ) {
		return Object.fromEntries( UPSELL_PRODUCTS.map( ( slug ) => [ slug, { available: true } ] ) );
	}
	const catalogue = createUpsellProducts( rawUrl );
	return Object.fromEntries(
		Object.entries( catalogue )
			.filter( ( [ key ] ) => UPSELL_PRODUCTS.includes( key ) )
			.map( ( [ key, { slug, title, description, features, disclaimer, includedInPlans } ] ) => [
				key,
				{ available: true, description: { slug, title, description, features, disclaimer, includedInPlans } },
			] )
	);
}

export interface PageRequest {
	/** Origin the browser used, e.g. http://127.0.0.1:8080 */
	origin: string;
	nonce: string;
	/** The page's query string: its error and message codes become state notices. */
	query: URLSearchParams;
}

/** As the plugin prints them: the codes, never the link's free text (docs/wordpress-plugin.md#security-model). */
function stateNoticesFrom( query: URLSearchParams ): StateNotices {
	return {
		errorCode: query.get( 'error' ),
		messageCode: query.get( 'message' ),
		messageContent: null,
		errorDescription: null,
	};
}

export function buildInitialState( state: DemoState, page: PageRequest ): InitialState {
	const { site, connection } = state;
	const adminUrl = `${ page.origin }/wp-admin/`;
	const rawUrl = page.origin.replace( /^https?:\/\//, '' );
	const localeFormats = printedLocaleFormats( site.locale ?? 'en_US' );
	const data: InitialState = {
		host: isJetpackHost( state ) ? 'jetpack' : 'demo',
		// The demo serves the app at admin.php?page=jetpack in every scenario, a Jetpack site's too.
		appPage: 'jetpack',
		WP_API_root: `${ page.origin }/wp-json/`,
		WP_API_nonce: page.nonce,
		registrationNonce: 'demo-registration-nonce',
		adminUrl,
		rawUrl,
		siteTitle: site.title,
		currentVersion: site.currentVersion,
		isDevVersion: site.isDevVersion,
		pluginBaseUrl: `${ page.origin }/wp-content/plugins/jetpack`,
		// As WordPress prints get_user_locale() for the page: lower case, with hyphens (pt_PT_ao90 → pt-pt-ao90).
		locale: ( site.locale ?? 'en_US' ).toLowerCase().replace( /_/g, '-' ),
		connectionStatus: connection,
		connectUrl: `${ page.origin }/demo-provider/authorize`,
		userData: { currentUser: state.currentUser },
		connectionOwner: state.connectionOwner,
		getModules: modulesFor( state.modules, state.currentUser.permissions ),
		settings: settingsFor( readSettings( state ), state.currentUser.permissions ),
		siteData: {
			blog_id: connection.isRegistered ? site.blogId : null,
			icon: '',
			siteVisibleToSearchEngines: site.visibleToSearchEngines,
			showPromotions: true,
			isAtomicSite: site.isAtomic,
			isWoASite: site.isAtomic,
			isAtomicPlatform: site.isAtomic,
			showBackups: true,
			showRecommendations: site.showRecommendations,
			showMyJetpack: site.showMyJetpack,
			// The demo stands for a site running the original plugin, which registers the Sharing screen.
			showSharingScreen: true,
			isMultisite: site.isMultisite,
			dateFormat: site.dateFormat,
			hasSeenWCConnectionModal: site.hasSeenWCConnectionModal,
			isWooCommerceActive: !! state.plugins[ 'woocommerce/woocommerce.php' ]?.active,
			plan: connection.isActive ? state.plan : null,
			features: connection.isActive ? siteFeatures( state ).active : [],
			activeProducts: connection.isActive ? activePurchases( state ).map( ( purchase ) => purchase.product_slug ) : [],
			videoPressStorageUsed: connection.isActive ? createSitePlan( state.plan ).videopress_storage_used ?? null : null,
			postCount: site.postCount,
			...( site.commentCount === undefined ? {} : { commentCount: site.commentCount } ),
			pluginCount: Object.keys( state.plugins ).length,
		},
		themeData: {
			name: 'Twenty Twenty-Four',
			stylesheet: 'twentytwentyfour',
			support: { 'infinite-scroll': false, widgets: true },
		},
		connectedPlugins: state.connectedPlugins,
		currentIp: '127.0.0.1',
		lastPostUrl: `${ page.origin }/?p=42`,
		newRecommendations: state.recommendations.newRecommendations,
		recommendationsStep: state.recommendations.step,
		products: productListings( state, rawUrl ),
		purchaseToken: '',
		aff: '',
		partnerSubsidiaryId: '',
		partnerCoupon: state.partnerCoupon,
		calypsoEnv: 'production',
		tracksUserData: connection.isActive
			? { userid: state.currentUser.id, username: state.currentUser.username, blogid: site.blogId }
			: null,
		dismissedNotices: state.dismissedNotices,
		jetpackStateNotices: stateNoticesFrom( page.query ),
		licensing: {
			error: state.licensing.error,
			showLicensingUi: connection.isActive,
			userCounts: state.licensing.userCounts,
			activationNoticeDismiss: state.licensing.activationNoticeDismiss,
		},
		releasePost: state.releasePost,
		isSafari: false,
		// The demo provider's page can be framed, so the authorization opens in the page.
		doNotUseConnectionIframe: false,
		externalServicesConnectUrls: connection.isActive
			? { google_site_verification: `${ page.origin }/demo-provider/keyring/google_site_verification` }
			: {},
		siteRoles: DEMO_SITE_ROLES,
		siteDescription: site.description,
		// The demo runs no PHP: it reports the versions the plugin is tested on (docs/demo-site.md), the PHP version
		// to users who manage options only, as the plugin does (docs/wordpress-plugin.md#security-model).
		wordpressVersion: '6.8',
		...( state.currentUser.permissions.manage_options ? { phpVersion: '8.4' } : {} ),
		// The demo serves the dev-tools preview, to the scenario's administrator only; the WordPress plugin does not,
		// so there the card is not offered.
		devToolsAvailable: scenarioUserManagesOptions( state ),
		...( connection.isInIdentityCrisis ? { identityCrisisFrom: IDENTITY_CRISIS_FROM } : {} ),
		...( localeFormats ? { localeFormats } : {} ),
	};
	// The stored addresses (modules' sitemaps and configure links) follow the port the page was asked on.
	return atOrigin( data, site.url, page.origin );
}
