import {
	commentsMarkdownUpdate,
	infiniteScrollMode,
	infiniteScrollUpdate,
	postByEmailAddress,
	postsMarkdownUpdate,
} from '../../../../../src/screens/settings/writing/writing-rules';

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

const markdown = ( module: boolean, posts: boolean, comments: boolean ) => ( {
	markdown: module,
	wpcom_publish_posts_with_markdown: posts,
	wpcom_publish_comments_with_markdown: comments,
} );

it.each( [
	// Markdown for posts on: only the comments option moves.
	[ true, markdown( true, true, false ), { wpcom_publish_comments_with_markdown: true } ],
	[ false, markdown( true, true, true ), { wpcom_publish_comments_with_markdown: false } ],
	// Markdown for posts off: the module follows the switch, and the posts option is left as it is.
	[ true, markdown( false, false, false ), { markdown: true, wpcom_publish_comments_with_markdown: true } ],
	[ true, markdown( true, false, false ), { markdown: true, wpcom_publish_comments_with_markdown: true } ],
	[ false, markdown( true, false, true ), { markdown: false, wpcom_publish_comments_with_markdown: false } ],
	// A posts option left true while the module is off is not markdown for posts being on.
	[ true, markdown( false, true, false ), { markdown: true, wpcom_publish_comments_with_markdown: true } ],
	// Settings not read yet: markdown counts as off, so the module follows the switch.
	[ true, undefined, { markdown: true, wpcom_publish_comments_with_markdown: true } ],
] )( 'comments markdown to %s with %j saves %j', ( next, settings, update ) => {
	expect( commentsMarkdownUpdate( next, settings ) ).toEqual( update );
} );

it.each( [
	// Markdown for comments on: only the posts option moves.
	[ true, markdown( true, false, true ), { wpcom_publish_posts_with_markdown: true } ],
	[ false, markdown( true, true, true ), { wpcom_publish_posts_with_markdown: false } ],
	// Markdown for comments off: the module follows the switch.
	[ true, markdown( false, false, false ), { markdown: true, wpcom_publish_posts_with_markdown: true } ],
	[ false, markdown( true, true, false ), { markdown: false, wpcom_publish_posts_with_markdown: false } ],
	[ true, markdown( false, false, true ), { markdown: true, wpcom_publish_posts_with_markdown: true } ],
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
