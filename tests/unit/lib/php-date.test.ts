import { intlLocale } from '../../../src/lib/locale';
import { formatPhpDate, ordinalSuffix } from '../../../src/lib/php-date';

const day = ( iso: string ) => new Date( `${ iso }T00:00:00Z` );

describe( 'formatPhpDate', () => {
	it( 'writes the short, long, month and default formats of the dashboard', () => {
		expect( formatPhpDate( day( '2026-11-02' ), 'M j' ) ).toBe( 'Nov 2' );
		expect( formatPhpDate( day( '2026-11-02' ), 'F jS' ) ).toBe( 'November 2nd' );
		expect( formatPhpDate( day( '2026-09-01' ), 'F Y' ) ).toBe( 'September 2026' );
		expect( formatPhpDate( day( '2026-01-31' ), 'F j, Y' ) ).toBe( 'January 31, 2026' );
	} );

	it( 'writes the numeric and weekday tokens a site’s own date format may use', () => {
		expect( formatPhpDate( day( '2026-03-04' ), 'Y-m-d' ) ).toBe( '2026-03-04' );
		expect( formatPhpDate( day( '2026-03-04' ), 'n/j/y' ) ).toBe( '3/4/26' );
		expect( formatPhpDate( day( '2026-11-22' ), 'l, F jS' ) ).toBe( 'Sunday, November 22nd' );
		expect( formatPhpDate( day( '2026-11-22' ), 'D d.m.Y' ) ).toBe( 'Sun 22.11.2026' );
	} );

	it( 'keeps other characters and backslash-escaped letters as they are', () => {
		expect( formatPhpDate( day( '2026-03-04' ), '\\M\\S: j/Y (x)' ) ).toBe( 'MS: 4/2026 (x)' );
	} );

	it( 'names months in the given locale', () => {
		expect( formatPhpDate( day( '2026-11-02' ), 'F', 'fr-FR' ) ).toBe( 'novembre' );
		expect( formatPhpDate( day( '2026-03-02' ), 'F j', 'de-de' ) ).toBe( 'März 2' );
		expect( formatPhpDate( day( '2026-11-02' ), 'M', intlLocale( 'not a locale!' ) ) ).toBe( 'Nov' );
	} );

	describe( 'in a time zone far from UTC', () => {
		const zone = process.env.TZ;
		afterEach( () => {
			process.env.TZ = zone;
		} );

		it.each( [ 'Pacific/Kiritimati', 'Pacific/Pago_Pago' ] )( 'keeps the calendar day in %s', ( tz ) => {
			process.env.TZ = tz;
			// A month's first day is where a shifted day shows most: it would fall into the month before.
			expect( formatPhpDate( new Date( '2026-12-01' ), 'F jS Y' ) ).toBe( 'December 1st 2026' );
			expect( formatPhpDate( new Date( '2026-01-01' ), 'M j Y' ) ).toBe( 'Jan 1 2026' );
		} );
	} );
} );

describe( 'ordinalSuffix', () => {
	it.each( [
		[ 1, 'st' ],
		[ 2, 'nd' ],
		[ 3, 'rd' ],
		[ 4, 'th' ],
		[ 10, 'th' ],
		[ 11, 'th' ],
		[ 12, 'th' ],
		[ 13, 'th' ],
		[ 21, 'st' ],
		[ 22, 'nd' ],
		[ 23, 'rd' ],
		[ 30, 'th' ],
		[ 31, 'st' ],
		[ 111, 'th' ],
		[ 101, 'st' ],
	] )( '%i → %s', ( value, suffix ) => {
		expect( ordinalSuffix( value ) ).toBe( suffix );
	} );
} );
