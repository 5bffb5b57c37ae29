/**
 * When the licence-activation notice offers the user's detached licences (docs/shell.md#notices,
 * docs/rules.md#constants): only to the connection owner of a self-hosted site, off the licence screens, and again only
 * when more licences are waiting
 * than at the last dismissal or the dismissal is more than 14 days old.
 */
import type { ActivationNoticeDismiss, UserLicense } from '../api/types';
import { getRedirectUrl } from './redirect-url';

export const LICENSE_NOTICE_RESHOW_MS = 14 * 24 * 60 * 60 * 1000;

/** Where the user buys and manages licences. */
export const PURCHASES_URL = getRedirectUrl( 'calypso-purchases' );

export interface LicenseNoticeContext {
	detachedCount: number;
	dismiss: ActivationNoticeDismiss;
	now: Date;
	/** The hash route's path, e.g. '/dashboard'. */
	path: string;
	isAtomicSite: boolean;
	isConnectionOwner: boolean;
}

export function isLicenseRoute( path: string ): boolean {
	return path === '/license' || path.startsWith( '/license/' );
}

/** The host stores the time either as ISO 8601 or as MySQL's 'Y-m-d H:i:s' in UTC; null when unreadable. */
export function parseDismissedTime( value: string | null ): number | null {
	if ( ! value ) {
		return null;
	}
	const iso = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test( value ) ? `${ value.replace( ' ', 'T' ) }Z` : value;
	const time = Date.parse( iso );
	return Number.isNaN( time ) ? null : time;
}

export function shouldShowLicenseNotice( context: LicenseNoticeContext ): boolean {
	const { detachedCount, dismiss } = context;
	if ( isLicenseRoute( context.path ) || context.isAtomicSite || ! context.isConnectionOwner || detachedCount <= 0 ) {
		return false;
	}
	if ( dismiss.last_detached_count === null || detachedCount > dismiss.last_detached_count ) {
		return true;
	}
	const dismissedAt = parseDismissedTime( dismiss.last_dismissed_time );
	// A dismissal whose time is lost cannot be honoured for 14 days: offer the licences again.
	return dismissedAt === null || context.now.getTime() - dismissedAt > LICENSE_NOTICE_RESHOW_MS;
}

/** With exactly one licence waiting the notice names its product, so the licence list is refreshed on display. */
export function shouldRefreshLicenses( detachedCount: number ): boolean {
	return detachedCount === 1;
}

/** Licences neither attached to a site nor revoked. */
export function detachedLicenses( licenses: UserLicense[] ): UserLicense[] {
	return licenses.filter( ( license ) => ! license.attached_at && ! license.revoked_at );
}

/** What a dismissal records: now, and how many licences were waiting. */
export function dismissalRecord( detachedCount: number, now: Date ): ActivationNoticeDismiss {
	return { last_detached_count: detachedCount, last_dismissed_time: now.toISOString() };
}
