import {
	allowedTitleTokens,
	formatTitleText,
	isTitleFormats,
	parseTitleFormat,
	previewTitle,
	readTitleFormats,
} from '../../../src/lib/seo-title-formats';
import type { SeoPageType } from '../../../src/api/types';

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
		[ { front_page: [ { type: 'string', value: 'x' } ] }, true ],
		[ {}, true ],
		[ { sidebar: [] }, false ],
		[ { posts: [ { type: 'token' } ] }, false ],
		[ [], false ],
		[ 'text', false ],
	] )( '%j is well formed: %s', ( value, expected ) => {
		expect( isTitleFormats( value ) ).toBe( expected );
	} );
} );
