/**
 * No import circle in src/, type imports included: a circle makes the order modules load in matter, and a part that
 * needs another part's file back is one part. Each circle found is printed as the files in it.
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve( __dirname, '../../../src' );
const EXTENSIONS = [ '.ts', '.tsx', '/index.ts', '/index.tsx' ];

function sourceFiles( dir: string ): string[] {
	return fs.readdirSync( dir, { withFileTypes: true } ).flatMap( ( entry ) => {
		const full = path.join( dir, entry.name );
		if ( entry.isDirectory() ) {
			return sourceFiles( full );
		}
		return /\.tsx?$/.test( entry.name ) && ! /\.d\.ts$/.test( entry.name ) ? [ full ] : [];
	} );
}

/** The project files a file imports (relative specifiers only: packages cannot import back). */
function importsOf( file: string ): string[] {
	const text = fs.readFileSync( file, 'utf8' );
	const specifiers = [ ...text.matchAll( /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s+'(\.{1,2}\/[^']+)'/g ) ].map( ( match ) => match[ 1 ] ?? '' );
	return specifiers.flatMap( ( specifier ) => {
		const base = path.resolve( path.dirname( file ), specifier );
		const found = [ '', ...EXTENSIONS ].map( ( extension ) => base + extension ).find( ( candidate ) => fs.existsSync( candidate ) && fs.statSync( candidate ).isFile() );
		return found ? [ found ] : [];
	} );
}

/** Every circle, once each, as the files along it (Tarjan's strongly connected components, then one path through each). */
export function circles( graph: Map< string, string[] > ): string[][] {
	let index = 0;
	const order = new Map< string, number >();
	const low = new Map< string, number >();
	const stack: string[] = [];
	const onStack = new Set< string >();
	const components: string[][] = [];
	const visit = ( node: string ) => {
		order.set( node, index );
		low.set( node, index++ );
		stack.push( node );
		onStack.add( node );
		for ( const next of graph.get( node ) ?? [] ) {
			if ( ! order.has( next ) ) {
				visit( next );
				low.set( node, Math.min( low.get( node ) ?? 0, low.get( next ) ?? 0 ) );
			} else if ( onStack.has( next ) ) {
				low.set( node, Math.min( low.get( node ) ?? 0, order.get( next ) ?? 0 ) );
			}
		}
		if ( low.get( node ) === order.get( node ) ) {
			const component: string[] = [];
			for ( let member = stack.pop(); member !== undefined; member = stack.pop() ) {
				onStack.delete( member );
				component.push( member );
				if ( member === node ) {
					break;
				}
			}
			if ( component.length > 1 || ( graph.get( node ) ?? [] ).includes( node ) ) {
				components.push( component.sort() );
			}
		}
	};
	[ ...graph.keys() ].sort().forEach( ( node ) => order.has( node ) || visit( node ) );
	return components;
}

it( 'finds a circle of two files and one of three, and none in a tree', () => {
	const graph = new Map( [
		[ 'a', [ 'b' ] ],
		[ 'b', [ 'a', 'c' ] ],
		[ 'c', [ 'd' ] ],
		[ 'd', [ 'e' ] ],
		[ 'e', [ 'c' ] ],
		[ 'f', [ 'a' ] ],
	] );
	expect( circles( graph ) ).toEqual( [ [ 'c', 'd', 'e' ], [ 'a', 'b' ] ] );
	expect( circles( new Map( [ [ 'a', [ 'b', 'c' ] ], [ 'b', [ 'c' ] ], [ 'c', [] ] ] ) ) ).toEqual( [] );
} );

it( 'src/ has no import circle', () => {
	const files = sourceFiles( SRC );
	const graph = new Map( files.map( ( file ) => [ file, importsOf( file ) ] ) );
	// A sanity check that imports were read at all: the store imports many files.
	expect( graph.get( path.join( SRC, 'state/store.ts' ) )?.length ).toBeGreaterThan( 5 );
	const found = circles( graph ).map( ( members ) => members.map( ( file ) => path.relative( SRC, file ) ).join( ', ' ) );
	expect( found ).toEqual( [] );
} );
