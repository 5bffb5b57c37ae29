import { siteOptionLockedReason, visibleWritingCards } from '../../../../../src/screens/settings/writing/writing-cards';
import type { Module } from '../../../../../src/api/types';

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
