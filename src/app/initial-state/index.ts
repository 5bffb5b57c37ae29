/**
 * The one reading of window.Initial_State, at boot: every field the app uses is checked and typed here, and a field
 * the host left out or printed with another type gets a safe value (off, empty, none), so that part of the page
 * degrades instead of the app failing. The rest of the app trusts the result.
 */
import { parseHost } from '../../api/host';
import type { InitialState, LocaleFormats } from '../../api/types';
import { isRecommendationStep } from '../../lib/recommendation-steps';
import { parseConnectionStatus, parseCurrentUser } from './connection';
import { fieldsOf, isRecord, mapOf, record, text, textOrNull, texts } from './fields';
import { parseModules, parseSettings } from './modules';
import { parseProducts } from './products';
import {
	parseLicensing,
	parsePartnerCoupon,
	parseReleasePost,
	parseSiteData,
	parseStateNotices,
	parseThemeData,
	parseTracksUserData,
} from './site';

declare global {
	interface Window {
		/** What the host is meant to print; the app reads it only through readInitialState, which checks it. */
		Initial_State?: InitialState;
	}
}

const textEntry = ( value: unknown ) => ( typeof value === 'string' ? value : undefined );
const recommendationStep = ( value: unknown ) => ( typeof value === 'string' && isRecommendationStep( value ) ? value : 'not-started' );
const booleanEntry = ( value: unknown ) => ( typeof value === 'boolean' ? value : undefined );
// A page slug as WordPress makes them; anything else would put markup or another page into the app's own links.
const appPage = ( value: unknown ) => ( typeof value === 'string' && /^[a-z0-9_-]{1,64}$/.test( value ) ? value : 'jetpack' );

/** WordPress keys a preloaded answer by the path it was asked with ('/jetpack/v4/plugins'); the client's have no slash. */
function parsePreloadedAnswers( value: unknown ): Record< string, { body: unknown } > {
	const answers = mapOf( value, ( entry ) => ( isRecord( entry ) && 'body' in entry ? { body: entry.body } : undefined ) );
	return Object.fromEntries( Object.entries( answers ).map( ( [ path, answer ] ) => [ path.replace( /^\/+/, '' ), answer ] ) );
}

const names = ( value: unknown, count: number ) =>
	Array.isArray( value ) && value.length === count && value.every( ( name ) => typeof name === 'string' && name !== '' ) ? ( value as string[] ) : undefined;

/** WordPress' formats for the locale, whole or not at all: a part missing or misshapen leaves every figure to Intl. */
function parseLocaleFormats( value: unknown ): LocaleFormats | undefined {
	const raw = record( value );
	const { thousandsSeparator, decimalPoint } = raw;
	const months = names( raw.months, 12 );
	const monthsShort = names( raw.monthsShort, 12 );
	const weekdays = names( raw.weekdays, 7 );
	const weekdaysShort = names( raw.weekdaysShort, 7 );
	if ( typeof thousandsSeparator !== 'string' || typeof decimalPoint !== 'string' || decimalPoint === '' ) {
		return undefined;
	}
	return months && monthsShort && weekdays && weekdaysShort ? { thousandsSeparator, decimalPoint, months, monthsShort, weekdays, weekdaysShort } : undefined;
}

