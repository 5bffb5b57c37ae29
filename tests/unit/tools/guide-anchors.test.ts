/**
 * @jest-environment node
 *
 * Code cites the behaviour guide by section ("docs/dashboard.md#site-stats"). These tests keep those citations
 * working: every section the citation map points at is a heading of its page, every link between the guide's pages
 * lands on a heading, and the rewriting tool turns old citations into guide citations and then finds none left.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve( __dirname, '../../..' );
const docs = path.join( root, 'docs' );
const tool = path.join( root, '.ci/lint/cite-guide.mjs' );
// The section sign, spelled as an escape so that this file holds no citation the tool would report.
const SIGN = '\u00a7';

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingAnchors( markdown: string ): Set< string > {
	const seen = new Map< string, number >();
	const anchors = new Set< string >();
	let inFence = false;
	for ( const line of markdown.split( '\n' ) ) {
		if ( line.startsWith( '```' ) ) {
			inFence = ! inFence;
		}
		const heading = inFence ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec( line );
		if ( ! heading ) {
			continue;
		}
		const base = ( heading[ 1 ] ?? '' )
			.toLowerCase()
			.replace( /[^\p{L}\p{N}\s_-]/gu, '' )
			.replace( /\s/g, '-' );
		const count = seen.get( base ) ?? 0;
		seen.set( base, count + 1 );
		anchors.add( count === 0 ? base : `${ base }-${ count }` );
	}
	return anchors;
}

const pages = readdirSync( docs ).filter( ( name ) => name.endsWith( '.md' ) );
const anchorsOf = new Map( pages.map( ( name ) => [ name, headingAnchors( readFileSync( path.join( docs, name ), 'utf8' ) ) ] ) );
const citationMap = JSON.parse( readFileSync( path.join( docs, 'spec-citations.json' ), 'utf8' ) ) as Record< string, string >;

describe( 'the citation map', () => {
	it.each( Object.entries( citationMap ) )( '%s points at a heading of the guide (%s)', ( _section, target ) => {
		const match = /^docs\/([\w-]+\.md)#([\w-]+)$/.exec( target );
		expect( match ).not.toBeNull();
		const page = match?.[ 1 ] ?? '';
		const anchor = match?.[ 2 ] ?? '';
		expect( pages ).toContain( page );
		expect( anchorsOf.get( page ) ).toContain( anchor );
	} );

	it( 'covers every chapter of the three documents', () => {
		const missing = [ 1, 2, 3 ].flatMap( ( doc ) =>
			[ 1, 2, 3, 4, 5, 6, 7, 8, 9 ].map( ( chapter ) => `spec ${ doc } ${ SIGN }${ chapter }` ).filter( ( key ) => ! ( key in citationMap ) )
		);
		expect( missing ).toEqual( [] );
	} );
} );

describe( 'links between the pages of the guide', () => {
	const links = pages.flatMap( ( page ) =>
		[ ...readFileSync( path.join( docs, page ), 'utf8' ).matchAll( /\]\(([\w-]+\.md)?(?:#([\w-]+))?\)/g ) ]
			.filter( ( [ , file, anchor ] ) => file !== undefined || anchor !== undefined )
			.map( ( [ text, file, anchor ] ): [ string, string, string, string | undefined ] => [ `${ page } ${ text }`, page, file ?? page, anchor ] )
	);

	it( 'finds links to check', () => {
		expect( links.length ).toBeGreaterThan( 20 );
	} );

	it.each( links )( '%s lands on a page and heading that exist', ( _link, _from, file, anchor ) => {
		expect( pages ).toContain( file );
		if ( anchor !== undefined ) {
			expect( anchorsOf.get( file ) ).toContain( anchor );
		}
	} );
} );

describe( 'cite-guide.mjs', () => {
	function scratchRepository( source: string ): string {
		const dir = mkdtempSync( path.join( os.tmpdir(), 'cite-guide-' ) );
		mkdirSync( path.join( dir, 'src' ) );
		writeFileSync( path.join( dir, 'src', 'example.ts' ), source );
		return dir;
	}

	const run = ( dir: string, ...args: string[] ) => spawnSync( process.execPath, [ tool, '--root', dir, ...args ], { encoding: 'utf8' } );

	it( 'rewrites single, listed, ranged and wrapped citations into guide sections, then finds none left', () => {
		const dir = scratchRepository(
			[
				`/** The Site Stats card (spec 2 ${ SIGN }2.7). */`,
				`/** Who sees which navigation (spec 1 ${ SIGN }2.2, ${ SIGN }6; spec 3 ${ SIGN }2.1). */`,
				`/** Site calls (spec 1 ${ SIGN }7 "Other", spec 2 ${ SIGN }7). */`,
				`/** The module catalogue (spec 3 ${ SIGN }3.1-${ SIGN }3.2). */`,
				`/**`,
				` * Ids follow the families of spec 2`,
				` * ${ SIGN }9 (security, complete, backup).`,
				` */`,
				`// Dashboard rules (spec 2 ${ SIGN }2.1 and ${ SIGN }6).`,
				`/** Errors of the client (spec 1 ${ SIGN }8.) */`,
				'',
			].join( '\n' )
		);
		expect( run( dir, '--check' ).status ).toBe( 1 );

		expect( run( dir ).status ).toBe( 0 );
		expect( readFileSync( path.join( dir, 'src', 'example.ts' ), 'utf8' ) ).toBe(
			[
				'/** The Site Stats card (docs/dashboard.md#site-stats). */',
				'/**',
				' * Who sees which navigation (docs/shell.md#page-frame, docs/rules.md#roles-and-capabilities,',
				' * docs/settings.md#settings-frame).',
				' */',
				'/** Site calls (docs/api.md#connection-and-identity, docs/api.md#dashboard-cards). */',
				'/** The module catalogue (docs/api.md#modules, docs/api.md#settings-map). */',
				'/**',
				' * Ids follow the families of docs/rules.md#plans-and-products (security, complete, backup).',
				' */',
				'// Dashboard rules (docs/dashboard.md#who-sees-which-card, docs/rules.md#roles-and-capabilities).',
				'/** Errors of the client (docs/rules.md#error-catalogue.) */',
				'',
			].join( '\n' )
		);
		expect( run( dir, '--check' ).status ).toBe( 0 );
	} );

	it( 'keeps rewritten comments within 120 columns, reflowing the rest of the paragraph', () => {
		const dir = scratchRepository(
			[
				'/**',
				` * The Downtime monitoring, Image Accelerator and Blocks cards against the demo backend (spec 2 ${ SIGN }2.11, ${ SIGN }2.9,`,
				' * and more): their states per scenario.',
				' */',
				`/** The dashboard footer (spec 2 ${ SIGN }2.12): version and links, plus the development version's reset and its tools. */`,
				'',
			].join( '\n' )
		);
		expect( run( dir ).status ).toBe( 0 );
		expect( readFileSync( path.join( dir, 'src', 'example.ts' ), 'utf8' ) ).toBe(
			[
				'/**',
				' * The Downtime monitoring, Image Accelerator and Blocks cards against the demo backend',
				' * (docs/dashboard.md#monitor-image-accelerator-and-protection, docs/dashboard.md#promo-and-bundle-cards, and more):',
				' * their states per scenario.',
				' */',
				'/**',
				" * The dashboard footer (docs/shell.md#footer): version and links, plus the development version's reset and its tools.",
				' */',
				'',
			].join( '\n' )
		);
	} );

	it( 'points references to documents outside the repository at the guide', () => {
		const outside = [ '..', 'shared', 'DESIGN.md' ].join( '/' );
		const dir = scratchRepository( `// The contract: \`${ outside }\` "The WordPress plugin".\n` );
		const check = run( dir, '--check' );
		expect( check.status ).toBe( 1 );
		expect( check.stderr ).toContain( 'src/example.ts:1' );

		execFileSync( process.execPath, [ tool, '--root', dir ] );
		expect( readFileSync( path.join( dir, 'src', 'example.ts' ), 'utf8' ) ).toBe( '// The contract: `docs/wordpress-plugin.md`.\n' );
		expect( run( dir, '--check' ).status ).toBe( 0 );
	} );

	it( 'leaves a citation it cannot place as it was, says so and fails', () => {
		const dir = scratchRepository( `// Unknown (spec 1 ${ SIGN }10) stays; (spec 2 ${ SIGN }2.7) does not.\n` );
		const result = run( dir );
		expect( result.status ).toBe( 1 );
		expect( result.stderr ).toContain( `src/example.ts: spec 1 ${ SIGN }10` );
		expect( readFileSync( path.join( dir, 'src', 'example.ts' ), 'utf8' ) ).toBe(
			`// Unknown (spec 1 ${ SIGN }10) stays; (docs/dashboard.md#site-stats) does not.\n`
		);
	} );
} );
