import { priceDisplay } from '../../../src/lib/price-display';

it.each( [
	[ { monthlyPrice: 9.95, discountedMonthlyPrice: null }, 'USD', 'en-us', { full: '$9.95', discounted: null } ],
	[ { monthlyPrice: 9.95, discountedMonthlyPrice: 5.97 }, 'USD', 'en-us', { full: '$9.95', discounted: '$5.97' } ],
	[ { monthlyPrice: 20, discountedMonthlyPrice: 0 }, 'USD', 'en-us', { full: '$20', discounted: '$0' } ],
	[ { monthlyPrice: 1990, discountedMonthlyPrice: 1194 }, 'JPY', 'en-us', { full: '¥1,990', discounted: '¥1,194' } ],
	[ { monthlyPrice: 9.95, discountedMonthlyPrice: 4.98 }, 'EUR', 'pt-br', { full: '€\u00a09,95', discounted: '€\u00a04,98' } ],
] )( 'writes %j in %s for %s', ( offer, currency, locale, written ) => {
	expect( priceDisplay( offer, currency, locale ) ).toEqual( { ...written, legend: '/month, paid yearly' } );
} );
