import { nextProgress, progressValue } from '../../../../src/state/recommendations/recommendation-progress';

describe( 'the assistant’s progress bar', () => {
	it.each( [
		[ 'site-type-question', 17 ],
		[ 'woocommerce', 33 ],
		[ 'monitor', 50 ],
		[ 'related-posts', 67 ],
		[ 'creative-mail', 83 ],
		[ 'site-accelerator', 99 ],
		[ 'product-purchased', 33 ],
	] as const )( 'reaching %s fills it to %i %%', ( step, value ) => {
		expect( progressValue( step ) ).toBe( value );
		expect( nextProgress( 0, step ) ).toBe( value );
	} );

	it.each( [ 'summary', 'publicize', 'protect' ] as const )( 'reaching %s leaves it where it was', ( step ) => {
		expect( progressValue( step ) ).toBeUndefined();
		expect( nextProgress( 50, step ) ).toBe( 50 );
	} );

	it( 'never goes back when the user returns to an earlier step', () => {
		expect( nextProgress( 67, 'woocommerce' ) ).toBe( 67 );
		expect( nextProgress( 50, 'monitor' ) ).toBe( 50 );
	} );

	it( 'never passes 100', () => {
		expect( nextProgress( 140, 'site-accelerator' ) ).toBe( 100 );
		expect( nextProgress( 100, 'summary' ) ).toBe( 100 );
	} );
} );
