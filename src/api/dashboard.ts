/**
 * At a Glance card data: backup, scan, anti-spam, protection, stats, plugin updates, firewall, ads, search,
 * verification (docs/api.md#dashboard-cards, docs/api.md#settings-screens).
 */
import { apiRequest } from './client';
import { unwrapEnvelope } from './envelope';
import { v4 } from './namespace';
import type {
	AkismetData,
	AkismetKeyCheck,
	GoogleVerificationStatus,
	PluginUpdates,
	ProtectCount,
	ProviderEnvelope,
	RewindStatus,
	ScanStatus,
	SearchPlanInfo,
	SearchSettings,
	SearchSettingsUpdate,
	StatsData,
	StatsRange,
	SuccessResponse,
	VaultPressData,
	WafSettings,
	WordAdsSettings,
	WordAdsSettingsUpdate,
} from './types';

/** GET rewind: the original plugin wraps it in the provider envelope. */
export const fetchRewindStatus = () =>
	apiRequest< ProviderEnvelope | RewindStatus >( { path: v4( 'rewind' ) } ).then( ( answer ) =>
		unwrapEnvelope< RewindStatus >( answer )
	);

/** GET scan: the original plugin wraps it in the provider envelope. */
export const fetchScanStatus = () =>
	apiRequest< ProviderEnvelope | ScanStatus >( { path: v4( 'scan' ) } ).then( ( answer ) =>
		unwrapEnvelope< ScanStatus >( answer )
	);

/** GET module/vaultpress/data. Its own {code, message, data} shape is the answer, not an envelope. */
export const fetchVaultPressData = () => apiRequest< VaultPressData >( { path: v4( 'module/vaultpress/data' ) } );

export const fetchAkismetData = () => apiRequest< AkismetData >( { path: v4( 'module/akismet/data' ) } );

/** GET module/akismet/key/check: is the saved key valid. */
export const checkAkismetKey = () => apiRequest< AkismetKeyCheck >( { path: v4( 'module/akismet/key/check' ) } );

/** POST module/akismet/key/check {api_key}: checks a typed key (and keeps it when valid). */
export const checkAkismetKeyTyped = ( apiKey: string ) =>
	apiRequest< AkismetKeyCheck >( {
		path: v4( 'module/akismet/key/check' ),
		method: 'POST',
		data: { api_key: apiKey },
	} );

export const fetchProtectCount = () => apiRequest< ProtectCount >( { path: v4( 'module/protect/data' ) } );

export const fetchStatsData = ( range: StatsRange ) =>
	apiRequest< StatsData >( { path: v4( 'module/stats/data', { range } ) } );

export const fetchPluginUpdates = () => apiRequest< PluginUpdates >( { path: v4( 'updates/plugins' ) } );

export const fetchWafSettings = () => apiRequest< WafSettings >( { path: v4( 'waf' ) } );

export const fetchWordAdsSettings = () => apiRequest< WordAdsSettings >( { path: v4( 'wordads/settings' ) } );
export const updateWordAdsSettings = ( update: WordAdsSettingsUpdate ) =>
	apiRequest< SuccessResponse >( { path: v4( 'wordads/settings' ), method: 'POST', data: update } );

/** GET search/plan: what the site's plan allows of Jetpack Search. */
export const fetchSearchPlanInfo = () => apiRequest< SearchPlanInfo >( { path: v4( 'search/plan' ) } );

export const fetchSearchSettings = () => apiRequest< SearchSettings >( { path: v4( 'search/settings' ) } );

/** POST search/settings: turning instant search on also turns search on; turning search off turns instant search off. */
export const updateSearchSettings = ( update: SearchSettingsUpdate ) =>
	apiRequest< SearchSettings >( { path: v4( 'search/settings' ), method: 'POST', data: update } );

/**
 * GET verify-site/google[/{keyring_id}]: is the site verified, and its token. With the keyring id of a fresh
 * Google connection, the provider can hand out a token for a site not yet verified.
 */
export const fetchGoogleVerificationStatus = ( keyringId?: number ) =>
	apiRequest< GoogleVerificationStatus >( {
		path: v4( keyringId === undefined ? 'verify-site/google' : `verify-site/google/${ keyringId }` ),
	} );

/** POST verify-site/google: asks Google to verify the site, through the keyring connection when one is given. */
export const verifySiteGoogle = ( keyringId?: number ) =>
	apiRequest< GoogleVerificationStatus >( {
		path: v4( 'verify-site/google' ),
		method: 'POST',
		data: keyringId === undefined ? {} : { keyring_id: keyringId },
	} );
