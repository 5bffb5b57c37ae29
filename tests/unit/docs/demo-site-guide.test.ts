/**
 * The demo site's guide (docs/demo-site.md) matches the demo: its one scenario table names every scenario the demo
 * starts, in order, and no other; its dev API instruction for clearing faults sends the JSON content type, which
 * every write needs, a DELETE without a body included, so an instruction that leaves the header out leaves the user
 * with faults they think are cleared.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCENARIO_NAMES } from '../../../src/demo/backend/scenarios';

const guide = readFileSync( join( __dirname, '../../../docs/demo-site.md' ), 'utf8' );

/** The names in the first column of the table under "## Scenarios". */
function tableNames(): string[] {
	const section = guide.slice( guide.indexOf( '## Scenarios' ) );
	const table = section.slice( 0, section.indexOf( '\n\n', section.indexOf( '\n|' ) + 1 ) );
	return [ ...table.matchAll( /^\| `([a-z-]+)` \|/gm ) ].map( ( match ) => match[ 1 ] ?? '' );
}

it( 'has one row per scenario, in the order the demo lists them', () => {
	expect( tableNames() ).toEqual( [ ...SCENARIO_NAMES ] );
} );

it( 'says that clearing the faults with DELETE needs the JSON content type', () => {
	const item = guide.split( /\n- / ).find( ( entry ) => entry.startsWith( '`DELETE /dev-api/faults`' ) ) ?? '';
	expect( item ).toMatch( /Content-Type: application\/json/ );
	expect( item ).toMatch( /curl -X DELETE -H 'Content-Type: application\/json' http:\/\/127\.0\.0\.1:8080\/dev-api\/faults/ );
} );
