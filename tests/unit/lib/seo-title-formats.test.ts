import {
	allowedTitleTokens,
	editTitleFormat,
	formatTitleText,
	insertTitleToken,
	isTitleFormats,
	parseTitleFormat,
	previewTitle,
	readTitleFormats,
	SEO_PAGE_TYPES,
	SEO_TITLE_TOKENS,
} from '../../../src/lib/seo-title-formats';
import type { SeoPageType, SeoTitlePart } from '../../../src/api/types';

const site = { name: 'Demo Site', tagline: 'Just another site' };
const examples = { title: 'Example Title', group: 'Tag', archive: 'Example Archive Title/Date' };

describe( 'allowedTitleTokens', () => {
	it.each< [ SeoPageType, string[] ] >( [
		[ 'front_page', [ 'site_name', 'tagline' ] ],
		[ 'posts', [ 'site_name', 'tagline', 'post_title' ] ],
		[ 'pages', [ 'site_name', 'tagline', 'page_title' ] ],
		[ 'groups', [ 'site_name', 'tagline', 'group_title' ] ],
		[ 'archives', [ 'site_name', 'tagline', 'archive_title' ] ],
	] )( '%s offers %j', ( pageType, tokens ) => {
		expect( allowedTitleTokens( pageType ) ).toEqual( tokens );
	} );
} );

describe( 'parseTitleFormat', () => {
	it.each< [ SeoPageType, string, unknown[] ] >( [
		[ 'posts', '[post_title] | [site_name]', [
			{ type: 'token', value: 'post_title' },
			{ type: 'string', value: ' | ' },
			{ type: 'token', value: 'site_name' },
		] ],
		[ 'front_page', '[site_name] - [post_title]', [
			{ type: 'token', value: 'site_name' },
			{ type: 'string', value: ' - [post_title]' },
		] ],
		[ 'archives', '[date] [archive_title]', [
			{ type: 'string', value: '[date] ' },
			{ type: 'token', value: 'archive_title' },
		] ],
		[ 'groups', 'Topic: [group_title][unknown]', [
			{ type: 'string', value: 'Topic: ' },
			{ type: 'token', value: 'group_title' },
			{ type: 'string', value: '[unknown]' },
		] ],
		[ 'pages', '', [] ],
		[ 'pages', 'Plain words', [ { type: 'string', value: 'Plain words' } ] ],
	] )( '%s reads %j', ( pageType, text, parts ) => {
		expect( parseTitleFormat( pageType, text ) ).toEqual( parts );
	} );

	it( 'writes back the text it read', () => {
		const text = '[page_title] on [site_name] ([tagline])';
		expect( formatTitleText( parseTitleFormat( 'pages', text ) ) ).toBe( text );
		expect( formatTitleText( undefined ) ).toBe( '' );
	} );
} );

describe( 'previewTitle', () => {
	it.each< [ SeoPageType, string, string ] >( [
		[ 'front_page', '[site_name] | [tagline]', 'Demo Site | Just another site' ],
		[ 'posts', '[post_title] - [site_name]', 'Example Title - Demo Site' ],
		[ 'pages', '[page_title]', 'Example Title' ],
		[ 'groups', '[group_title] archive', 'Tag archive' ],
		[ 'archives', '[archive_title] | [site_name]', 'Example Archive Title/Date | Demo Site' ],
		[ 'archives', '[date] [archive_title]', '[date] Example Archive Title/Date' ],
		[ 'front_page', '[post_title]', '[post_title]' ],
	] )( '%s %j shows %j', ( pageType, text, preview ) => {
		expect( previewTitle( parseTitleFormat( pageType, text ), site, examples ) ).toBe( preview );
	} );
} );

describe( 'readTitleFormats and isTitleFormats', () => {
	it( 'reads every page type, empty when missing or malformed', () => {
		expect( readTitleFormats( { posts: [ { type: 'token', value: 'post_title' }, { type: 'bad' } ] } ) ).toEqual( {
			front_page: [],
			posts: [ { type: 'token', value: 'post_title' } ],
			pages: [],
			groups: [],
			archives: [],
		} );
		expect( readTitleFormats( 'nonsense' ).front_page ).toEqual( [] );
	} );

	it.each( [
		[ 'nothing', null ],
		[ 'a list', [ { type: 'string', value: 'x' } ] ],
		[ 'a number', 7 ],
	] )( 'reads %s as every structure empty', ( _name, value ) => {
		expect( Object.values( readTitleFormats( value ) ).flat() ).toEqual( [] );
	} );

	it( 'keeps the well-formed parts of a list and drops nothing, text or numbers among them', () => {
		const posts = [ null, 'x', 3, { type: 'string', value: ' | ' }, { type: 'token', value: 'site_name' }, { type: 'string' } ];
		expect( readTitleFormats( { posts } ).posts ).toEqual( [
			{ type: 'string', value: ' | ' },
			{ type: 'token', value: 'site_name' },
		] );
	} );

	it.each( [
		[ { front_page: [ { type: 'string', value: 'x' } ] }, true ],
		[ {}, true ],
		[ { sidebar: [] }, false ],
		[ { posts: [ { type: 'token' } ] }, false ],
		[ [], false ],
		[ 'text', false ],
		[ null, false ],
		[ { posts: [ null ] }, false ],
		[ { posts: [ 'x' ] }, false ],
	] )( '%j is well formed: %s', ( value, expected ) => {
		expect( isTitleFormats( value ) ).toBe( expected );
	} );
} );

