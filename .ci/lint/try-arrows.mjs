// Tries every arrow between two parts of src/ through the repository's own ESLint configuration, and prints, as JSON,
// which ones lint reports, beside those the table forbids. tests/unit/architecture/parts.test.ts runs it (ESLint loads its configuration with a dynamic
// import, which jest's module sandbox does not offer, so it runs in a process of its own).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { forbiddenArrows, PARTS } from './parts.mjs';

const root = path.resolve( path.dirname( fileURLToPath( import.meta.url ) ), '../..' );
const eslint = new ESLint( { cwd: root, overrideConfigFile: path.join( root, '.ci/lint/eslint.config.mjs' ) } );

/** A real module of a part, to import from another one (the rule resolves the path to the file). */
function moduleOf( folder ) {
	const entries = fs.readdirSync( folder, { withFileTypes: true } ).sort( ( a, b ) => a.name.localeCompare( b.name ) );
	const file = entries.find( ( entry ) => entry.isFile() && /\.tsx?$/.test( entry.name ) && ! entry.name.endsWith( '.d.ts' ) );
	if ( file ) {
		return path.join( folder, file.name );
	}
	for ( const entry of entries.filter( ( each ) => each.isDirectory() ) ) {
		const found = moduleOf( path.join( folder, entry.name ) );
		if ( found ) {
			return found;
		}
	}
	return null;
}

/** Whether lint reports a part-crossing import of `target` written in a new file of folder `from`. */
async function reported( from, target, statement = ( specifier ) => `import '${ specifier }';\n` ) {
	const filePath = path.join( root, 'src', from, 'arrow-probe.ts' );
	let specifier = path.relative( path.dirname( filePath ), target ).replace( /\.tsx?$/, '' ).split( path.sep ).join( '/' );
	specifier = specifier.startsWith( '.' ) ? specifier : `./${ specifier }`;
	const [ result ] = await eslint.lintText( statement( specifier ), { filePath } );
	return result.messages.some( ( message ) => /no-restricted-(paths|imports)$/.test( message.ruleId ?? '' ) );
}

const parts = Object.keys( PARTS );
const arrows = [];
for ( const from of parts ) {
	for ( const to of parts.filter( ( part ) => part !== from ) ) {
		arrows.push( { from, to, reported: await reported( from, moduleOf( path.join( root, 'src', to ) ) ) } );
	}
}
const apiTypes = path.join( root, 'src/api/types.ts' );
const special = {
	libImportsApiCode: await reported( 'lib', apiTypes, ( specifier ) => `import { x } from '${ specifier }';\nexport const y = x;\n` ),
	libImportsApiTypes: await reported( 'lib', apiTypes, ( specifier ) => `import type { X } from '${ specifier }';\nexport type Y = X;\n` ),
	srcImportsTests: await reported( 'lib', path.join( root, 'tests/support/permissions.ts' ) ),
};
process.stdout.write( JSON.stringify( { parts, forbidden: forbiddenArrows(), arrows, special } ) );
