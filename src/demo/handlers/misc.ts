import type { HttpHandler } from 'msw';
import { verificationCode } from '../../lib/google-verification';
import { DISMISSIBLE_NOTICE_IDS, JETPACK_OWN_NOTICE_IDS } from '../../lib/notice-ids';
import { NS } from '../../api/namespace';
import { isJetpackHost } from '../jetpack-host/host-mode';
import type {
	GoogleVerificationStatus,
	InstalledPlugin,
	PluginInstallRequest,
	PluginInstallResponse,
	PluginUpdates,
	SearchPlanInfo,
	SearchSettings,
	WafSettings,
	WordAdsSettings,
} from '../../api/types';
import type { DemoBackend } from '../backend/backend';
import { route } from '../backend/rest';
import { invalidParam, WpError } from '../backend/wp-error';
import { writeSettings } from '../backend/settings-model';
import type { DemoState } from '../backend/state';
import { siteFeatures } from '../backend/site-features';
import { REST_ROUTES } from '../../api/rest-routes';
import { envelope } from './site';

type PluginEntry = InstalledPlugin & { file: string };

/** Plugins the dashboard and the recommendations offer to install, as the plugin directory would deliver them. */
const INSTALLABLE: Readonly< Record< string, Omit< PluginEntry, 'active' > > > = {
	akismet: { file: 'akismet/akismet.php', Name: 'Akismet Anti-spam', Version: '5.6', TextDomain: 'akismet' },
	'jetpack-boost': { file: 'jetpack-boost/jetpack-boost.php', Name: 'Jetpack Boost', Version: '3.4.7', TextDomain: 'jetpack-boost' },
	'creative-mail-by-constant-contact': {
		file: 'creative-mail-by-constant-contact/creative-mail-plugin.php',
		Name: 'Creative Mail by Constant Contact',
		Version: '1.6.9',
		TextDomain: 'creative-mail-by-constant-contact',
	},
	'jetpack-protect': { file: 'jetpack-protect/jetpack-protect.php', Name: 'Jetpack Protect', Version: '3.0.2', TextDomain: 'jetpack-protect' },
	woocommerce: { file: 'woocommerce/woocommerce.php', Name: 'WooCommerce', Version: '9.4.2', TextDomain: 'woocommerce' },
	'zero-bs-crm': { file: 'zero-bs-crm/ZeroBSCRM.php', Name: 'Jetpack CRM', Version: '6.4.4', TextDomain: 'zero-bs-crm' },
	vaultpress: { file: 'vaultpress/vaultpress.php', Name: 'VaultPress', Version: '3.0.0', TextDomain: 'vaultpress' },
};

/** Latest versions in the plugin directory, keyed by plugin file: an installed plugin behind it needs an update. */
function latestVersion( file: string ): string | undefined {
	return Object.values( INSTALLABLE ).find( ( plugin ) => plugin.file === file )?.Version;
}

function pluginUpdates( state: DemoState ): PluginUpdates {
	const count = Object.entries( state.plugins ).filter( ( [ file, plugin ] ) => {
		const latest = latestVersion( file );
		return latest !== undefined && latest !== plugin.Version;
	} ).length;
	return { code: count === 0 ? 'success' : 'updates-available', count };
}

/** The side effects activating a plugin has on the data the dashboard reads. */
function onActivated( state: DemoState, slug: string ): void {
	if ( slug === 'akismet' ) {
		state.akismet = state.akismetKey.validKey ? ( typeof state.akismet === 'number' ? state.akismet : 0 ) : 'invalid_key';
	}
	if ( slug === 'vaultpress' ) {
		// Freshly installed, the legacy service still waits for its registration key.
		state.vaultpress = {
			...state.vaultpress,
			code: 'not_registered',
			message: 'VaultPress needs its registration key.',
			data: { ...state.vaultpress.data, active: true },
		};
		const module = state.modules.vaultpress;
		if ( module ) {
			module.activated = true;
		}
	}
}

function installPlugin( backend: DemoBackend, { slug }: PluginInstallRequest ): PluginInstallResponse {
	const installed = Object.keys( backend.state.plugins ).find( ( file ) => file.split( '/' )[ 0 ] === slug );
	const offered = Object.hasOwn( INSTALLABLE, slug ) ? INSTALLABLE[ slug ] : undefined;
	const file = installed ?? offered?.file;
	if ( ! file ) {
		throw new WpError( 'plugin_not_found', `Plugin ${ slug } could not be found in the plugin directory.`, 404 );
	}
	backend.update( ( state ) => {
		const plugin = state.plugins[ file ];
		if ( plugin ) {
			plugin.active = true;
		} else if ( offered ) {
			state.plugins[ file ] = {
				Name: offered.Name,
				Version: offered.Version,
				TextDomain: offered.TextDomain,
				active: true,
			};
		}
		onActivated( state, slug );
	} );
	return { code: 'success', message: `Activated ${ file }`, plugin: file };
}

