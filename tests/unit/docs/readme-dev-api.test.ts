/**
 * The README's dev API instructions match what the demo site accepts (docs/demo-site.md#dev-api): its writes take
 * `Content-Type: application/json` only, a DELETE without a body included, so an instruction that leaves the header
 * out leaves the user with faults they think are cleared.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const readme = readFileSync( join( __dirname, '../../../README.md' ), 'utf8' );

it( 'says that clearing the faults with DELETE needs the JSON content type', () => {
	const item = readme.split( /\n- / ).find( ( entry ) => entry.includes( 'DELETE /dev-api/faults' ) ) ?? '';
	const clearing = item.slice( item.indexOf( 'DELETE /dev-api/faults' ) );
	expect( clearing ).toMatch( /Content-Type: application\/json/ );
	expect( clearing ).toMatch( /curl -X DELETE -H 'Content-Type: application\/json'\s+http:\/\/127\.0\.0\.1:8080\/dev-api\/faults/ );
} );