const token = ( value: string ): SeoTitlePart => ( { type: 'token', value } );
const text = ( value: string ): SeoTitlePart => ( { type: 'string', value } );

/** Every page type with every token: whether its buttons offer it (what a typed bracketed name becomes). */
const OFFERED: Record< SeoPageType, readonly string[] > = {
	front_page: [ 'site_name', 'tagline' ],
	posts: [ 'site_name', 'tagline', 'post_title' ],
	pages: [ 'site_name', 'tagline', 'page_title' ],
	groups: [ 'site_name', 'tagline', 'group_title' ],
	archives: [ 'site_name', 'tagline', 'archive_title' ],
};
const EVERY_PAIR = SEO_PAGE_TYPES.flatMap( ( pageType ) =>
	SEO_TITLE_TOKENS.map( ( name ) => [ pageType, name, OFFERED[ pageType ].includes( name ) ] as const )
);

describe( 'editTitleFormat: a stored token stays a token unless the user edits it', () => {
	it.each( EVERY_PAIR )( '%s keeps a stored %s token (offered: %s) when the text after it is edited', ( pageType, name ) => {
		const stored = [ token( name ), text( ' | ' ), token( 'site_name' ) ];
		expect( editTitleFormat( pageType, stored, `[${ name }] | [site_name]!` ) ).toEqual( [ ...stored, text( '!' ) ] );
	} );

	it.each( EVERY_PAIR )( '%s keeps a stored %s token (offered: %s) when the text before it is edited', ( pageType, name ) => {
		const stored = [ text( 'On ' ), token( name ) ];
		expect( editTitleFormat( pageType, stored, `Read on [${ name }]` ) ).toEqual( [ text( 'Read on ' ), token( name ) ] );
	} );

	it.each( EVERY_PAIR )( '%s keeps a stored %s token (offered: %s) when the text beside it changes', ( pageType, name ) => {
		const stored = [ token( 'tagline' ), token( name ) ];
		expect( editTitleFormat( pageType, stored, `[tagline] - [${ name }]` ) ).toEqual( [ token( 'tagline' ), text( ' - ' ), token( name ) ] );
	} );

	it.each( EVERY_PAIR )( '%s turns a typed [%s] into a token only when offered (%s)', ( pageType, name, offered ) => {
		const stored = [ token( 'site_name' ), text( ' ' ) ];
		expect( editTitleFormat( pageType, stored, `[site_name] [${ name }]` ) ).toEqual(
			offered ? [ token( 'site_name' ), text( ' ' ), token( name ) ] : [ token( 'site_name' ), text( ` [${ name }]` ) ]
		);
	} );

	it.each( EVERY_PAIR )( '%s: a stored %s token (offered: %s) whose text is edited becomes what was typed', ( pageType, name, offered ) => {
		// The last bracket deleted: plain text; typed back: a token again only where offered.
		const cut = editTitleFormat( pageType, [ token( name ) ], `[${ name }` );
		expect( cut ).toEqual( [ text( `[${ name }` ) ] );
		expect( editTitleFormat( pageType, cut, `[${ name }]` ) ).toEqual( [ offered ? token( name ) : text( `[${ name }]` ) ] );
	} );

	it( 'keeps an unknown stored token as a token too', () => {
		expect( editTitleFormat( 'posts', [ token( 'author' ), text( ' wrote' ) ], '[author] wrote it' ) ).toEqual( [ token( 'author' ), text( ' wrote it' ) ] );
	} );

	it( 'returns the stored parts themselves when the text did not change', () => {
		const stored = [ token( 'date' ), text( ' [date]' ) ];
		expect( editTitleFormat( 'archives', stored, '[date] [date]' ) ).toBe( stored );
	} );

	it( 'keeps a stored plain [date] plain and the token a token when text between them is edited', () => {
		const stored = [ token( 'date' ), text( ' - [date]' ) ];
		expect( editTitleFormat( 'archives', stored, '[date] / [date]' ) ).toEqual( [ token( 'date' ), text( ' / [date]' ) ] );
	} );

	it.each< [ string, SeoTitlePart[] ] >( [
		[ '[[date] [archive_title]', [ text( '[' ), token( 'date' ), text( ' ' ), token( 'archive_title' ) ] ],
		[ '[date]] [archive_title]', [ token( 'date' ), text( '] ' ), token( 'archive_title' ) ] ],
		[ '[date]  [archive_title]', [ token( 'date' ), text( '  ' ), token( 'archive_title' ) ] ],
		[ '[date][archive_title]', [ token( 'date' ), token( 'archive_title' ) ] ],
	] )( 'places an edit next to the same characters outside the tokens when it can: %j', ( typed, parts ) => {
		expect( editTitleFormat( 'archives', [ token( 'date' ), text( ' ' ), token( 'archive_title' ) ], typed ) ).toEqual( parts );
	} );

	it( 'places a typed [ before a stored token the page type does not offer outside it, so the token stays', () => {
		const stored = [ token( 'tagline' ), text( ' x' ) ];
		expect( editTitleFormat( 'archives', stored, '[[tagline] x' ) ).toEqual( [ text( '[' ), token( 'tagline' ), text( ' x' ) ] );
		expect( editTitleFormat( 'archives', stored, '[tagline]] x' ) ).toEqual( [ token( 'tagline' ), text( '] x' ) ] );
	} );

	it( 'leaves an edited structure in its plain form: stored text in two pieces becomes one, an empty piece goes', () => {
		const stored = [ text( 'a' ), text( 'b' ), token( 'date' ), text( '' ), token( 'site_name' ) ];
		expect( editTitleFormat( 'archives', stored, 'ab[date]x[site_name]' ) ).toEqual( [ text( 'ab' ), token( 'date' ), text( 'x' ), token( 'site_name' ) ] );
	} );

	it( 'always shows exactly what was typed, whatever was inserted, deleted or replaced where', () => {
		const stored = [ token( 'date' ), text( ' [x] ' ), token( 'archive_title' ), token( 'tagline' ), text( ']' ) ];
		const before = formatTitleText( stored );
		const pieces = [ '', '[', ']', 'e]', '[site_name]', '[date]', ' ' ];
		for ( let from = 0; from <= before.length; from++ ) {
			for ( let to = from; to <= Math.min( before.length, from + 8 ); to++ ) {
				for ( const piece of pieces ) {
					const typed = before.slice( 0, from ) + piece + before.slice( to );
					expect( formatTitleText( editTitleFormat( 'archives', stored, typed ) ) ).toBe( typed );
				}
			}
		}
	} );

	it( 'reads a whole new text as typed when everything was replaced', () => {
		expect( editTitleFormat( 'archives', [ token( 'date' ), text( ' ' ), token( 'archive_title' ) ], '[archive_title] | [site_name]' ) ).toEqual( [
			token( 'archive_title' ),
			text( ' | ' ),
			token( 'site_name' ),
		] );
		expect( editTitleFormat( 'archives', [ token( 'date' ) ], '' ) ).toEqual( [] );
	} );

	it( 'finishes a token typed one character at a time', () => {
		let parts: SeoTitlePart[] = [ token( 'date' ), text( ' ' ) ];
		let typed = '[date] ';
		for ( const character of '[site_name]' ) {
			typed += character;
			parts = editTitleFormat( 'archives', parts, typed );
		}
		expect( parts ).toEqual( [ token( 'date' ), text( ' ' ), token( 'site_name' ) ] );
	} );

	it( 'round-trips every token of every page type through its text', () => {
		for ( const pageType of SEO_PAGE_TYPES ) {
			const stored = SEO_TITLE_TOKENS.flatMap( ( name ) => [ token( name ), text( ' ' ) ] );
			expect( editTitleFormat( pageType, stored, formatTitleText( stored ) ) ).toEqual( stored );
			expect( editTitleFormat( pageType, stored, `${ formatTitleText( stored ) }x` ) ).toEqual( [ ...stored.slice( 0, -1 ), text( ' x' ) ] );
		}
	} );
} );

describe( 'insertTitleToken', () => {
	it( 'adds the token at the end, after a token the buttons do not offer', () => {
		expect( insertTitleToken( [ token( 'date' ) ], 'site_name' ) ).toEqual( [ token( 'date' ), token( 'site_name' ) ] );
		expect( insertTitleToken( [], 'archive_title' ) ).toEqual( [ token( 'archive_title' ) ] );
	} );
} );
