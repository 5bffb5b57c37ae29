/**
 * The agencies and apps cards (docs/dashboard.md#promo-and-bundle-cards): when they show, who may dismiss them, and the
 * store badge images. Pure.
 */
import type { Settings } from '../api/types';
import type { RouteGroup } from './route-group';
import type { Capabilities } from './permissions';

/** The agencies programme's discount (docs/rules.md#plans-and-products). */
export const AGENCIES_DISCOUNT_PERCENT = 25;

/** The smallest number of sites on the connected account that makes its owner likely to manage sites for others. */
export const AGENCIES_MIN_SITE_COUNT = 2;

export interface AgenciesCardFacts {
	caps: Pick< Capabilities, 'userCanConnectSite' | 'isSiteConnected' >;
	/** Sites on the provider account linked to the current user (0 when not linked). */
	accountSiteCount: number;
	group: RouteGroup;
	path: string;
	settings: Settings | undefined;
}

/**
 * The agencies programme is offered to someone who may connect this site and already runs several sites from the
 * linked account, on a connected site, on the dashboard's routes except the WooCommerce setup, until dismissed.
 * Unknown settings show nothing rather than a card that may vanish.
 */
export function showAgenciesCard( { caps, accountSiteCount, group, path, settings }: AgenciesCardFacts ): boolean {
	return (
		caps.userCanConnectSite &&
		caps.isSiteConnected &&
		accountSiteCount >= AGENCIES_MIN_SITE_COUNT &&
		group === 'dashboard' &&
		path !== '/woo-setup' &&
		settings !== undefined &&
		settings.dismiss_dash_agencies_learn_more !== true
	);
}

/** Hidden once dismissed and while the site shows no promotions. */
export function showAppsCard( settings: Settings | undefined, showPromotions: boolean ): boolean {
	return showPromotions && settings !== undefined && settings.dismiss_dash_app_card !== true;
}

/**
 * A dismissal is a settings save, which needs manage_options (docs/rules.md#roles-and-capabilities names it for the
 * apps card).
 */
export function canDismissPromo( caps: Pick< Capabilities, 'userCanManageOptions' > ): boolean {
	return caps.userCanManageOptions;
}

export interface StoreBadgeImages {
	/** The store's own badge in the user's language; null: the local (English) badge. */
	googlePlay: string | null;
	appStore: string | null;
}

/**
 * English sites use the local badges. Other languages load the stores' localised badges (the card falls back to the
 * local one if an image fails), except in offline mode, where the site is assumed not to reach the internet.
 */
export function storeBadgeImages( locale: string, isOfflineMode: boolean ): StoreBadgeImages {
	const [ language = 'en', region ] = locale.toLowerCase().split( /[_-]/ );
	if ( isOfflineMode || language === 'en' || ! /^[a-z]{2,3}$/.test( language ) ) {
		return { googlePlay: null, appStore: null };
	}
	const appleLocale = region && /^[a-z]{2}$/.test( region ) ? `${ language }-${ region }` : `${ language }-${ language }`;
	return {
		googlePlay: `https://play.google.com/intl/${ language }/badges/static/images/badges/${ language }_badge_web_generic.png`,
		appStore: `https://tools.applemarketingtools.com/api/badges/download-on-the-app-store/black/${ appleLocale }?size=250x83`,
	};
}