/** Typed Initial_State from whatever the page printed (an object: see readInitialState for a page without one). */
export function parseInitialState( raw: Record< string, unknown > ): InitialState {
	const userData = record( raw.userData );
	const initial: InitialState = {
		host: parseHost( raw.host ),
		appPage: appPage( raw.appPage ),
		...fieldsOf( raw, {
			WP_API_root: '/wp-json/',
			WP_API_nonce: '',
			registrationNonce: '',
			adminUrl: '/wp-admin/',
			rawUrl: '',
			siteTitle: '',
			currentVersion: '',
			isDevVersion: false,
			pluginBaseUrl: '',
			locale: 'en-us',
			connectUrl: '',
			currentIp: '',
			lastPostUrl: '',
			purchaseToken: '',
			aff: '',
			partnerSubsidiaryId: '',
			calypsoEnv: 'production',
			isSafari: false,
			// Unknown: the full-page redirect, which works wherever the provider's page may not be framed.
			doNotUseConnectionIframe: true,
		} ),
		connectionStatus: parseConnectionStatus( raw.connectionStatus ),
		userData: { currentUser: parseCurrentUser( userData.currentUser ) },
		connectionOwner: textOrNull( raw.connectionOwner ),
		getModules: parseModules( raw.getModules ),
		settings: parseSettings( raw.settings ),
		siteData: parseSiteData( raw.siteData, raw ),
		themeData: parseThemeData( raw.themeData ),
		connectedPlugins: mapOf( raw.connectedPlugins, ( plugin ) => ( isRecord( plugin ) ? { name: text( plugin.name ) } : undefined ) ),
		newRecommendations: texts( raw.newRecommendations ),
		recommendationsStep: recommendationStep( raw.recommendationsStep ),
		products: parseProducts( raw.products ),
		partnerCoupon: parsePartnerCoupon( raw.partnerCoupon ),
		tracksUserData: parseTracksUserData( raw.tracksUserData ),
		dismissedNotices: mapOf( raw.dismissedNotices, booleanEntry ),
		jetpackStateNotices: parseStateNotices( raw.jetpackStateNotices ),
		licensing: parseLicensing( raw.licensing ),
		releasePost: parseReleasePost( raw.releasePost ) ?? parseReleasePost( record( raw.jetpackStateNotices ).messageContent ),
	};
	// Optional fields stay absent when the page left them out; the parts that use them have their own fallback.
	if ( raw.externalServicesConnectUrls !== undefined ) {
		initial.externalServicesConnectUrls = mapOf( raw.externalServicesConnectUrls, textEntry );
	}
	if ( raw.siteRoles !== undefined ) {
		initial.siteRoles = mapOf( raw.siteRoles, textEntry );
	}
	if ( typeof raw.siteDescription === 'string' ) {
		initial.siteDescription = raw.siteDescription;
	}
	if ( typeof raw.wordpressVersion === 'string' ) {
		initial.wordpressVersion = raw.wordpressVersion;
	}
	if ( typeof raw.phpVersion === 'string' ) {
		initial.phpVersion = raw.phpVersion;
	}
	if ( raw.ownRoutes !== undefined ) {
		initial.ownRoutes = texts( raw.ownRoutes );
	}
	if ( typeof raw.identityCrisisFrom === 'string' && raw.identityCrisisFrom !== '' ) {
		initial.identityCrisisFrom = raw.identityCrisisFrom;
	}
	if ( typeof raw.devToolsAvailable === 'boolean' ) {
		initial.devToolsAvailable = raw.devToolsAvailable;
	}
	if ( raw.preloadedAnswers !== undefined ) {
		initial.preloadedAnswers = parsePreloadedAnswers( raw.preloadedAnswers );
	}
	const localeFormats = parseLocaleFormats( raw.localeFormats );
	if ( localeFormats ) {
		initial.localeFormats = localeFormats;
	}
	return initial;
}

/**
 * Reads what the host page printed. A page without it cannot run the app (no REST root, no nonce); a missing
 * connection state is logged and read as "not connected" so the shell still renders.
 */
export function readInitialState( win: { Initial_State?: unknown } ): InitialState {
	const printed = win.Initial_State;
	if ( ! isRecord( printed ) ) {
		throw new Error( 'window.Initial_State is missing: the host page must print it before the app loads.' );
	}
	if ( ! isRecord( printed.connectionStatus ) ) {
		console.error( 'Initial_State.connectionStatus is missing; the app assumes the site is not connected.' );
	}
	return parseInitialState( printed );
}
