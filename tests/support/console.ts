/**
 * Any console.error or console.warn a test did not declare fails that test. Declare the expected ones with
 * expectConsole( /pattern/ ) inside the test.
 */
type Level = 'error' | 'warn';

let expected: { level: Level; pattern: RegExp }[] = [];
let unexpected: string[] = [];

export function expectConsole( pattern: RegExp, level: Level = 'error' ): void {
	expected.push( { level, pattern } );
}

function format( args: unknown[] ): string {
	return args.map( ( arg ) => ( arg instanceof Error ? arg.stack ?? arg.message : String( arg ) ) ).join( ' ' );
}

export function installConsoleGuard(): void {
	beforeEach( () => {
		expected = [];
		unexpected = [];
		for ( const level of [ 'error', 'warn' ] as const ) {
			jest.spyOn( console, level ).mockImplementation( ( ...args: unknown[] ) => {
				const text = format( args );
				if ( ! expected.some( ( entry ) => entry.level === level && entry.pattern.test( text ) ) ) {
					unexpected.push( `console.${ level }: ${ text }` );
				}
			} );
		}
	} );
	afterEach( () => {
		jest.restoreAllMocks();
		if ( unexpected.length ) {
			const messages = unexpected.join( '\n' );
			unexpected = [];
			throw new Error( `Unexpected console output:\n${ messages }` );
		}
	} );
}
