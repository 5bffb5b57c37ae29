import {
	isPostsPerPage,
	postsPerPageInput,
	postsPerPageProblem,
	sharingLinks,
	siteOptionLockedReason,
	visibleSharingCards,
	visibleWritingCards,
} from '../../../src/lib/writing-cards';
import type { Module } from '../../../src/api/types';

type Flags = Partial< Pick< Module, 'activated' | 'override' > >;
const modules = ( entries: Record< string, Flags > ) =>
	Object.fromEntries( Object.entries( entries ).map( ( [ slug, flags ] ) => [ slug, { activated: false, override: null, ...flags } as Module ] ) );

const ALL_WRITING = modules( {
	carousel: {},
	'copy-post': {},
	markdown: {},
	latex: {},
	shortcodes: {},
	'custom-content-types': {},
	'infinite-scroll': {},
	'custom-css': {},
	widgets: {},
	'widget-visibility': {},
	'post-by-email': { activated: true },
	masterbar: {},
} );
const manager = { userCanManageModules: true, userCanEditPosts: true };
const editor = { userCanManageModules: false, userCanEditPosts: true };
const contributorWithoutPosts = { userCanManageModules: false, userCanEditPosts: false };

describe( 'visibleWritingCards', () => {
	it( 'shows managers every card, in the Writing order', () => {
		expect( visibleWritingCards( () => true, ALL_WRITING, manager ) ).toEqual( [
			'media',
			'composing',
			'custom-content-types',
			'theme-enhancements',
			'widgets',
			'post-by-email',
			'masterbar',
		] );
	} );

	it.each( [
		[ 'latex', [ 'composing' ] ],
		[ 'custom-css', [ 'theme-enhancements' ] ],
		[ 'widget-visibility', [ 'widgets' ] ],
		[ 'carousel', [ 'media' ] ],
		[ 'copy-post', [ 'composing' ] ],
		[ 'shortcodes', [ 'composing' ] ],
		[ 'infinite-scroll', [ 'theme-enhancements' ] ],
		[ 'widgets', [ 'widgets' ] ],
		[ 'nothing', [] ],
	] )( 'a search finding only %s shows %j', ( slug, cards ) => {
		expect( visibleWritingCards( ( found ) => found === slug, ALL_WRITING, manager ) ).toEqual( cards );
	} );

	it( 'leaves out cards whose modules the site lacks', () => {
		expect( visibleWritingCards( () => true, modules( { markdown: {}, masterbar: {} } ), manager ) ).toEqual( [ 'composing', 'masterbar' ] );
		expect( visibleWritingCards( () => true, undefined, manager ) ).toEqual( [] );
	} );

	it( 'hides the toolbar card when a site administrator keeps the toolbar always on', () => {
		const forced = modules( { masterbar: { override: 'active', activated: true } } );
		expect( visibleWritingCards( () => true, forced, manager ) ).toEqual( [] );
		const forcedOff = modules( { masterbar: { override: 'inactive' } } );
		expect( visibleWritingCards( () => true, forcedOff, manager ) ).toEqual( [ 'masterbar' ] );
	} );

	it.each( [
		[ 'an editor, post by email on', editor, true, [ 'composing', 'post-by-email' ] ],
		[ 'an editor, post by email off', editor, false, [ 'composing' ] ],
		[ 'a user who cannot edit posts', contributorWithoutPosts, true, [] ],
	] as const )( 'shows %s only what they use', ( _who, caps, active, cards ) => {
		const site = { ...ALL_WRITING, ...modules( { 'post-by-email': { activated: active } } ) };
		expect( visibleWritingCards( () => true, site, caps ) ).toEqual( cards );
	} );

	it( 'shows an editor no composing card when the site has none of its modules', () => {
		expect( visibleWritingCards( () => true, modules( { 'post-by-email': { activated: true } } ), editor ) ).toEqual( [ 'post-by-email' ] );
	} );

	it.each( [
		[ true, null ],
		[ false, 'Only a site administrator can change this.' ],
	] )( 'a manager %s may change a site option; otherwise the reason is %p', ( canManage, reason ) => {
		expect( siteOptionLockedReason( { userCanManageModules: canManage } ) ).toBe( reason );
	} );
} );

describe( 'visibleSharingCards', () => {
	const site = ( publicizeOn: boolean ) => modules( { publicize: { activated: publicizeOn }, sharedaddy: {}, likes: {} } );

	it( 'shows managers the three cards in order, as the search finds them', () => {
		const caps = { userCanManageModules: true, userCanPublish: true };
		expect( visibleSharingCards( () => true, site( false ), caps ) ).toEqual( [ 'publicize', 'sharedaddy', 'likes' ] );
		expect( visibleSharingCards( ( slug ) => slug === 'likes', site( false ), caps ) ).toEqual( [ 'likes' ] );
		expect( visibleSharingCards( () => true, modules( { likes: {} } ), caps ) ).toEqual( [ 'likes' ] );
	} );

	it.each( [
		[ true, true, [ 'publicize' ] ],
		[ true, false, [] ],
		[ false, true, [] ],
	] as const )( 'a non-manager who can publish %s with publicize on %s sees %j', ( canPublish, on, cards ) => {
		expect( visibleSharingCards( () => true, site( on ), { userCanManageModules: false, userCanPublish: canPublish } ) ).toEqual( cards );
	} );
} );

describe( 'posts per page', () => {
	it.each( [
		[ 1, true ],
		[ 10, true ],
		[ 100, true ],
		[ 0, false ],
		[ 101, false ],
		[ 2.5, false ],
		[ '10', false ],
		[ null, false ],
	] )( '%p is accepted: %s', ( value, ok ) => {
		expect( isPostsPerPage( value ) ).toBe( ok );
		expect( postsPerPageProblem( value ) === null ).toBe( ok );
	} );

	it( 'has no problem before anything is known', () => {
		expect( postsPerPageProblem( undefined ) ).toBeNull();
	} );

	it( 'names the range when a value is refused', () => {
		expect( postsPerPageProblem( 0 ) ).toBe( 'Enter a whole number of items per page from 1 to 100.' );
	} );

	it.each( [
		[ '12', 12 ],
		[ ' 7 ', 7 ],
		[ '', '' ],
		[ '-3', '-3' ],
		[ '4.5', '4.5' ],
		[ 'ten', 'ten' ],
	] )( 'typing %p records %p', ( typed, recorded ) => {
		expect( postsPerPageInput( typed ) ).toBe( recorded );
	} );
} );

describe( 'sharingLinks', () => {
	const site = { rawUrl: 'example.com/blog', adminUrl: 'https://example.com/blog/wp-admin/' };

	it.each( [
		[ true, true, 'https://jetpack.com/redirect/?source=calypso-marketing-sharing-buttons&site=example.com%3A%3Ablog' ],
		[ true, false, 'https://jetpack.com/redirect/?source=calypso-marketing-sharing-buttons&site=example.com%3A%3Ablog' ],
		[ false, true, 'https://example.com/blog/wp-admin/options-general.php?page=sharing' ],
		[ false, false, null ],
	] )( 'a site connected %s, with a Sharing screen %s, arranges its buttons at %s', ( connected, sharingScreen, buttons ) => {
		expect( sharingLinks( { ...site, isSiteConnected: connected, sharingScreen } ) ).toEqual( {
			connections: 'https://jetpack.com/redirect/?source=calypso-marketing-connections&site=example.com%3A%3Ablog',
			buttons,
		} );
	} );
} );
