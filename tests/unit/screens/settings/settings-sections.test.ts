import { getCapabilities } from '../../../../src/lib/permissions';
import type { PermissionFlags } from '../../../../src/lib/permissions';
import { isModuleFound, privacyMatches, sectionHeading, sectionScreenReaderHeading, settingsPageHeading, visibleSections } from '../../../../src/screens/settings/settings-sections';
import type { SectionContext } from '../../../../src/screens/settings/settings-sections';
import { ADMIN_PERMISSIONS, EDITOR_PERMISSIONS, SUBSCRIBER_PERMISSIONS } from '../../../support/permissions';

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

	it( 'white space alone is no search: Privacy shows on its own path', () => {
		expect( visibleSections( context( ADMIN_PERMISSIONS, '/privacy', { term: '  ' } ) ) ).toEqual( [ 'privacy' ] );
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
		// White space alone is no search: every section of the path shows.
		[ '  ', [], [ 'discussion' ] ],
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

	it.each( [ '/settings', '/sharing', '/writing' ] )( 'a contributor, who cannot publish, sees nothing on %s', ( path ) => {
		const contributor = { ...SUBSCRIBER_PERMISSIONS, edit_posts: true };
		expect( visibleSections( context( contributor, path, { active: [ 'publicize', 'post-by-email' ] } ) ) ).toEqual( [] );
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

describe( 'where a search finds each module’s card', () => {
	it.each( [
		[ 'security', [ 'vaultpress', 'monitor', 'akismet', 'waf', 'protect', 'sso' ] ],
		[ 'performance', [ 'videopress', 'search', 'photon', 'photon-cdn', 'lazy-images', 'tiled-gallery' ] ],
		[ 'writing', [ 'carousel', 'copy-post', 'latex', 'shortcodes', 'custom-content-types', 'infinite-scroll', 'custom-css', 'widgets', 'widget-visibility', 'post-by-email', 'masterbar' ] ],
		[ 'sharing', [ 'publicize', 'sharedaddy', 'likes' ] ],
		[ 'discussion', [ 'comments', 'gravatar-hovercards', 'comment-likes', 'subscriptions' ] ],
		[ 'traffic', [ 'wordads', 'related-posts', 'seo-tools', 'google-analytics', 'stats', 'shortlinks', 'sitemaps', 'verification-tools' ] ],
	] )( 'the %s section holds the cards of %j', ( section, slugs ) => {
		for ( const slug of slugs ) {
			const found = visibleSections( context( ADMIN_PERMISSIONS, '/settings', { term: 'anything', found: [ slug ], have: [ slug ] } ) );
			expect( { slug, found } ).toEqual( { slug, found: [ section ] } );
		}
	} );

	it( 'a term of blanks is no search: the path decides', () => {
		expect( visibleSections( context( ADMIN_PERMISSIONS, '/traffic', { term: '   ', found: [ 'monitor' ] } ) ) ).toEqual( [ 'traffic' ] );
		expect( isModuleFound( 'protect', { term: '  ', found: new Set(), modules: { protect: false } } ) ).toBe( true );
	} );

	it.each( [ 'usage data', 'usage information', 'tracking', 'analytics', 'share information', 'GDPR', 'ccpa' ] )( '%j finds the privacy section', ( term ) => {
		expect( visibleSections( context( ADMIN_PERMISSIONS, '/settings', { term } ) ) ).toEqual( [ 'privacy' ] );
	} );
} );

describe( 'headings', () => {
	it.each( [
		[ 'performance', 'Performance', 'Load pages faster, allow visitors to search your site, and deliver media from a global network.' ],
		[ 'writing', 'Writing', 'Compose content the way you want to and streamline your publishing experience.' ],
		[ 'sharing', 'Sharing', 'Share your content to social media, reaching new audiences and increasing engagement.' ],
		[ 'discussion', 'Discussion', 'Manage advanced comment settings and grow your audience with email subscriptions.' ],
		[ 'traffic', 'Traffic', "Maximize your site's visibility in search engines and view traffic stats in real time." ],
		[ 'privacy', 'Privacy', 'Your privacy settings for sharing usage data.' ],
	] as const )( '%s: "%s" among search results, its introduction on its own tab', ( section, name, intro ) => {
		expect( sectionHeading( section, true ) ).toBe( name );
		expect( sectionHeading( section, false ) ).toBe( intro );
	} );

	it.each( [
		[ '/security', 'Security' ],
		[ '/traffic', 'Traffic' ],
		[ '/privacy', 'Privacy' ],
		[ '/settings', 'Settings' ],
		[ '/dashboard', 'Settings' ],
	] )( 'the page on %s is headed "%s"', ( path, heading ) => {
		expect( settingsPageHeading( path ) ).toBe( heading );
	} );

	it.each( [
		[ 'security', 'Jetpack Security Settings' ],
		[ 'sharing', 'Jetpack Sharing Settings' ],
		[ 'writing', null ],
		[ 'privacy', null ],
	] as const )( 'screen readers hear %s headed %j', ( section, heading ) => {
		expect( sectionScreenReaderHeading( section ) ).toBe( heading );
	} );
} );
