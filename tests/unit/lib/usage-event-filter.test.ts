import { USAGE_EVENTS, usageDataChoice, usageEventVerdict } from '../../../src/lib/usage-event-filter';
import type { UsageDataChoice, UsageEventVerdict } from '../../../src/lib/usage-event-filter';

describe( 'usageDataChoice', () => {
	it.each< [ string, { tracks_opt_out?: unknown } | undefined, UsageDataChoice ] >( [
		[ 'not read yet', undefined, 'unknown' ],
		[ 'opted out', { tracks_opt_out: true }, 'opted-out' ],
		[ 'sharing', { tracks_opt_out: false }, 'share' ],
		[ 'no answer in the settings', {}, 'unknown' ],
		[ 'an answer that is no yes or no', { tracks_opt_out: 'true' }, 'unknown' ],
	] )( '%s', ( _name, settings, choice ) => {
		expect( usageDataChoice( settings ) ).toBe( choice );
	} );
} );

describe( 'usageEventVerdict', () => {
	const NAME = 'jetpack_recommendations_recommendation_viewed';
	it.each< [ string, string, UsageDataChoice, boolean, UsageEventVerdict ] >( [
		[ 'shared: recorded', NAME, 'share', true, 'record' ],
		[ 'opted out: never recorded', NAME, 'opted-out', true, 'drop' ],
		[ 'choice not known: waits for it', NAME, 'unknown', true, 'wait' ],
		[ 'no analytics queue on the page: dropped, nothing asked', NAME, 'unknown', false, 'drop' ],
		[ 'no analytics queue, even when shared', NAME, 'share', false, 'drop' ],
		[ 'without the product prefix: dropped', 'recommendation_viewed', 'share', true, 'drop' ],
		[ 'the prefix alone is no name', 'jetpack_', 'share', true, 'drop' ],
		[ 'a prefix of another case is another prefix', 'Jetpack_viewed', 'share', true, 'drop' ],
	] )( '%s', ( _name, name, choice, hasReceiver, verdict ) => {
		expect( usageEventVerdict( name, choice, hasReceiver ) ).toBe( verdict );
	} );

	it( 'every event the product records carries the prefix', () => {
		for ( const name of Object.values( USAGE_EVENTS ) ) {
			expect( name ).toMatch( /^jetpack_[a-z_]+$/ );
		}
	} );
} );
