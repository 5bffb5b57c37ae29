import {
	facebookDescription,
	facebookTitle,
	previewMedia,
	searchDescription,
	searchTitle,
	searchUrl,
	stripMarkup,
	twitterDescription,
} from '../../../src/lib/seo-preview';
import type { PreviewMedia } from '../../../src/lib/seo-preview';

const word = ( count: number, letter = 'a' ) => letter.repeat( count );

describe( 'searchTitle', () => {
	it.each( [
		[ 'short stays', word( 63 ), word( 63 ) ],
		// 70 characters with a space at 50: cut there (more than 23 kept, within 73).
		[ 'cut at the last word before 73', `${ word( 50 ) } ${ word( 19 ) }`, `${ word( 50 ) }…` ],
		// A space only at 10: too few kept, so a hard cut at 63.
		[ 'too early a space: hard cut at 63', `${ word( 10 ) } ${ word( 70 ) }`, `${ `${ word( 10 ) } ${ word( 70 ) }`.slice( 0, 63 ) }…` ],
		[ 'no space: hard cut at 63', word( 90 ), `${ word( 63 ) }…` ],
		[ 'markup stripped', '<b>Bold</b> title', 'Bold title' ],
	] )( '%s', ( _name, input, output ) => {
		expect( searchTitle( input ) ).toBe( output );
	} );

	it( 'uses the space nearest 73, not past it', () => {
		const title = `${ word( 30 ) } ${ word( 40 ) } ${ word( 10 ) }`;
		expect( searchTitle( title ) ).toBe( `${ word( 30 ) } ${ word( 40 ) }…` );
	} );
} );

describe( 'searchDescription', () => {
	it.each( [
		[ 'short stays', word( 160 ), word( 160 ) ],
		[ 'cut at a word between 80 and 170', `${ word( 120 ) } ${ word( 60 ) }`, `${ word( 120 ) }…` ],
		[ 'a space at 169 is still used', `${ word( 169 ) } ${ word( 5 ) }`, `${ word( 169 ) }…` ],
		[ 'space before 80: hard cut at 160', `${ word( 70 ) } ${ word( 120 ) }`, `${ `${ word( 70 ) } ${ word( 120 ) }`.slice( 0, 160 ) }…` ],
		[ 'markup stripped', '<p>One <em>two</em></p>', 'One two' ],
	] )( '%s', ( _name, input, output ) => {
		expect( searchDescription( input ) ).toBe( output );
	} );
} );

describe( 'searchUrl', () => {
	it.each( [
		[ 'https://example.com/', 'example.com' ],
		[ 'http://example.com/blog/hello-world/', 'example.com/blog/hello-world' ],
		[ `https://example.com/${ word( 80 ) }`, `${ `example.com/${ word( 80 ) }`.slice( 0, 68 ) }…` ],
	] )( '%s → %s', ( input, output ) => {
		expect( searchUrl( input ) ).toBe( output );
	} );
} );

describe( 'social limits', () => {
	it.each( [
		[ 'facebook title 80', facebookTitle, 80 ],
		[ 'facebook description 200', facebookDescription, 200 ],
		[ 'twitter description 200', twitterDescription, 200 ],
	] )( '%s', ( _name, rule, limit ) => {
		expect( rule( word( limit ) ) ).toBe( word( limit ) );
		expect( rule( word( limit + 1 ) ) ).toBe( `${ word( limit ) }…` );
		expect( rule( '<strong>x</strong>' ) ).toBe( 'x' );
	} );
} );

describe( 'stripMarkup', () => {
	it( 'leaves the text, entities read and white space made one', () => {
		expect( stripMarkup( '<p>Fish &amp; chips</p>\n<p>daily</p>' ) ).toBe( 'Fish & chips daily' );
	} );
} );

describe( 'previewMedia', () => {
	const image = ( n: number ): PreviewMedia => ( { type: 'image', url: `i${ n }.png` } );
	const video: PreviewMedia = { type: 'video', url: 'v.mp4' };
	const gif: PreviewMedia = { type: 'gif', url: 'g.gif' };

	it.each< [ string, PreviewMedia[], PreviewMedia[] ] >( [
		[ 'none', [], [] ],
		[ 'four images at most', [ 1, 2, 3, 4, 5 ].map( image ), [ 1, 2, 3, 4 ].map( image ) ],
		[ 'a video first plays alone', [ video, image( 1 ), image( 2 ) ], [ video ] ],
		[ 'a gif first plays alone', [ gif, image( 1 ) ], [ gif ] ],
		[ 'later videos and gifs are left out', [ image( 1 ), video, gif, image( 2 ) ], [ image( 1 ), image( 2 ) ] ],
	] )( '%s', ( _name, input, output ) => {
		expect( previewMedia( input ) ).toEqual( output );
	} );
} );
