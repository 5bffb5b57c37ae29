import {
	detachedLicenses,
	dismissalRecord,
	isLicenseRoute,
	LICENSE_NOTICE_RESHOW_MS,
	parseDismissedTime,
	PURCHASES_URL,
	shouldRefreshLicenses,
	shouldShowLicenseNotice,
} from '../../../src/lib/license-notice';
import type { LicenseNoticeContext } from '../../../src/lib/license-notice';

const now = new Date( '2026-11-22T12:00:00Z' );
const DAY = 24 * 60 * 60 * 1000;

function context( overrides: Partial< LicenseNoticeContext > = {} ): LicenseNoticeContext {
	return {
		detachedCount: 2,
		dismiss: { last_detached_count: null, last_dismissed_time: null },
		now,
		path: '/dashboard',
		isAtomicSite: false,
		isConnectionOwner: true,
		...overrides,
	};
}

function dismissedAgo( ms: number, count = 2 ) {
	return { last_detached_count: count, last_dismissed_time: new Date( now.getTime() - ms ).toISOString() };
}

describe( 'shouldShowLicenseNotice', () => {
	it( 'shows detached licences that were never dismissed', () => {
		expect( shouldShowLicenseNotice( context() ) ).toBe( true );
	} );

	it.each( [
		[ 'without detached licences', { detachedCount: 0 } ],
		[ 'on the licence activation route', { path: '/license/activation' } ],
		[ 'on another licence route', { path: '/license' } ],
		[ 'on managed-hosting sites', { isAtomicSite: true } ],
		[ 'to users who are not the connection owner', { isConnectionOwner: false } ],
		[ 'within 14 days of a dismissal with the same count', { dismiss: dismissedAgo( 3 * DAY ) } ],
		[ 'exactly 14 days after a dismissal', { dismiss: dismissedAgo( LICENSE_NOTICE_RESHOW_MS ) } ],
		[ 'when the count fell since the dismissal', { detachedCount: 1, dismiss: dismissedAgo( DAY, 2 ) } ],
	] )( 'hides the notice %s', ( _label, overrides: Partial< LicenseNoticeContext > ) => {
		expect( shouldShowLicenseNotice( context( overrides ) ) ).toBe( false );
	} );

	it( 'shows it again when the count rose since the dismissal', () => {
		expect( shouldShowLicenseNotice( context( { detachedCount: 3, dismiss: dismissedAgo( DAY, 2 ) } ) ) ).toBe( true );
	} );

	it( 'shows it again more than 14 days after a dismissal', () => {
		expect( shouldShowLicenseNotice( context( { dismiss: dismissedAgo( LICENSE_NOTICE_RESHOW_MS + 1000 ) } ) ) ).toBe( true );
	} );

	it( 'shows it when the dismissal time is missing or unreadable', () => {
		expect( shouldShowLicenseNotice( context( { dismiss: { last_detached_count: 2, last_dismissed_time: null } } ) ) ).toBe( true );
		expect( shouldShowLicenseNotice( context( { dismiss: { last_detached_count: 2, last_dismissed_time: 'soon' } } ) ) ).toBe(
			true
		);
	} );

	it( 'reads the MySQL time format as UTC', () => {
		expect( parseDismissedTime( '2026-11-20 12:00:00' ) ).toBe( Date.parse( '2026-11-20T12:00:00Z' ) );
		expect( shouldShowLicenseNotice( context( { dismiss: { last_detached_count: 2, last_dismissed_time: '2026-11-20 12:00:00' } } ) ) ).toBe(
			false
		);
	} );
} );

describe( 'licence notice helpers', () => {
	it( 'refreshes the licences only when exactly one is detached', () => {
		expect( [ 0, 1, 2 ].map( shouldRefreshLicenses ) ).toEqual( [ false, true, false ] );
	} );

	it( 'knows the licence routes', () => {
		expect( [ '/license/activation', '/license', '/licenses', '/dashboard' ].map( isLicenseRoute ) ).toEqual( [
			true,
			true,
			false,
			false,
		] );
	} );

	it( 'keeps licences neither attached nor revoked', () => {
		const license = { license_key: 'a', product: 'Jetpack Backup', product_id: 2112, attached_at: null, revoked_at: null };
		expect(
			detachedLicenses( [
				license,
				{ ...license, license_key: 'b', attached_at: '2026-01-01T00:00:00Z' },
				{ ...license, license_key: 'c', revoked_at: '2026-01-01T00:00:00Z' },
			] )
		).toEqual( [ license ] );
	} );

	it( 'records the time and the count of a dismissal', () => {
		expect( dismissalRecord( 2, now ) ).toEqual( { last_detached_count: 2, last_dismissed_time: '2026-11-22T12:00:00.000Z' } );
	} );
} );

describe( 'PURCHASES_URL', () => {
	it( 'leads to the purchases page through the redirect service', () => {
		expect( PURCHASES_URL ).toBe( 'https://jetpack.com/redirect/?source=calypso-purchases' );
	} );
} );
