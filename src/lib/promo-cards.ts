/**
 * The agencies and apps cards (spec 2 §2.9): when they show, who may dismiss them, and the store badge images.
 * Pure.
 */
import type { Settings } from '../api/types';
import type { Capabilities } from './permissions';

/** The agencies programme's discount (spec 2 §9). */
export const AGENCIES_DISCOUNT_PERCENT = 25;

/** Until someone dismisses it; unknown settings show nothing rather than a card that may vanish. */
export function showAgenciesCard( settings: Settings | undefined ): boolean {
	return settings !== undefined && settings.dismiss_dash_agencies_learn_more !== true;
}

/** Hidden once dismissed and while the site shows no promotions. */
export function showAppsCard( settings: Settings | undefined, showPromotions: boolean ): boolean {
	return showPromotions && settings !== undefined && settings.dismiss_dash_app_card !== true;
}

/** A dismissal is a settings save, which needs manage_options (spec 2 §6 names it for the apps card). */
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
