/**
 * The status badges of the Security section (docs/settings.md#security-status-badges): beside the backup card, the
 * backup service's state and the scan's result; beside the anti-spam card, whether the key works. Pure: the cards
 * pass what they know and show the words that come back.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import type { AkismetData, RewindStatus, ScanStatus, VaultPressData } from '../../../api/types';
import { formatCount } from '../../../lib/locale';

export type SecurityBadge =
	/** The scan (or the legacy scanner) found threats. */
	| { kind: 'threats'; count: number }
	/** The scan found nothing. */
	| { kind: 'secure' }
	/** The scan cannot run without the server credentials. */
	| { kind: 'scan-credentials' }
	/** The anti-spam key is refused. */
	| { kind: 'invalid-key' }
	/** The backup service: setting up, waiting for credentials, or connected. */
	| { kind: 'rewind-connected'; state: 'provisioning' | 'awaiting_credentials' | 'active' }
	/** A paid feature that runs through a plugin (anti-spam) is on and working. */
	| { kind: 'active' };

export type BadgeTone = 'error' | 'warning' | 'info' | 'success';

/** The backup service's badge: only for the states in which it works (the others are the card's own message). */
export function backupBadge( rewind: RewindStatus | undefined ): SecurityBadge | null {
	const state = rewind?.state;
	return state === 'provisioning' || state === 'awaiting_credentials' || state === 'active' ? { kind: 'rewind-connected', state } : null;
}

export interface ScanBadgeInput {
	/** The scan's status; undefined until it has arrived, or when the site has no scan to ask. */
	scan: ScanStatus | undefined;
	/** The legacy service's data, when its module is on. */
	vaultPress: VaultPressData | undefined;
}

/**
 * The scan's badge: the threat count, "Action needed" without server credentials, else "Secure". A scan the provider
 * says is unavailable leaves it to the legacy scanner, when that scans the site; otherwise no badge.
 */
export function scanBadge( { scan, vaultPress }: ScanBadgeInput ): SecurityBadge | null {
	if ( scan && scan.state !== 'unavailable' ) {
		if ( scan.threats.length > 0 ) {
			return { kind: 'threats', count: scan.threats.length };
		}
		return scan.credentials.length === 0 ? { kind: 'scan-credentials' } : { kind: 'secure' };
	}
	if ( vaultPress?.data?.features?.security ) {
		const count = vaultPress.data.security?.notice_count ?? 0;
		return count > 0 ? { kind: 'threats', count } : { kind: 'secure' };
	}
	return null;
}

/** The anti-spam card's badge from the plugin's data: a refused key, or a count (it is filtering); else none. */
export function antiSpamBadge( data: AkismetData | undefined ): SecurityBadge | null {
	if ( data === 'invalid_key' ) {
		return { kind: 'invalid-key' };
	}
	return typeof data === 'number' ? { kind: 'active' } : null;
}

export function badgeLabel( badge: SecurityBadge, locale?: string ): string {
	switch ( badge.kind ) {
		case 'threats':
			/* translators: %s: a number of security threats, e.g. 17. */
			return sprintf( _n( '%s threat', '%s threats', badge.count, 'jetpack' ), formatCount( badge.count, locale ) );
		case 'secure':
			return __( 'Secure', 'jetpack' );
		case 'scan-credentials':
			return __( 'Action needed', 'jetpack' );
		case 'invalid-key':
			return __( 'Invalid key', 'jetpack' );
		case 'rewind-connected':
			return rewindLabel( badge.state );
		case 'active':
			return __( 'Active', 'jetpack' );
	}
}

function rewindLabel( state: 'provisioning' | 'awaiting_credentials' | 'active' ): string {
	switch ( state ) {
		case 'provisioning':
			return __( 'Setting up', 'jetpack' );
		case 'awaiting_credentials':
			return __( 'Action needed', 'jetpack' );
		case 'active':
			return __( 'Connected', 'jetpack' );
	}
}

export function badgeTone( badge: SecurityBadge ): BadgeTone {
	switch ( badge.kind ) {
		case 'threats':
			return 'error';
		case 'scan-credentials':
		case 'invalid-key':
			return 'warning';
		case 'secure':
		case 'active':
			return 'success';
		case 'rewind-connected':
			return badge.state === 'active' ? 'success' : badge.state === 'provisioning' ? 'info' : 'warning';
	}
}
