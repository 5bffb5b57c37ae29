import { rovingIndex } from './roving-focus';

describe( 'rovingIndex', () => {
	it( 'moves one step with the arrow keys, wrapping round at both ends', () => {
		expect( rovingIndex( 'ArrowRight', 0, 3 ) ).toBe( 1 );
		expect( rovingIndex( 'ArrowLeft', 2, 3 ) ).toBe( 1 );
		expect( rovingIndex( 'ArrowRight', 2, 3 ) ).toBe( 0 );
		expect( rovingIndex( 'ArrowLeft', 0, 3 ) ).toBe( 2 );
	} );

	it( 'goes to the first item with Home and the last with End', () => {
		expect( rovingIndex( 'Home', 7, 30 ) ).toBe( 0 );
		expect( rovingIndex( 'End', 0, 30 ) ).toBe( 29 );
	} );

	it( 'stays on a single item', () => {
		expect( rovingIndex( 'ArrowRight', 0, 1 ) ).toBe( 0 );
		expect( rovingIndex( 'ArrowLeft', 0, 1 ) ).toBe( 0 );
	} );

	it( 'ignores other keys', () => {
		expect( rovingIndex( 'Enter', 1, 3 ) ).toBeUndefined();
		expect( rovingIndex( 'ArrowUp', 1, 3 ) ).toBeUndefined();
		expect( rovingIndex( 'toString', 1, 3 ) ).toBeUndefined();
	} );
} );
