import { hasAxisLabel, statsBars, statsDate, yAxisMax } from './stats-chart';

describe( 'yAxisMax', () => {
	it.each( [
		[ 0, 10 ],
		[ 1, 10 ],
		[ 10, 10 ],
		[ 11, 20 ],
		[ 37, 40 ],
		[ 40, 40 ],
		[ 99, 100 ],
		[ 100, 100 ],
		[ 101, 200 ],
		[ 120, 200 ],
		[ 999, 1000 ],
		[ 1000, 1000 ],
		[ 1001, 2000 ],
		[ 45678, 50000 ],
		[ 37.2, 40 ],
	] )( '%d → %d', ( largest, max ) => {
		expect( yAxisMax( largest ) ).toBe( max );
	} );

	it( 'always leaves a whole number for the half-way label', () => {
		for ( const largest of [ 0, 7, 13, 55, 130, 999, 1234, 98765 ] ) {
			expect( Number.isInteger( yAxisMax( largest ) / 2 ) ).toBe( true );
		}
	} );
} );

describe( 'statsDate', () => {
	it( 'turns the week key into a date and leaves other keys alone', () => {
		expect( statsDate( '2026W11W16' ) ).toBe( '2026-11-16' );
		expect( statsDate( '2026-11-22' ) ).toBe( '2026-11-22' );
	} );
} );

describe( 'statsBars', () => {
	it( 'labels days with short and long dates', () => {
		expect( statsBars( 'day', [ [ '2026-11-21', 5 ], [ '2026-11-22', 0 ] ], 'en' ) ).toEqual( [
			{ date: '2026-11-21', value: 5, label: 'Nov 21', longLabel: 'November 21st' },
			{ date: '2026-11-22', value: 0, label: 'Nov 22', longLabel: 'November 22nd' },
		] );
	} );

	it( 'labels weeks by their first day', () => {
		expect( statsBars( 'week', [ [ '2026W11W16', 400 ] ], 'en' ) ).toEqual( [
			{ date: '2026-11-16', value: 400, label: 'Nov 16', longLabel: 'Week of November 16th' },
		] );
	} );

	it( 'labels months by name and year', () => {
		expect( statsBars( 'month', [ [ '2026-12-01', 1234 ] ], 'en' ) ).toEqual( [
			{ date: '2026-12-01', value: 1234, label: 'Dec', longLabel: 'December 2026' },
		] );
	} );

	it( 'uses the locale for month names', () => {
		expect( statsBars( 'month', [ [ '2026-12-01', 1 ] ], 'fr' )[ 0 ]?.longLabel ).toBe( 'décembre 2026' );
	} );

	it( 'has no bar for an empty series', () => {
		expect( statsBars( 'day', [], 'en' ) ).toEqual( [] );
	} );
} );

describe( 'hasAxisLabel', () => {
	const labelled = ( count: number ) => Array.from( { length: count }, ( _, index ) => index ).filter( ( index ) => hasAxisLabel( index, count ) );

	it.each( [
		// 30 days: every fifth bar from the latest; the one at index 4 has room.
		[ 30, [ 4, 9, 14, 19, 24, 29 ] ],
		// 32 days: the date under the second bar would reach past the chart's left edge, so it is left out.
		[ 32, [ 6, 11, 16, 21, 26, 31 ] ],
		// 12 months: every second; the one under the second bar is left out.
		[ 12, [ 3, 5, 7, 9, 11 ] ],
		[ 7, [ 3, 4, 5, 6 ] ],
		// A short series keeps the latest date even among the first bars.
		[ 2, [ 1 ] ],
		[ 1, [ 0 ] ],
	] )( '%i bars: dates under %j', ( count, expected ) => {
		expect( labelled( count ) ).toEqual( expected );
	} );
} );
