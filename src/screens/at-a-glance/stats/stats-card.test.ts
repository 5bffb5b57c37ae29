import type { StatsData } from '../../../api/types';
import { FIRST_STATS_RANGE, showStatsConnectOption, statsBody, statsCardState, statsUrl } from './stats-card';
import type { StatsConnectFacts } from './stats-card';

const general = { views: 0, comments: 0, views_today: 0, views_best_day: '', views_best_day_total: 0 };
const data = ( day: [ string, number ][], errors?: StatsData[ 'general' ][ 'errors' ] ): StatsData => ( {
	general: { stats: general, ...( errors ? { errors } : {} ) },
	day: { data: day },
} );

describe( 'statsCardState', () => {
	it( 'reports the provider’s errors before anything else', () => {
		expect( statsCardState( data( [ [ '2026-11-22', 0 ] ], { stats_fetch_failed: 'No.' } ), 'day', false ) ).toBe( 'errors' );
	} );

	it( 'takes an empty errors entry (PHP’s empty array) for no errors', () => {
		const empty = { ...data( [ [ '2026-11-22', 3 ] ] ), general: { stats: general, errors: [] as unknown as Record< string, string > } };
		expect( statsCardState( empty, 'day', false ) ).toBe( 'chart' );
	} );

	it( 'welcomes a site with a series but no views yet, until the card is dismissed', () => {
		const quiet = data( [ [ '2026-11-21', 0 ], [ '2026-11-22', 0 ] ] );
		expect( statsCardState( quiet, 'day', false ) ).toBe( 'welcome' );
		expect( statsCardState( quiet, 'day', true ) ).toBe( 'chart' );
	} );

	it( 'shows the chart once there is a view, or when the series is empty', () => {
		expect( statsCardState( data( [ [ '2026-11-21', 0 ], [ '2026-11-22', 1 ] ] ), 'day', false ) ).toBe( 'chart' );
		expect( statsCardState( data( [] ), 'day', false ) ).toBe( 'chart' );
		// The week series was not sent: nothing to count, so the chart (which says there was no activity).
		expect( statsCardState( data( [ [ '2026-11-22', 0 ] ] ), 'week', false ) ).toBe( 'chart' );
	} );
} );

describe( 'statsUrl', () => {
	it( 'links to the site’s stats on WordPress.com, sub-folder sites by their slug', () => {
		expect( statsUrl( 'day', 'example.com' ) ).toBe( 'https://wordpress.com/stats/day/example.com' );
		expect( statsUrl( 'week', 'example.com/blog', '2026-11-16' ) ).toBe(
			'https://wordpress.com/stats/week/example.com::blog?startDate=2026-11-16'
		);
	} );
} );

describe( 'showStatsConnectOption', () => {
	// A second administrator whose own account is not linked yet.
	const unlinked: StatsConnectFacts = {
		isSiteConnected: true,
		isOfflineMode: false,
		isLinked: false,
		userCanConnectAccount: true,
		userCanManageModules: true,
		hasConnectedOwner: true,
	};

	it.each< [ string, Partial< StatsConnectFacts >, boolean ] >( [
		[ 'an unlinked administrator who may link', {}, true ],
		[ 'an unlinked editor on a site with a connected owner', { userCanManageModules: false }, true ],
		[ 'an unlinked administrator on a site without a connected owner', { hasConnectedOwner: false }, true ],
		[ 'a linked user', { isLinked: true }, false ],
		[ 'a user who may not link an account', { userCanConnectAccount: false }, false ],
		[ 'a site that is not connected', { isSiteConnected: false }, false ],
		[ 'offline mode', { isOfflineMode: true }, false ],
		[ 'a non-manager on a site without a connected owner', { userCanManageModules: false, hasConnectedOwner: false }, false ],
	] )( '%s → %p', ( _case, change, expected ) => {
		expect( showStatsConnectOption( { ...unlinked, ...change } ) ).toBe( expected );
	} );
} );

describe( 'statsBody, first match wins', () => {
	const manager = { isOfflineMode: false, userCanManageModules: true };
	it.each( [
		[ 'offline before anything else', { caps: { ...manager, isOfflineMode: true }, overridden: true, statsOn: true }, 'offline' ],
		[ 'the module forced off before the setting', { caps: manager, overridden: true, statsOn: true }, 'overridden' ],
		[ 'the stats when they are on', { caps: manager, overridden: false, statsOn: true }, 'stats' ],
		[ 'an offer to switch them on, to a manager', { caps: manager, overridden: false, statsOn: false }, 'activate' ],
		[ 'to ask an administrator, to anyone else', { caps: { ...manager, userCanManageModules: false }, overridden: false, statsOn: false }, 'ask-admin' ],
	] as const )( '%s', ( _name, input, expected ) => {
		expect( statsBody( input ) ).toBe( expected );
	} );
} );

it( 'opens on the day’s figures', () => {
	expect( FIRST_STATS_RANGE ).toBe( 'day' );
} );