/** Firewall settings: the IP lists live in the waf module's options, so a settings save shows here too. */
function wafSettings( state: DemoState ): WafSettings {
	const options = state.modules.waf?.options;
	const read = < K extends keyof WafSettings >( name: K ): WafSettings[ K ] => {
		const value = options?.[ name ]?.current_value;
		return typeof value === typeof state.waf[ name ] ? ( value as WafSettings[ K ] ) : state.waf[ name ];
	};
	return {
		...state.waf,
		// Paid scanning comes with the automatic firewall rules.
		hasRulesAccess: state.waf.hasRulesAccess || siteFeatures( state ).active.includes( 'scan' ),
		jetpack_waf_ip_list: read( 'jetpack_waf_ip_list' ),
		jetpack_waf_ip_allow_list: read( 'jetpack_waf_ip_allow_list' ),
		jetpack_waf_ip_block_list: read( 'jetpack_waf_ip_block_list' ),
		jetpack_waf_share_data: read( 'jetpack_waf_share_data' ),
	};
}

const WORDADS_KEYS = [
	'wordads_display_front_page',
	'wordads_display_post',
	'wordads_display_page',
	'wordads_display_archive',
] as const;

function wordAdsSettings( state: DemoState ): WordAdsSettings {
	const options = state.modules.wordads?.options;
	const settings: WordAdsSettings = {
		wordads_display_front_page: true,
		wordads_display_post: true,
		wordads_display_page: true,
		wordads_display_archive: true,
	};
	for ( const key of WORDADS_KEYS ) {
		const value = options?.[ key ]?.current_value;
		if ( typeof value === 'boolean' ) {
			settings[ key ] = value;
		}
	}
	return settings;
}

/** Checks a whole update of boolean fields against the names allowed; nothing is written on a bad one. */
function readBooleans< K extends string >( body: Record< string, unknown >, keys: readonly K[] ): Partial< Record< K, boolean > > {
	const entries = Object.entries( body );
	if ( entries.length === 0 ) {
		throw new WpError( 'rest_invalid_param', 'No settings to update were given.', 400 );
	}
	const update: Partial< Record< K, boolean > > = {};
	for ( const [ name, value ] of entries ) {
		const key = keys.find( ( known ) => known === name );
		if ( ! key ) {
			throw new WpError( 'rest_invalid_param', `Unknown setting: ${ name }.`, 400, { params: { [ name ]: 'unknown' } } );
		}
		if ( typeof value !== 'boolean' ) {
			throw invalidParam( name, `${ name } is not of type boolean.` );
		}
		update[ key ] = value;
	}
	return update;
}

function searchPlan( state: DemoState ): SearchPlanInfo {
	const features = siteFeatures( state ).active;
	const search = features.includes( 'search' );
	const instant = features.includes( 'instant-search' );
	return { supports_search: search, supports_instant_search: instant, supports_only_classic_search: search && ! instant };
}

function searchSettings( state: DemoState ): SearchSettings {
	const module = state.modules.search;
	return {
		module_active: module?.activated ?? false,
		instant_search_enabled: module?.options.instant_search_enabled?.current_value === true,
	};
}

const SEARCH_KEYS = [ 'module_active', 'instant_search_enabled' ] as const;

/** Turning instant search on turns search on; turning search off turns instant search off. */
function updateSearch( backend: DemoBackend, body: Record< string, unknown > ): SearchSettings {
	const update = readBooleans( body, SEARCH_KEYS );
	const current = searchSettings( backend.state );
	let active = update.module_active ?? current.module_active;
	let instant = update.instant_search_enabled ?? current.instant_search_enabled;
	if ( update.instant_search_enabled === true ) {
		active = true;
	} else if ( ! active ) {
		instant = false;
	}
	const plan = searchPlan( backend.state );
	if ( active && ! plan.supports_search ) {
		throw new WpError( 'search_not_in_plan', 'Search is not included in the site plan.', 400 );
	}
	if ( instant && ! plan.supports_instant_search ) {
		throw new WpError( 'instant_search_not_in_plan', 'Instant search is not included in the site plan.', 400 );
	}
	backend.update( ( state ) => {
		const module = state.modules.search;
		if ( module ) {
			module.activated = active;
			const option = module.options.instant_search_enabled;
			if ( option ) {
				option.current_value = instant;
			}
		}
	} );
	return searchSettings( backend.state );
}

/** Verification goes through the linked user's provider account. */
function requireLinkedUser( state: DemoState ): void {
	if ( ! state.connection.isRegistered || ! state.currentUser.isConnected ) {
		throw new WpError(
			'error_checking_if_site_verified_google',
			'user_not_linked: Link your WordPress.com account to verify the site with Google.',
			400
		);
	}
}

