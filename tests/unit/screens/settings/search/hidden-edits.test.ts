import { readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';
import { cardsHiddenWithEdits, knowsForm } from '../../../../../src/screens/settings/search/hidden-edits';

const found = ( ...slugs: string[] ) => ( slug: string ) => slugs.includes( slug );

describe( 'cardsHiddenWithEdits', () => {
	it.each( [
		[ 'no term: nothing is hidden', [ 'security-protect' ], '', found(), [] ],
		[ 'a term that finds the card', [ 'security-protect' ], 'brute', found( 'protect' ), [] ],
		[ 'a term that hides it', [ 'security-protect' ], 'cdn', found( 'photon-cdn' ), [ 'Brute force protection' ] ],
		[ 'two hidden, in the order edited', [ 'traffic-ads', 'discussion-comments' ], 'cdn', found(), [ 'Ads', 'Comments' ] ],
		[ 'one hidden, one found', [ 'traffic-ads', 'writing-carousel' ], 'carousel', found( 'carousel' ), [ 'Ads' ] ],
		[ 'a form it does not know is not named', [ 'something-else' ], 'cdn', found(), [] ],
	] )( '%s', ( _case, dirty, term, isFound, expected ) => {
		expect( cardsHiddenWithEdits( dirty, term, isFound ) ).toEqual( expected );
	} );
} );

function sourceFiles( dir: string ): string[] {
	return readdirSync( dir ).flatMap( ( name ) => {
		const path = join( dir, name );
		return statSync( path ).isDirectory() ? sourceFiles( path ) : path.endsWith( '.tsx' ) ? [ path ] : [];
	} );
}

it( 'knows every settings form, so none with edits is hidden unnamed', () => {
	const ids = sourceFiles( join( __dirname, '../../../../../src/screens/settings' ) ).flatMap( ( file ) =>
		[ ...readFileSync( file, 'utf8' ).matchAll( /useSettingsForm\(\s*["']([^"']+)["']/g ) ].map( ( match ) => match[ 1 ] ?? '' )
	);
	expect( ids.length ).toBeGreaterThan( 8 );
	expect( ids.filter( ( id ) => ! knowsForm( id ) ) ).toEqual( [] );
} );
