/**
 * What the At a Glance card folders declare in files of one kind (docs/dashboard.md#adding-a-card): the rules
 * (`.card.ts`) and the fault gate's rows (`.faults.ts`), found by their names so that no list repeats them.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

const SCREEN = path.resolve( __dirname, '../../src/screens/at-a-glance' );

/** Each export of every file under the screen's folder whose name ends in `suffix`, with its file, in file order. */
export function cardFolderExports< T >( suffix: string ): { file: string; value: T }[] {
	return readdirSync( SCREEN, { recursive: true, encoding: 'utf8' } )
		.filter( ( file ) => file.endsWith( suffix ) )
		.sort()
		.flatMap( ( file ) => Object.values( jest.requireActual< Record< string, T > >( path.join( SCREEN, file ) ) ).map( ( value ) => ( { file, value } ) ) );
}
