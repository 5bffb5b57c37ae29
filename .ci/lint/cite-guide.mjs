#!/usr/bin/env node
/**
 * Points the code's old citations of the original specification at the behaviour guide in docs/.
 *
 *   node .ci/lint/cite-guide.mjs            rewrite every citation in src/, php-shim/, tests/, .ci/ and README.md
 *   node .ci/lint/cite-guide.mjs --check    exit 1, listing each citation or outside reference that is left
 *   --root DIR                                 work on another copy of the repository (default: this one)
 *   --map FILE                                 the section → guide map (default: docs/spec-citations.json)
 *
 * A citation is the word "spec", a document number and one or more section numbers, each after a section sign
 * (lists such as "2.7, 2.9", ranges such as "3.1-3.2", "2.1 and 6; spec 3 2.1"), possibly broken over two comment
 * lines; a short quoted name after a section is part of it. It becomes the list of guide sections that cover it,
 * e.g. "docs/dashboard.md#site-stats". A section missing from the map falls back to its chapter ("2" for "2.16");
 * one with no chapter either is left alone and reported. References to the documents outside the repository become
 * references to the guide.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname( fileURLToPath( import.meta.url ) );
const SCANNED_DIRS = [ 'src', 'php-shim', 'tests', '.ci' ];
// The top-level readme describes the code too, so its citations move with the rest.
const SCANNED_FILES = [ 'README.md' ];
const SKIPPED_DIRS = new Set( [ 'node_modules', 'build', 'build-server', 'test-results', '.data', 'dist', 'vendor', '.wp-test' ] );
const TEXT_FILE = /\.(?:ts|tsx|js|mjs|cjs|jsx|php|md|css|scss|json|txt|html|ya?ml|sh|pot)$/;

// The sign is written as an escape so that this file holds no citation of its own.
const SIGN = '\u00a7';
const SECTION = `${ SIGN }[ \\t]*(\\d+(?:\\.\\d+)?)`;
// A line break inside a comment: the next line's "*", "//" or "#" is part of the gap.
const GAP = '(?:[ \\t]*\\r?\\n[ \\t]*(?:\\*(?!\\/)|\\/\\/|#)?[ \\t]*|[ \\t]+)';
const START = new RegExp( `\\b[Ss]pec${ GAP }([123])${ GAP }${ SECTION }`, 'g' );
const QUALIFIER = /^[ \t]+"[^"\n]{1,40}"/;
const NEXT = new RegExp(
	`^[ \\t]*(?:[,;/&\\u2013-]|and)?[ \\t]*(?:\\r?\\n[ \\t]*(?:\\*(?!\\/)|\\/\\/|#)?[ \\t]*)?(?:[Ss]pec${ GAP }([123])${ GAP })?${ SECTION }`
);
const OUTSIDE = [ '..', 'shared' ].join( '/' );
const OUTSIDE_DOC = new RegExp( `(?:\\.\\.\\/)+shared\\/(DESIGN\\.md|spec\\/[\\w.-]+)(\`?)([ \\t]+"([^"\\n]{1,60})")?`, 'g' );
const LEFT_PATTERNS = [ new RegExp( `\\bspec\\s+[123]\\s*${ SIGN }`, 'i' ), new RegExp( `${ SIGN }\\s*\\d` ), new RegExp( OUTSIDE.replace( /\./g, '\\.' ) ) ];

export function loadMap( file = path.join( here, '..', '..', 'docs', 'spec-citations.json' ) ) {
	return JSON.parse( readFileSync( file, 'utf8' ) );
}

function guideFor( map, doc, section ) {
	return map[ `spec ${ doc } ${ SIGN }${ section }` ] ?? map[ `spec ${ doc } ${ SIGN }${ section.split( '.' )[ 0 ] }` ] ?? null;
}

function outsideTarget( name, sectionName ) {
	if ( name === 'DESIGN.md' && /wordpress plugin/i.test( sectionName ?? '' ) ) {
		return 'docs/wordpress-plugin.md';
	}
	if ( name === 'DESIGN.md' && /demo site/i.test( sectionName ?? '' ) ) {
		return 'docs/demo-site.md';
	}
	return 'docs/README.md';
}

/** Rewrites one file's text. Returns the new text and the citations it could not place. */
export function rewriteText( text, map, { markdown = false, width = 120 } = {} ) {
	const unresolved = [];
	let out = '';
	let last = 0;
	START.lastIndex = 0;
	let match;
	while ( ( match = START.exec( text ) ) !== null ) {
		const sections = [ [ match[ 1 ], match[ 2 ] ] ];
		let doc = match[ 1 ];
		let end = match.index + match[ 0 ].length;
		for ( ;; ) {
			const rest = text.slice( end );
			const qualifier = QUALIFIER.exec( rest );
			if ( qualifier ) {
				end += qualifier[ 0 ].length;
				continue;
			}
			const next = NEXT.exec( rest );
			if ( ! next ) {
				break;
			}
			doc = next[ 1 ] ?? doc;
			sections.push( [ doc, next[ 2 ] ] );
			end += next[ 0 ].length;
		}
		const targets = sections.map( ( [ d, s ] ) => guideFor( map, d, s ) );
		if ( targets.includes( null ) ) {
			unresolved.push( text.slice( match.index, end ) );
			START.lastIndex = end;
			continue;
		}
		out += text.slice( last, match.index ) + [ ...new Set( targets ) ].join( ', ' );
		last = end;
		START.lastIndex = end;
	}
	out += text.slice( last );
	out = out.replace( OUTSIDE_DOC, ( _all, name, tick, _quoted, sectionName ) => `${ outsideTarget( name, sectionName ) }${ tick }` );
	const lines = out.split( '\n' );
	const wrapped = [];
	for ( let index = 0; index < lines.length; index++ ) {
		const line = lines[ index ];
		if ( line.length <= width || ! GUIDE_LINK.test( line ) ) {
			wrapped.push( line );
			continue;
		}
		// Reflow with the next line when it continues the same paragraph, so no word is left alone on a line.
		const joined = joinWithNext( line, lines[ index + 1 ], markdown );
		if ( joined !== null ) {
			index += 1;
		}
		wrapped.push( wrapLine( joined ?? line, width, markdown ) );
	}
	return { text: wrapped.join( '\n' ), unresolved };
}

