/**
 * What the demo site answers in its Jetpack host mode where Jetpack's answer differs from the declared one: each
 * function turns the demo's own answer into Jetpack's shape, as read in Jetpack's source (file and function named
 * beside each; recorded examples in recorded-answers.ts). Routes Jetpack does not have answer 404 there.
 */
import type { RouteName } from '../../api/rest-routes';
import type {
	ConnectedPlugins,
	GoogleVerificationStatus,
	IdentityCrisisAnswer,
	Module,
	ModuleMap,
	ProviderProductMap,
	RecommendationsConditional,
	RecommendationsData,
	StatsData,
	WafSettings,
} from '../../api/types';
import { createUpsellProducts } from '../catalogue/plans';
import { IP_LISTS, JETPACK_IP_LIST_SWITCHES } from '../../lib/firewall-ip-lists';
import { WpError } from '../backend/wp-error';

type Answer = ( answer: unknown, origin: string ) => unknown;

/** An answer without the fields Jetpack does not send. */
const without = ( answer: unknown, names: readonly string[] ): Record< string, unknown > =>
	Object.fromEntries( Object.entries( answer as Record< string, unknown > ).filter( ( [ name ] ) => ! names.includes( name ) ) );

/**
 * A module's `configurable`: the link to its settings, or false; no options are PHP's empty array, a list
 * (class.core-rest-api-endpoints.php prepare_modules_for_response).
 */
const jetpackModule = ( module: Module, origin: string ): unknown => ( {
	...module,
	configurable: module.configurable ? `<a href="${ origin }/wp-admin/admin.php?page=jetpack#/settings?term=${ module.module }">Configure</a>` : false,
	options: Object.keys( module.options ).length === 0 ? [] : module.options,
} );

function jetpackVerification( answer: unknown ): unknown {
	const { isOwner, searchConsoleUrl, verificationConsoleUrl, ...status } = answer as GoogleVerificationStatus;
	return { ...status, is_owner: isOwner, google_search_console_url: searchConsoleUrl, google_verification_console_url: verificationConsoleUrl };
}

