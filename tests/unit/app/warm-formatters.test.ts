import { warmFormatters, warmFormattersNow } from '../../../src/app/warm-formatters';

describe( 'warmFormatters', () => {
	it( 'waits for the browser to be idle where it can say so, and formats nothing before', () => {
		const idle: ( () => void )[] = [];
		const setTimeout = jest.fn();
		warmFormatters( { requestIdleCallback: ( run: () => void ) => idle.push( run ), setTimeout } as unknown as Parameters< typeof warmFormatters >[ 0 ], 'pt_PT_ao90' );
		expect( idle ).toHaveLength( 1 );
		expect( setTimeout ).not.toHaveBeenCalled();
		expect( () => idle[ 0 ]?.() ).not.toThrow();
	} );

	it( 'runs in a task of its own where the browser has no idle callback', () => {
		const setTimeout = jest.fn();
		warmFormatters( { setTimeout } as unknown as Parameters< typeof warmFormatters >[ 0 ], 'de_DE_formal' );
		expect( setTimeout ).toHaveBeenCalledWith( expect.any( Function ) );
	} );

	it( 'makes them at once while the boot waits for answers, for any WordPress locale', () => {
		expect( () => warmFormattersNow( 'pt_PT_ao90' ) ).not.toThrow();
		expect( () => warmFormattersNow( '' ) ).not.toThrow();
	} );
} );