const COMMENT_LINE = /^(\s*(?:\*|\/\/|#)\s?)(.*)$/;
const NOT_PROSE = /^(?:[-*@|#>`]|\d+\.|\*\/)/;

function joinWithNext( line, next, markdown ) {
	if ( next === undefined || next.trim() === '' ) {
		return null;
	}
	if ( markdown ) {
		return /^\s*[|#>`]/.test( line ) || NOT_PROSE.test( next.trim() ) ? null : `${ line } ${ next.trim() }`;
	}
	const here = COMMENT_LINE.exec( line );
	const there = COMMENT_LINE.exec( next );
	if ( ! here || ! there || here[ 1 ] !== there[ 1 ] || /^\s*\*\//.test( next ) || NOT_PROSE.test( there[ 2 ].trim() ) ) {
		return null;
	}
	return `${ line } ${ there[ 2 ].trim() }`;
}

const GUIDE_LINK = /docs\/[\w-]+\.md/;

/** Greedy word wrap; a word longer than the width stays whole. */
function wrapWords( words, first, next, width ) {
	const lines = [];
	let line = first;
	let empty = true;
	for ( const word of words ) {
		if ( ! empty && line.length + 1 + word.length > width ) {
			lines.push( line );
			line = next;
			empty = true;
		}
		line += empty ? word : ` ${ word }`;
		empty = false;
	}
	lines.push( line );
	return lines;
}

/**
 * A citation made a comment line (or a line of a markdown paragraph) longer than the width: wrap it, carrying the
 * comment's prefix to the new lines. A one-line block comment becomes a multi-line one. Code, headings and table rows
 * are left as they are.
 */
function wrapLine( line, width, markdown ) {
	const words = ( text ) => text.trim().split( /\s+/ );
	if ( markdown ) {
		const item = /^(\s*)([-*] |\d+\. )?(.*)$/.exec( line );
		if ( /^\s*[|#>`]/.test( line ) || ! item ) {
			return line;
		}
		const [ , indent, bullet = '', rest ] = item;
		return wrapWords( words( rest ), indent + bullet, indent + ' '.repeat( bullet.length ), width ).join( '\n' );
	}
	const oneLine = /^(\s*)\/\*(\*?)\s(.*?)\s*\*\/\s*$/.exec( line );
	if ( oneLine ) {
		const [ , indent, star, rest ] = oneLine;
		const body = wrapWords( words( rest ), `${ indent } * `, `${ indent } * `, width );
		return [ `${ indent }/*${ star }`, ...body, `${ indent } */` ].join( '\n' );
	}
	const comment = COMMENT_LINE.exec( line );
	if ( ! comment || /^\s*\*\//.test( line ) ) {
		return line;
	}
	const [ , prefix, rest ] = comment;
	return wrapWords( words( rest ), prefix, prefix, width ).join( '\n' );
}

/** Lines that still cite the specification or point outside the repository. */
export function findLeftovers( text ) {
	return text
		.split( '\n' )
		.map( ( line, index ) => ( { line: index + 1, text: line.trim() } ) )
		.filter( ( { text: line } ) => LEFT_PATTERNS.some( ( pattern ) => pattern.test( line ) ) );
}

function* walk( dir ) {
	for ( const entry of readdirSync( dir, { withFileTypes: true } ) ) {
		const full = path.join( dir, entry.name );
		if ( entry.isDirectory() ) {
			if ( ! SKIPPED_DIRS.has( entry.name ) ) {
				yield* walk( full );
			}
		} else if ( entry.isFile() && TEXT_FILE.test( entry.name ) ) {
			yield full;
		}
	}
}

function scannedFiles( root ) {
	const files = [];
	for ( const dir of SCANNED_DIRS ) {
		const full = path.join( root, dir );
		if ( statSync( full, { throwIfNoEntry: false } )?.isDirectory() ) {
			files.push( ...walk( full ) );
		}
	}
	for ( const file of SCANNED_FILES ) {
		if ( statSync( path.join( root, file ), { throwIfNoEntry: false } )?.isFile() ) {
			files.push( path.join( root, file ) );
		}
	}
	return files;
}

function argValue( args, name ) {
	const index = args.indexOf( name );
	return index === -1 ? undefined : args[ index + 1 ];
}

function main( args ) {
	const root = path.resolve( argValue( args, '--root' ) ?? path.join( here, '..', '..' ) );
	const map = loadMap( argValue( args, '--map' ) );
	const files = scannedFiles( root );
	if ( args.includes( '--check' ) ) {
		const left = files.flatMap( ( file ) =>
			findLeftovers( readFileSync( file, 'utf8' ) ).map( ( hit ) => `${ path.relative( root, file ) }:${ hit.line }: ${ hit.text }` )
		);
		if ( left.length > 0 ) {
			console.error( `${ left.length } line(s) still cite the specification or point outside the repository:` );
			console.error( left.join( '\n' ) );
			return 1;
		}
		console.log( `No citation of the specification and no outside reference in ${ files.length } files.` );
		return 0;
	}
	let changed = 0;
	const unresolved = [];
	for ( const file of files ) {
		const before = readFileSync( file, 'utf8' );
		const after = rewriteText( before, map, { markdown: file.endsWith( '.md' ) } );
		unresolved.push( ...after.unresolved.map( ( text ) => `${ path.relative( root, file ) }: ${ text }` ) );
		if ( after.text !== before ) {
			writeFileSync( file, after.text );
			changed += 1;
		}
	}
	console.log( `Rewrote citations in ${ changed } of ${ files.length } files.` );
	if ( unresolved.length > 0 ) {
		console.error( `Not in the map, left as they were:\n${ unresolved.join( '\n' ) }` );
		return 1;
	}
	return 0;
}

if ( process.argv[ 1 ] && path.resolve( process.argv[ 1 ] ) === fileURLToPath( import.meta.url ) ) {
	process.exitCode = main( process.argv.slice( 2 ) );
}