function positiveInteger( value: unknown ): number | null {
	const number = typeof value === 'string' && /^\d+$/.test( value ) ? Number( value ) : value;
	return typeof number === 'number' && Number.isInteger( number ) && number > 0 ? number : null;
}

/** The token Google hands out for this site: stable per site, like the real one. */
function googleToken( state: DemoState ): string {
	return `demo-${ state.site.blogId.toString( 36 ) }-gsv${ ( state.site.blogId * 7919 ).toString( 36 ) }`;
}

function verifyGoogle( backend: DemoBackend ): GoogleVerificationStatus {
	requireLinkedUser( backend.state );
	// Google reads the site's meta tag: it must carry the token Google handed out for this site.
	const token = backend.state.google.token ?? googleToken( backend.state );
	const saved = backend.state.modules[ 'verification-tools' ]?.options.google?.current_value;
	if ( typeof saved !== 'string' || verificationCode( saved ) !== token ) {
		throw new WpError( 'verification_failed', 'Google could not find the verification tag on the site.', 400 );
	}
	backend.update( ( state ) => {
		state.google = { ...state.google, verified: true, token, isOwner: true };
	} );
	return backend.state.google;
}

/**
 * Dashboard data outside modules (docs/api.md#dashboard-cards, docs/api.md#settings-screens): backup and scan, plugins,
 * firewall, ads, search, verification, notices.
 */
export function miscHandlers( backend: DemoBackend ): HttpHandler[] {
	return [
		// Wrapped as the original plugin does; the app skips both offline, so the state is answered anyway.
		route( backend, REST_ROUTES.rewind, ( { backend: b } ) => envelope( 'Backup & Scan data correctly received.', b.state.rewind ) ),
		route( backend, REST_ROUTES.scan, ( { backend: b } ) => envelope( 'Scan state correctly received.', b.state.scan ) ),
		route( backend, REST_ROUTES.pluginUpdates, ( { backend: b } ) => pluginUpdates( b.state ) ),
		route( backend, REST_ROUTES.plugins, ( { backend: b } ) => b.state.plugins ),
		route( backend, REST_ROUTES.installPlugin, ( { backend: b, body } ) => installPlugin( b, body ) ),
		route( backend, REST_ROUTES.waf, ( { backend: b } ) => wafSettings( b.state ) ),
		route( backend, REST_ROUTES.wordAdsSettings, ( { backend: b } ) => wordAdsSettings( b.state ) ),
		route( backend, REST_ROUTES.updateWordAdsSettings, ( { backend: b, body } ) => {
			const update = readBooleans( body, WORDADS_KEYS );
			b.update( ( state ) => writeSettings( state, update ) );
			return { code: 'success', message: 'Ads settings saved.' };
		} ),
		route( backend, REST_ROUTES.searchPlan, ( { backend: b } ) => searchPlan( b.state ) ),
		route( backend, REST_ROUTES.searchSettings, ( { backend: b } ) => searchSettings( b.state ) ),
		route( backend, REST_ROUTES.updateSearchSettings, ( { backend: b, body } ) => updateSearch( b, body ) ),
		route( backend, REST_ROUTES.googleVerification, ( { backend: b } ) => {
			requireLinkedUser( b.state );
			return b.state.google;
		} ),
		// With a fresh keyring connection the provider can tell the token before the site is verified.
		route( backend, REST_ROUTES.googleVerificationWithKeyring, ( { backend: b, params } ) => {
			requireLinkedUser( b.state );
			if ( positiveInteger( params.keyring ) === null ) {
				throw invalidParam( 'keyring_id', 'keyring_id must be a positive integer.' );
			}
			return { ...b.state.google, token: b.state.google.token ?? googleToken( b.state ) };
		} ),
		route( backend, REST_ROUTES.verifyWithGoogle, ( { backend: b } ) => verifyGoogle( b ) ),
		route( backend, REST_ROUTES.dismissNotice, ( { backend: b, params, namespace } ) => {
			const id = params.id ?? '';
			// Under Jetpack's namespace on a Jetpack site, Jetpack's route: its own notices only, answered with them.
			const jetpacks = isJetpackHost( b.state ) && namespace === NS;
			if ( jetpacks ) {
				if ( ! JETPACK_OWN_NOTICE_IDS.includes( id ) ) {
					throw new WpError( 'invalid_param', 'Invalid parameter "notice".', 404 );
				}
				b.update( ( state ) => {
					state.dismissedNotices[ id ] = true;
				} );
				return Object.fromEntries( JETPACK_OWN_NOTICE_IDS.filter( ( own ) => b.state.dismissedNotices[ own ] ).map( ( own ) => [ own, true ] ) );
			}
			if ( ! DISMISSIBLE_NOTICE_IDS.includes( id ) ) {
				throw new WpError( 'invalid_param', 'Invalid parameter "notice".', 404 );
			}
			b.update( ( state ) => {
				state.dismissedNotices[ id ] = true;
			} );
			return b.state.dismissedNotices;
		} ),
	];
}
