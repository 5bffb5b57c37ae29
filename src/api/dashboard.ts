/**
 * At a Glance card data: backup, scan, anti-spam, protection, stats, plugin updates, firewall, ads, search,
 * verification (docs/api.md#dashboard-cards, docs/api.md#settings-screens).
 */
import { callRoute } from './call-route';
import { unwrapEnvelope } from './envelope';
import { ROUTES } from './routes';
import type { RewindStatus, ScanStatus, SearchSettingsUpdate, StatsRange, WordAdsSettingsUpdate } from './types';

/** GET rewind: the original plugin wraps it in the provider envelope. */
export const fetchRewindStatus = () => callRoute( ROUTES.rewind ).then( ( answer ) => unwrapEnvelope< RewindStatus >( answer ) );

/** GET scan: the original plugin wraps it in the provider envelope. */
export const fetchScanStatus = () => callRoute( ROUTES.scan ).then( ( answer ) => unwrapEnvelope< ScanStatus >( answer ) );

/** GET module/vaultpress/data. Its own {code, message, data} shape is the answer, not an envelope. */
export const fetchVaultPressData = () => callRoute( ROUTES.vaultPressData );

export const fetchAkismetData = () => callRoute( ROUTES.akismetData );

/** GET module/akismet/key/check: is the saved key valid. */
export const checkAkismetKey = () => callRoute( ROUTES.akismetKey );

/** POST module/akismet/key/check {api_key}: checks a typed key (and keeps it when valid). */
export const checkAkismetKeyTyped = ( apiKey: string ) => callRoute( ROUTES.checkAkismetKey, { data: { api_key: apiKey } } );

export const fetchProtectCount = () => callRoute( ROUTES.protectCount );

export const fetchStatsData = ( range: StatsRange ) => callRoute( ROUTES.stats, { query: { range } } );

export const fetchPluginUpdates = () => callRoute( ROUTES.pluginUpdates );

export const fetchWafSettings = () => callRoute( ROUTES.waf );

export const fetchWordAdsSettings = () => callRoute( ROUTES.wordAdsSettings );
export const updateWordAdsSettings = ( update: WordAdsSettingsUpdate ) => callRoute( ROUTES.updateWordAdsSettings, { data: update } );

/** GET search/plan: what the site's plan allows of Jetpack Search. */
export const fetchSearchPlanInfo = () => callRoute( ROUTES.searchPlan );

export const fetchSearchSettings = () => callRoute( ROUTES.searchSettings );

/** POST search/settings: turning instant search on also turns search on; turning search off turns instant search off. */
export const updateSearchSettings = ( update: SearchSettingsUpdate ) => callRoute( ROUTES.updateSearchSettings, { data: update } );

/**
 * GET verify-site/google[/{keyring_id}]: is the site verified, and its token. With the keyring id of a fresh
 * Google connection, the provider can hand out a token for a site not yet verified.
 */
export const fetchGoogleVerificationStatus = ( keyringId?: number ) =>
	keyringId === undefined
		? callRoute( ROUTES.googleVerification )
		: callRoute( ROUTES.googleVerificationWithKeyring, { params: { keyring: keyringId } } );

/** POST verify-site/google: asks Google to verify the site, through the keyring connection when one is given. */
export const verifySiteGoogle = ( keyringId?: number ) =>
	callRoute( ROUTES.verifyWithGoogle, { data: keyringId === undefined ? {} : { keyring_id: keyringId } } );
