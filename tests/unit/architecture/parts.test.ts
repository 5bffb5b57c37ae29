/**
 * @jest-environment node
 *
 * Lint enforces the table of parts (.ci/lint/parts.mjs, docs/parts.md): every import between two parts of src/ that
 * the table leaves out is reported, and none that it allows. Each arrow is tried once, with a real module of the part
 * it points to, through the repository's own ESLint configuration.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

interface Tried {
	parts: string[];
	forbidden: Array< { from: string; to: string } >;
	arrows: Array< { from: string; to: string; reported: boolean } >;
	special: { libImportsApiCode: boolean; libImportsApiTypes: boolean; srcImportsTests: boolean };
}

const tried: Tried = JSON.parse(
	execFileSync( process.execPath, [ path.resolve( __dirname, '../../../.ci/lint/try-arrows.mjs' ) ], { encoding: 'utf8' } )
);
const name = ( arrow: { from: string; to: string } ) => `${ arrow.from } → ${ arrow.to }`;

it( 'tries every arrow between two parts', () => {
	const count = tried.parts.length;
	expect( tried.parts ).toEqual( expect.arrayContaining( [ 'lib', 'api', 'state', 'hooks', 'components', 'screens/settings', 'app', 'demo' ] ) );
	expect( tried.arrows ).toHaveLength( count * ( count - 1 ) );
} );

it( 'reports exactly the arrows the table leaves out (and the rules importing the API’s code)', () => {
	const reported = tried.arrows.filter( ( arrow ) => arrow.reported ).map( name ).sort();
	const forbidden = [ ...tried.forbidden.map( name ), 'lib → api' ].sort();
	expect( reported ).toEqual( forbidden );
	// A sanity check that the table forbids something in each direction: the shell is imported by no part.
	expect( reported ).toEqual( expect.arrayContaining( [ 'lib → app', 'screens/settings → screens/at-a-glance', 'demo → state' ] ) );
} );

it( 'lets the rules name the API’s types, not call its code, and keeps the tests out of the product', () => {
	expect( tried.special ).toEqual( { libImportsApiCode: true, libImportsApiTypes: false, srcImportsTests: true } );
} );
