import {
	commentsMarkdownUpdate,
	infiniteScrollMode,
	infiniteScrollUpdate,
	postByEmailAddress,
	postsMarkdownUpdate,
} from '../../../src/lib/writing-settings';

it.each( [
	[ false, true, 'default' ],
	[ false, false, 'default' ],
	[ true, true, 'scroll' ],
	[ true, false, 'button' ],
	[ true, undefined, 'button' ],
] as const )( 'module %s with infinite_scroll %s is the %s mode', ( active, option, mode ) => {
	expect( infiniteScrollMode( active, option ) ).toBe( mode );
} );

it.each( [
	[ 'default', { 'infinite-scroll': false } ],
	[ 'button', { 'infinite-scroll': true, infinite_scroll: false } ],
	[ 'scroll', { 'infinite-scroll': true, infinite_scroll: true } ],
] as const )( 'choosing %s saves %j, which reads back as the same mode', ( mode, update ) => {
	expect( infiniteScrollUpdate( mode ) ).toEqual( update );
	expect( infiniteScrollMode( update[ 'infinite-scroll' ], 'infinite_scroll' in update ? update.infinite_scroll : true ) ).toBe( mode );
} );

const markdown = ( posts: boolean, comments: boolean ) => ( {
	wpcom_publish_posts_with_markdown: posts,
	wpcom_publish_comments_with_markdown: comments,
} );

it.each( [
	[ true, markdown( true, false ), { wpcom_publish_comments_with_markdown: true } ],
	[ true, markdown( false, false ), { wpcom_publish_posts_with_markdown: true, wpcom_publish_comments_with_markdown: true } ],
	[ false, markdown( false, true ), { wpcom_publish_comments_with_markdown: false } ],
	[ false, markdown( true, true ), { wpcom_publish_comments_with_markdown: false } ],
] )( 'comments markdown to %s with %j saves %j', ( next, settings, update ) => {
	expect( commentsMarkdownUpdate( next, settings ) ).toEqual( update );
} );

it.each( [
	[ true, markdown( false, true ), { wpcom_publish_posts_with_markdown: true } ],
	[ false, markdown( true, true ), { wpcom_publish_posts_with_markdown: false } ],
	[ true, markdown( false, false ), { markdown: true, wpcom_publish_posts_with_markdown: true } ],
	[ false, markdown( true, false ), { markdown: false, wpcom_publish_posts_with_markdown: false } ],
] )( 'posts markdown to %s with %j saves %j', ( next, settings, update ) => {
	expect( postsMarkdownUpdate( next, settings ) ).toEqual( update );
} );

it.each( [
	[ false, null ],
	[ '1', null ],
	[ null, null ],
	[ '', null ],
	[ undefined, null ],
	[ 'maple1234@post.wordpress.com', 'maple1234@post.wordpress.com' ],
] )( 'the address %j is %j', ( value, address ) => {
	expect( postByEmailAddress( value ) ).toBe( address );
} );
