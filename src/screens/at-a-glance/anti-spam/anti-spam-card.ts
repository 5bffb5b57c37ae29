/**
 * The Anti-spam card (docs/dashboard.md#anti-spam): which state the anti-spam plugin's data puts it in, what this user
 * may do about it, and when it offers the upgrade. Pure.
 */
import type { AkismetData } from '../../../api/types';
import type { Capabilities } from '../../../lib/permissions';

/** The plugin's own key-entry page, where activation sends the browser (docs/dashboard.md#anti-spam). */
export const AKISMET_KEY_PAGE = 'admin.php?page=akismet-key-config';

export type AntiSpamView =
	| { kind: 'count'; count: number }
	/** The plugin is missing or switched off; only users who can manage plugins may fix that here. */
	| { kind: 'activate'; installed: boolean; canActivate: boolean }
	/** Checking a key saves it, which needs the manage-options permission (as the server does). */
	| { kind: 'invalid-key'; canEnterKey: boolean }
	/** 'N/A': the plugin gave no count. */
	| { kind: 'no-data' };

export type AntiSpamCaps = Pick< Capabilities, 'userCanManagePlugins' | 'userCanManageOptions' >;

export function antiSpamView( data: AkismetData, caps: AntiSpamCaps ): AntiSpamView {
	switch ( data ) {
		case 'not_installed':
		case 'not_active':
			return { kind: 'activate', installed: data === 'not_active', canActivate: caps.userCanManagePlugins };
		case 'invalid_key':
			return { kind: 'invalid-key', canEnterKey: caps.userCanManageOptions };
		case 'N/A':
			return { kind: 'no-data' };
		default:
			return { kind: 'count', count: data };
	}
}

/** Offline, the card says so and asks nothing (docs/rules.md#error-catalogue). */
export function fetchesAkismetData( caps: Pick< Capabilities, 'isOfflineMode' > ): boolean {
	return ! caps.isOfflineMode;
}

/**
 * The site counts as paid for anti-spam when its plan or a product gives it either feature flag
 * (docs/dashboard.md#anti-spam).
 */
export function hasPaidAntiSpam( features: readonly string[] ): boolean {
	return features.includes( 'antispam' ) || features.includes( 'akismet' );
}

/**
 * Unpaid sites see the upgrade under the states where spam is not being counted for them: plugin missing or off,
 * or no data. A key problem is fixed with a key, not a purchase; a count means it already works.
 */
export function showsAntiSpamUpgrade( view: AntiSpamView, paid: boolean ): boolean {
	return ! paid && ( view.kind === 'activate' || view.kind === 'no-data' );
}
