import {
	facebookDescription,
	facebookTitle,
	previewMedia,
	searchDescription,
	searchTitle,
	searchUrl,
	stripMarkup,
	twitterDescription,
} from '../../../../../src/screens/settings/traffic/seo-preview';
import type { PreviewMedia } from '../../../../../src/screens/settings/traffic/seo-preview';

const word = ( count: number, letter = 'a' ) => letter.repeat( count );

describe( 'searchTitle', () => {
	it.each( [
		[ 'short enough stays whole', word( 63 ), word( 63 ) ],
		[ 'no space: a hard cut, 63 with its ellipsis', word( 64 ), `${ word( 62 ) }…` ],
		[ 'cut at the last word, keeping 50', `${ word( 50 ) } ${ word( 19 ) }`, `${ word( 50 ) }…` ],
		[ 'a space at 72 gives the longest word cut, 73 with its ellipsis', `${ word( 72 ) } ${ word( 5 ) }`, `${ word( 72 ) }…` ],
		[ 'a space at 73 would give 74: a hard cut', `${ word( 73 ) } ${ word( 5 ) }`, `${ word( 62 ) }…` ],
		[ 'the word cut keeps 23 characters at the fewest', `${ word( 23 ) } ${ word( 60 ) }`, `${ word( 23 ) }…` ],
		[ 'a space keeping 22 is too early: a hard cut', `${ word( 22 ) } ${ word( 60 ) }`, `${ `${ word( 22 ) } ${ word( 60 ) }`.slice( 0, 62 ) }…` ],
		[ 'the space nearest 73 wins', `${ word( 30 ) } ${ word( 40 ) } ${ word( 10 ) }`, `${ word( 30 ) } ${ word( 40 ) }…` ],
		[ 'markup stripped', '<b>Bold</b> title', 'Bold title' ],
	] )( '%s', ( _name, input, output ) => {
		expect( searchTitle( input ) ).toBe( output );
	} );

	it( 'is never longer than 63 unless cut at a word, and never longer than 73', () => {
		const texts = Array.from( { length: 120 }, ( _unused, length ) =>
			Array.from( { length: length + 40 }, ( _char, index ) => ( index % 11 === 10 && index > length / 2 ? ' ' : 'a' ) ).join( '' )
		);
		for ( const text of texts ) {
			const shown = searchTitle( text );
			expect( shown.length ).toBeLessThanOrEqual( shown.length > 63 ? 73 : 63 );
			if ( shown.length > 63 ) {
				expect( text.startsWith( `${ shown.slice( 0, -1 ) } ` ) ).toBe( true );
			}
		}
	} );
} );

describe( 'searchDescription', () => {
	it.each( [
		[ 'short enough stays whole', word( 160 ), word( 160 ) ],
		[ 'no space: a hard cut, 160 with its ellipsis', word( 161 ), `${ word( 159 ) }…` ],
		[ 'cut at a word between 80 and 170', `${ word( 120 ) } ${ word( 60 ) }`, `${ word( 120 ) }…` ],
		[ 'a space at 169 gives the longest word cut, 170', `${ word( 169 ) } ${ word( 5 ) }`, `${ word( 169 ) }…` ],
		[ 'a space at 170 would give 171: a hard cut', `${ word( 170 ) } ${ word( 5 ) }`, `${ word( 159 ) }…` ],
		[ 'the word cut keeps 80 characters at the fewest', `${ word( 80 ) } ${ word( 120 ) }`, `${ word( 80 ) }…` ],
		[ 'a space keeping 79 is too early: a hard cut', `${ word( 79 ) } ${ word( 120 ) }`, `${ `${ word( 79 ) } ${ word( 120 ) }`.slice( 0, 159 ) }…` ],
		[ 'markup stripped', '<p>One <em>two</em></p>', 'One two' ],
	] )( '%s', ( _name, input, output ) => {
		expect( searchDescription( input ) ).toBe( output );
	} );
} );

describe( 'searchUrl', () => {
	it.each( [
		[ 'https://example.com/', 'example.com' ],
		[ 'http://example.com/blog/hello-world/', 'example.com/blog/hello-world' ],
		[ `https://example.com/${ word( 56 ) }`, `example.com/${ word( 56 ) }` ],
		[ `https://example.com/${ word( 57 ) }`, `example.com/${ word( 55 ) }…` ],
		// Only a leading scheme goes, and every trailing slash.
		[ 'example.com/out/https://other.org', 'example.com/out/https://other.org' ],
		[ 'https://example.com/blog//', 'example.com/blog' ],
	] )( '%s → %s', ( input, output ) => {
		expect( searchUrl( input ) ).toBe( output );
	} );
} );

describe( 'social limits', () => {
	it.each( [
		[ 'facebook title 80', facebookTitle, 80 ],
		[ 'facebook description 200', facebookDescription, 200 ],
		[ 'twitter description 200', twitterDescription, 200 ],
	] )( '%s, the ellipsis counted', ( _name, rule, limit ) => {
		expect( rule( word( limit ) ) ).toBe( word( limit ) );
		expect( rule( word( limit + 1 ) ) ).toBe( `${ word( limit - 1 ) }…` );
		expect( rule( '<strong>x</strong>' ) ).toBe( 'x' );
	} );
} );

describe( 'stripMarkup', () => {
	it.each( [
		[ 'a lone < and > stay text', '10 < 20 and > 5', '10 < 20 and > 5' ],
		[ 'a < before a digit is text', 'I <3 markup', 'I <3 markup' ],
		[ 'a < ending the text is text', 'ends with <', 'ends with <' ],
		[ 'a </ ending the text is text', 'x </', 'x </' ],
		[ 'inline tags join their words', 'Hel<b>lo</b> there', 'Hello there' ],
		[ 'block tags part their words', '<p>One</p><p>Two</p>line<br>break', 'One Two line break' ],
		[ 'a block parts its words from the text before it', 'before<div>inside</div>', 'before inside' ],
		[ 'a > inside a quoted attribute does not end the tag', '<a href="x>y" title=\'q>\'>link</a> text', 'link text' ],
		[ 'comments and declarations go', '<!DOCTYPE html><!-- note -->Shown<?pi x?>', 'Shown' ],
		[ '</ before a non-letter opens a bogus comment', 'a </ b> c', 'a c' ],
		[ 'script and style content is not text', '<style>p{}</style>Safe<script>alert("<b>")</script>', 'Safe' ],
		[ 'a tag never closed is dropped with the rest, as a parser drops it', 'x<y and more', 'x' ],
		[ 'entities read, white space made one', '<p>Fish &amp; chips</p>\n<p>daily&nbsp;&#8212; &#x2014;</p>', 'Fish & chips daily — —' ],
		[ 'a read entity stays text', '&lt;b&gt;bold&lt;/b&gt;', '<b>bold</b>' ],
		[ 'an unknown entity stays as typed', 'A &bogus; B & C', 'A &bogus; B & C' ],
	] )( '%s', ( _name, input, output ) => {
		expect( stripMarkup( input ) ).toBe( output );
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
