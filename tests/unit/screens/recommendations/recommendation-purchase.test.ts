import type { ProductSuggestion } from '../../../../src/api/types';
import { purchasedSuggestion } from '../../../../src/screens/recommendations/recommendation-purchase';

const suggestion = ( productSlug: string ): ProductSuggestion => ( {
	slug: productSlug,
	features: [],
	title: productSlug,
	description: '',
	cost: 9.95,
	billing_timeframe: 'billed yearly',
	cost_timeframe: 'per month, billed yearly',
	currency_code: 'USD',
	product_slug: productSlug,
	original_price: 9.95,
	raw_price: 9.95,
} );

const SUGGESTIONS = [ suggestion( 'jetpack_security_t1_yearly' ), suggestion( 'jetpack_backup_t1_yearly' ), suggestion( 'jetpack_complete' ) ];

describe( 'purchasedSuggestion', () => {
	it.each< [ string, string | null, string[], string | null ] >( [
		[ 'the plan', 'jetpack_security_t1_yearly', [], 'jetpack_security_t1_yearly' ],
		[ 'the plan bought monthly', 'jetpack_complete_monthly', [], 'jetpack_complete' ],
		[ 'the plan before a purchase', 'jetpack_complete', [ 'jetpack_backup_t1_yearly' ], 'jetpack_complete' ],
		[ 'an active purchase on a free plan', 'jetpack_free', [ 'jetpack_backup_t1_monthly' ], 'jetpack_backup_t1_yearly' ],
		[ 'the first purchase that matches', null, [ 'jetpack_scan', 'jetpack_backup_t1_yearly' ], 'jetpack_backup_t1_yearly' ],
		[ 'nothing bought that is suggested', 'jetpack_free', [ 'jetpack_scan' ], null ],
		[ 'nothing bought', null, [], null ],
	] )( 'finds %s', ( _case, plan, active, expected ) => {
		expect( purchasedSuggestion( SUGGESTIONS, plan, active )?.product_slug ?? null ).toBe( expected );
	} );

	it( 'finds nothing in an empty list', () => {
		expect( purchasedSuggestion( [], 'jetpack_complete', [ 'jetpack_complete' ] ) ).toBeNull();
	} );
} );
