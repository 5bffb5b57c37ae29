/**
 * @jest-environment node
 *
 * The translation template holds every string of the app. The extractor (WordPress' Babel plugin) writes it; this
 * test reads the same sources with TypeScript's own parser, independently, and fails when a translatable string,
 * its plural or its context is missing from the template, or a file that uses it is not named.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { po } from 'gettext-parser';

const root = path.resolve( __dirname, '../../..' );

interface SourceString {
	msgid: string;
	plural?: string;
	context: string;
	where: string;
}

/** Which argument holds what, per translation function. */
const FUNCTIONS: Record< string, { plural?: number; context?: number } > = {
	__: {},
	_x: { context: 1 },
	_n: { plural: 1 },
	_nx: { plural: 1, context: 3 },
};

function sourceFiles( dir: string ): string[] {
	return readdirSync( dir, { withFileTypes: true } ).flatMap( ( entry ) => {
		const full = path.join( dir, entry.name );
		if ( entry.isDirectory() ) {
			return full === path.join( root, 'src/demo' ) ? [] : sourceFiles( full );
		}
		return /\.tsx?$/.test( entry.name ) && ! /\.d\.ts$/.test( entry.name ) ? [ full ] : [];
	} );
}

function literal( node: ts.Node | undefined ): string | undefined {
	return node && ( ts.isStringLiteral( node ) || ts.isNoSubstitutionTemplateLiteral( node ) ) ? node.text : undefined;
}

function stringsOf( file: string ): SourceString[] {
	const source = ts.createSourceFile( file, readFileSync( file, 'utf8' ), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX );
	const found: SourceString[] = [];
	const visit = ( node: ts.Node ): void => {
		const shape = ts.isCallExpression( node ) && ts.isIdentifier( node.expression ) ? FUNCTIONS[ node.expression.text ] : undefined;
		if ( shape && ts.isCallExpression( node ) ) {
			const msgid = literal( node.arguments[ 0 ] );
			const line = source.getLineAndCharacterOfPosition( node.getStart() ).line + 1;
			const where = `${ path.relative( root, file ) }:${ line }`;
			if ( msgid === undefined ) {
				throw new Error( `${ where }: a translation function needs a literal string, or no extractor can find it` );
			}
			found.push( {
				msgid,
				plural: shape.plural === undefined ? undefined : literal( node.arguments[ shape.plural ] ),
				context: shape.context === undefined ? '' : literal( node.arguments[ shape.context ] ) ?? '',
				where,
			} );
		}
		ts.forEachChild( node, visit );
	};
	visit( source );
	return found;
}

describe( 'the translation template', () => {
	const output = path.join( mkdtempSync( path.join( os.tmpdir(), 'jp-pot-' ) ), 'jetpack.pot' );
	execFileSync( process.execPath, [ path.join( root, 'php-shim/bin/make-pot.mjs' ), output ] );
	const template = po.parse( readFileSync( output ) );
	const strings = sourceFiles( path.join( root, 'src' ) ).flatMap( stringsOf );

	it( 'is written for the text domain, with plural forms', () => {
		expect( template.headers[ 'x-domain' ] ).toBe( 'jetpack' );
		expect( template.headers[ 'plural-forms' ] ).toBe( 'nplurals=2; plural=(n != 1);' );
		expect( strings.length ).toBeGreaterThan( 300 );
	} );

	it( 'holds every string of the app, with its plural and context', () => {
		const missing = strings
			.filter( ( { msgid, plural, context } ) => {
				const entry = template.translations[ context ]?.[ msgid ];
				return ! entry || entry.msgid_plural !== plural;
			} )
			.map( ( { where, msgid } ) => `${ where }: "${ msgid }"` );
		expect( missing ).toEqual( [] );
	} );

	it( 'refers each string to every file that uses it', () => {
		// One reference per file and string: the extractor keeps the last line a file uses it on.
		const unreferenced = strings
			.filter( ( { msgid, context, where } ) => {
				const references = ( template.translations[ context ]?.[ msgid ]?.comments?.reference ?? '' ).split( /\s+/ );
				const file = where.replace( /:\d+$/, '' );
				return ! references.some( ( reference ) => reference.replace( /:\d+$/, '' ) === file );
			} )
			.map( ( { where, msgid } ) => `${ where }: "${ msgid }"` );
		expect( unreferenced ).toEqual( [] );
	} );
} );
