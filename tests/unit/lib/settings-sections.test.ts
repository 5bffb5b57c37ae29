import { getCapabilities } from '../../../src/lib/permissions';
import type { PermissionFlags } from '../../../src/lib/permissions';
import { isModuleFound, privacyMatches, sectionHeading, visibleSections } from '../../../src/lib/settings-sections';
import type { SectionContext } from '../../../src/lib/settings-sections';
import { ADMIN_PERMISSIONS, EDITOR_PERMISSIONS, SUBSCRIBER_PERMISSIONS } from '../../support/permissions';

const ALL = [ 'protect', 'sso', 'monitor', 'search', 'photon', 'markdown', 'post-by-email', 'publicize', 'likes', 'comments', 'stats' ];

function context( permissions: PermissionFlags, path: string, options: { term?: string; active?: string[]; found?: string[]; have?: string[] } = {} ): SectionContext {
	const caps = getCapabilities( {
		permissions,
		user: { isConnected: true, isMaster: false },
		connection: { isActive: true, isRegistered: true, hasConnectedOwner: true, offline: false },
		site: { isMultisite: false, isAtomic: false },
	} );
	const active = options.active ?? [];
	return {
		path,
		term: options.term ?? '',
		caps,
		modules: Object.fromEntries( ( options.have ?? ALL ).map( ( slug ) => [ slug, active.includes( slug ) ] ) ),
		found: new Set( options.found ?? [] ),
	};
}

describe( 'managers, by path', () => {
	it.each( [
		[ '/settings', [ 'security' ] ],
		[ '/security', [ 'security' ] ],
		[ '/performance', [ 'performance' ] ],
		[ '/writing', [ 'writing' ] ],
		[ '/sharing', [ 'sharing' ] ],
		[ '/discussion', [ 'discussion' ] ],
		[ '/traffic', [ 'traffic' ] ],
		[ '/privacy', [ 'privacy' ] ],
	] )( '%s shows %j', ( path, sections ) => {
		expect( visibleSections( context( ADMIN_PERMISSIONS, path ) ) ).toEqual( sections );
	} );

	it( 'a section none of whose modules the site has stays hidden', () => {
		expect( visibleSections( context( ADMIN_PERMISSIONS, '/sharing', { have: [ 'protect' ] } ) ) ).toEqual( [] );
	} );
} );

describe( 'managers, searching', () => {
	it.each( [
		[ 'monitor', [ 'monitor' ], [ 'security' ] ],
		[ 'cdn', [ 'photon' ], [ 'performance' ] ],
		[ 'markdown', [ 'markdown' ], [ 'writing', 'discussion' ] ],
		[ 'privacy', [], [ 'privacy' ] ],
		[ 'zzqx', [], [] ],
	] )( '%j (finding %j) shows %j on any path', ( term, found, sections ) => {
		expect( visibleSections( context( ADMIN_PERMISSIONS, '/discussion', { term, found } ) ) ).toEqual( sections );
	} );
} );

describe( 'users who cannot manage modules', () => {
	it.each( [
		[ '/settings', [ 'publicize', 'post-by-email' ], [ 'sharing' ] ],
		[ '/settings', [ 'post-by-email' ], [ 'writing' ] ],
		[ '/settings', [], [] ],
		[ '/writing', [ 'publicize', 'post-by-email' ], [ 'writing' ] ],
		[ '/sharing', [ 'publicize' ], [ 'sharing' ] ],
		[ '/sharing', [ 'post-by-email' ], [] ],
		[ '/security', [ 'publicize', 'post-by-email' ], [] ],
	] )( 'an editor on %s with %j active sees %j', ( path, active, sections ) => {
		expect( visibleSections( context( EDITOR_PERMISSIONS, path, { active } ) ) ).toEqual( sections );
	} );

	it( 'an editor’s search term is ignored', () => {
		expect( visibleSections( context( EDITOR_PERMISSIONS, '/settings', { term: 'monitor', found: [ 'monitor' ], active: [ 'publicize' ] } ) ) ).toEqual( [
			'sharing',
		] );
	} );

	it.each( [ '/settings', '/sharing', '/writing', '/security' ] )( 'a subscriber sees nothing on %s', ( path ) => {
		expect( visibleSections( context( SUBSCRIBER_PERMISSIONS, path, { active: [ 'publicize', 'post-by-email' ] } ) ) ).toEqual( [] );
	} );
} );

it.each( [
	[ 'protect', '', [], true ],
	[ 'protect', 'monitor', [ 'monitor' ], false ],
	[ 'monitor', 'monitor', [ 'monitor' ], true ],
	[ 'wordads', '', [], false ],
] )( 'isModuleFound(%s) with term %j', ( slug, term, found, shown ) => {
	expect( isModuleFound( slug, { term, found: new Set( found ), modules: { protect: true, monitor: false } } ) ).toBe( shown );
} );

it.each( [
	[ 'privacy', true ],
	[ 'USAGE', true ],
	[ 'cdn', false ],
	[ '', false ],
] )( 'privacyMatches(%j) = %s', ( term, matches ) => {
	expect( privacyMatches( term ) ).toBe( matches );
} );

it.each( [
	[ true, 'Security' ],
	[ false, "Your site is protected by Jetpack. You'll be notified if anything needs attention." ],
] )( 'the security heading while searching is %s', ( searching, heading ) => {
	expect( sectionHeading( 'security', searching ) ).toBe( heading );
} );
