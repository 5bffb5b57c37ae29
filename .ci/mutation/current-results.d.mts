// Types of current-results.mjs, for its unit test.
export interface Results {
	files?: Record< string, { source: string } >;
	testFiles?: Record< string, { source: string } >;
}
export function expandMutate( patterns: string[], listDir: ( dir: string ) => string[] ): string[];
export function staleReasons( results: Results | null, mutated: string[], read: ( file: string ) => string | null ): string[];
