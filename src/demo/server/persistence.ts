/** The demo state on disk: one JSON file, written atomically (temp file + rename) so a crash never leaves half a file. */
import fs from 'node:fs';
import path from 'node:path';
import type { StatePersistence } from '../backend/backend';
import type { DemoState } from '../backend/state';

export function createFilePersistence( dir: string ): StatePersistence {
	const file = path.join( dir, 'demo-state.json' );
	return {
		load() {
			if ( ! fs.existsSync( file ) ) {
				return null;
			}
			try {
				return { state: JSON.parse( fs.readFileSync( file, 'utf8' ) ) as unknown };
			} catch ( error ) {
				return { error: `${ file }: ${ error instanceof Error ? error.message : String( error ) }` };
			}
		},
		save( state: DemoState ) {
			fs.mkdirSync( dir, { recursive: true } );
			const temp = `${ file }.${ process.pid }.tmp`;
			fs.writeFileSync( temp, JSON.stringify( state ) );
			fs.renameSync( temp, file );
		},
	};
}
