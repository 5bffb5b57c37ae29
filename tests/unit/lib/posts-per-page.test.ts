import { isPostsPerPage, postsPerPageInput, postsPerPageProblem } from '../../../src/lib/posts-per-page';

describe( 'posts per page', () => {
	it.each( [
		[ 1, true ],
		[ 10, true ],
		[ 100, true ],
		[ 0, false ],
		[ 101, false ],
		[ 2.5, false ],
		[ '10', false ],
		[ null, false ],
	] )( '%p is accepted: %s', ( value, ok ) => {
		expect( isPostsPerPage( value ) ).toBe( ok );
		expect( postsPerPageProblem( value ) === null ).toBe( ok );
	} );

	it( 'has no problem before anything is known', () => {
		expect( postsPerPageProblem( undefined ) ).toBeNull();
	} );

	it( 'names the range when a value is refused', () => {
		expect( postsPerPageProblem( 0 ) ).toBe( 'Enter a whole number of items per page from 1 to 100.' );
	} );

	it.each( [
		[ '12', 12 ],
		[ ' 7 ', 7 ],
		[ '', '' ],
		[ '-3', '-3' ],
		[ '4.5', '4.5' ],
		[ 'ten', 'ten' ],
	] )( 'typing %p records %p', ( typed, recorded ) => {
		expect( postsPerPageInput( typed ) ).toBe( recorded );
	} );
} );