export const JETPACK_ANSWER_SHAPES: { readonly [ Name in RouteName ]?: Answer } = {
	// packages/connection/src/class-rest-connector.php REST_Connector::connection_status: no identity crisis, sandbox,
	// errors or siteConnectionStatus (only the page data adds the first three).
	connectionStatus: ( answer ) => without( answer, [ 'isInIdentityCrisis', 'sandboxDomain', 'errors', 'siteConnectionStatus' ] ),
	// REST_Connector::get_connection_plugins: a list, each plugin with its slug.
	connectedPlugins: ( answer ) => Object.entries( answer as ConnectedPlugins ).map( ( [ slug, plugin ] ) => ( { ...plugin, slug } ) ),
	// packages/identity-crisis/src/class-rest-endpoints.php REST_Endpoints::start_fresh_connection: the bare address.
	startFresh: ( answer ) => ( answer as IdentityCrisisAnswer ).authorizeUrl ?? '',
	// class.core-rest-api-endpoints.php set_has_seen_wc_connection_modal.
	seenWooConnectionModal: () => ( { success: true } ),
	// update_user_tracking_settings passes on the provider's answer, which has no code.
	updateTrackingSettings: ( answer ) => without( answer, [ 'code', 'message' ] ),
	// core-api/class.jetpack-core-api-module-endpoints.php Jetpack_Core_API_Module_List_Endpoint::get_modules.
	modules: ( answer, origin ) =>
		Object.fromEntries( Object.entries( answer as ModuleMap ).map( ( [ slug, module ] ) => [ slug, jetpackModule( module, origin ) ] ) ),
	// core-api/class.jetpack-core-api-module-endpoints.php Jetpack_Core_API_Data::get_all_options: the IP lists'
	// switch is two, one per list (class.core-rest-api-endpoints.php get_updateable_data_list), never the app's one.
	settings: ( answer ) => jetpackSettings( answer ),
	// class-jetpack-recommendations.php get_recommendations_data: an empty list while nothing is stored.
	recommendationsData: ( answer ) => {
		const data = answer as RecommendationsData;
		const stored = Object.entries( data ).filter( ( [ , value ] ) => ! Array.isArray( value ) || value.length > 0 );
		return stored.length === 0 ? [] : data;
	},
	// get_conditional_recommendations: the bare list.
	recommendationsConditional: ( answer ) => ( answer as RecommendationsConditional ).conditional,
	// packages/waf/src/class-rest-controller.php REST_Controller::waf: the options as stored, and its own names.
	waf: ( answer ) => {
		const { bootstrapPath, hasRulesAccess, ...options } = answer as WafSettings;
		return {
			...Object.fromEntries( Object.entries( options ).map( ( [ name, value ] ) => [ name, typeof value === 'boolean' ? ( value ? '1' : '' ) : value ] ) ),
			bootstrap_path: bootstrapPath,
			automatic_rules_available: hasRulesAccess,
		};
	},
	// class.core-rest-api-endpoints.php is_site_verified_and_token and verify_site pass on the provider's names.
	googleVerification: jetpackVerification,
	googleVerificationWithKeyring: jetpackVerification,
	verifyWithGoogle: jetpackVerification,
	// core-api/class.jetpack-core-api-site-endpoints.php get_products: the provider's answer already decoded in the
	// envelope; the provider tells whether it sells each product to the site and its sale (sale_coupon).
	siteProducts: ( answer ) => {
		const sales = new Map( Object.values( createUpsellProducts() ).map( ( upsell ) => [ upsell.slug, upsell.saleCoupon ] ) );
		return {
			code: 'success',
			message: 'Site products correctly received.',
			data: Object.fromEntries(
				Object.entries( answer as ProviderProductMap ).map( ( [ slug, product ] ) => {
					const sale = sales.get( slug );
					const sold = without( product, [ 'billing_timeframe' ] );
					return [ slug, { ...sold, available: true, ...( sale ? { sale_coupon: { discount: sale.discount } } : {} ) } ];
				} )
			),
		};
	},
	// packages/licensing/src/class-endpoints.php set_jetpack_license: only that the key was stored.
	setLicense: () => ( { code: 'success' } ),
	// class.core-rest-api-endpoints.php get_stats_data: the provider's summary with more figures, and its series with
	// rows that name their columns (period, views, visitors).
	stats: ( answer ) => {
		const { general, ...ranges } = answer as StatsData;
		const series = ( rows: [ string, number ][] ) => ( { unit: 'day', fields: [ 'period', 'views', 'visitors' ], data: rows.map( ( [ date, views ] ) => [ date, views, Math.ceil( views / 2 ) ] ) } );
		return {
			general: { ...general, stats: { ...general.stats, visitors: 0, followers_blog: 0 }, visits: series( ranges.day?.data ?? [] ) },
			...Object.fromEntries( Object.entries( ranges ).map( ( [ range, period ] ) => [ range, series( period?.data ?? [] ) ] ) ),
		};
	},
};

/** A settings map as Jetpack keeps it: the IP lists' one switch as its two. */
export function jetpackSettings( settings: unknown ): Record< string, unknown > {
	const { [ IP_LISTS ]: lists, ...rest } = settings as Record< string, unknown >;
	return lists === undefined ? rest : { ...rest, ...Object.fromEntries( JETPACK_IP_LIST_SWITCHES.map( ( name ) => [ name, lists ] ) ) };
}

/**
 * A POST settings body as Jetpack takes it (Jetpack_Core_API_Data::update_data): the IP lists' one switch is not
 * among its updatable settings, so a body naming it is refused, 400 `some_updated`; its two switches write the
 * demo's one (on while either list is).
 */
export function fromJetpackSettingsUpdate( body: Record< string, unknown > ): Record< string, unknown > {
	if ( IP_LISTS in body ) {
		throw new WpError( 'some_updated', `Invalid option: ${ IP_LISTS }.`, 400 );
	}
	const switches = JETPACK_IP_LIST_SWITCHES.filter( ( name ) => name in body );
	if ( switches.length === 0 ) {
		return body;
	}
	const rest = Object.fromEntries( Object.entries( body ).filter( ( [ name ] ) => ! switches.some( ( known ) => known === name ) ) );
	return { ...rest, [ IP_LISTS ]: switches.some( ( name ) => body[ name ] === true ) };
}

/**
 * Routes of the app Jetpack does not have under jetpack/v4: its ads live in `settings`, Social at wpcom/v2/publicize
 * (publicize.ts), and the mobile login email is not in its API. The routes this plugin keeps beside Jetpack
 * (KEPT_BESIDE_JETPACK in rest-routes.ts) answer in the plugin's own namespace instead.
 */
export const ABSENT_ON_JETPACK: readonly RouteName[] = [
	'wordAdsSettings',
	'updateWordAdsSettings',
	'sendMobileLoginEmail',
	'socialConnections',
	'socialServices',
	'connectSocialAccount',
	'disconnectSocialAccount',
];
