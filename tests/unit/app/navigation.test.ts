import {
	canShowScreen,
	getAppView,
	getMainNavItems,
	getMastheadHighlight,
	getSettingsTabs,
	getShellCards,
	isMastheadVisible,
	isNavigationVisible,
} from '../../../src/app/navigation';
import type { NavigationContext } from '../../../src/app/navigation';
import { getCapabilities } from '../../../src/lib/permissions';
import type { PermissionContext, PermissionFlags } from '../../../src/lib/permissions';
import { ADMIN_PERMISSIONS, EDITOR_PERMISSIONS, SUBSCRIBER_PERMISSIONS } from '../../support/permissions';

const ALL_MODULES = [
	'protect', 'sso', 'monitor', 'search', 'videopress', 'photon', 'masterbar', 'markdown', 'post-by-email',
	'publicize', 'sharedaddy', 'likes', 'comments', 'subscriptions', 'stats', 'seo-tools', 'sitemaps',
];

const admin = ADMIN_PERMISSIONS;
const editor = EDITOR_PERMISSIONS;
const subscriber = SUBSCRIBER_PERMISSIONS;

type Overrides = Partial< Omit< NavigationContext, 'caps' > > & {
	permissions?: PermissionFlags;
	user?: PermissionContext[ 'user' ];
	connection?: Partial< PermissionContext[ 'connection' ] >;
};

function context( overrides: Overrides = {} ): NavigationContext {
	const { permissions = admin, user = { isConnected: true, isMaster: true }, connection = {}, ...rest } = overrides;
	return {
		caps: getCapabilities( {
			permissions,
			user,
			connection: { isActive: true, isRegistered: true, hasConnectedOwner: true, offline: false, ...connection },
			site: { isMultisite: false, isAtomic: false },
		} ),
		path: '/dashboard',
		connectionKnown: true,
		modules: Object.fromEntries( ALL_MODULES.map( ( slug ) => [ slug, false ] ) ),
		recommendationsEnabled: true,
		myJetpackEnabled: true,
		...rest,
	};
}

const offline = { isActive: false, isRegistered: false, hasConnectedOwner: false, offline: true };
const notConnected = { isActive: false, isRegistered: false, hasConnectedOwner: false };

describe( 'isNavigationVisible (docs/shell.md#page-frame)', () => {
	it.each( [
		[ 'an admin on the dashboard', {}, true ],
		[ 'an empty path', { path: '' }, false ],
		[ 'an unknown connection status', { connectionKnown: false }, false ],
		[ 'the set-up route', { path: '/setup' }, false ],
		[ 'a sub-path of set-up', { path: '/setup/step' }, false ],
		[ 'a user who cannot edit posts', { permissions: subscriber }, false ],
		[ 'a site that is not connected', { connection: notConnected }, false ],
		[ 'an offline site', { connection: offline }, true ],
		[ 'an unlinked editor', { permissions: editor, user: { isConnected: false, isMaster: false } }, false ],
		[
			'an unlinked editor, even with publicize and post by email on',
			{ permissions: editor, user: { isConnected: false, isMaster: false }, modules: { publicize: true, 'post-by-email': true } },
			false,
		],
		[ 'a linked editor without publicize or post by email', { permissions: editor, user: { isConnected: true, isMaster: false } }, false ],
		[
			'a linked editor with publicize',
			{ permissions: editor, user: { isConnected: true, isMaster: false }, modules: { publicize: true } },
			true,
		],
		[
			'a linked editor with post by email',
			{ permissions: editor, user: { isConnected: true, isMaster: false }, modules: { 'post-by-email': true } },
			true,
		],
	] as [ string, Overrides, boolean ][] )( '%s → %s', ( _name, overrides, visible ) => {
		expect( isNavigationVisible( context( overrides ) ) ).toBe( visible );
	} );
} );

describe( 'getMainNavItems', () => {
	it( 'gives a linked manager everything that is enabled', () => {
		expect( getMainNavItems( context() ) ).toEqual( [ 'dashboard', 'my-plan', 'plans', 'recommendations', 'my-jetpack' ] );
	} );
	it( 'hides My Plan from an unlinked manager', () => {
		expect( getMainNavItems( context( { user: { isConnected: false, isMaster: false } } ) ) ).not.toContain( 'my-plan' );
	} );
	it( 'hides My Plan and Plans offline', () => {
		expect( getMainNavItems( context( { connection: offline, recommendationsEnabled: false, myJetpackEnabled: false } ) ) ).toEqual( [
			'dashboard',
		] );
	} );
	it( 'follows the recommendations and My Jetpack switches', () => {
		expect( getMainNavItems( context( { recommendationsEnabled: false, myJetpackEnabled: false } ) ) ).toEqual( [
			'dashboard',
			'my-plan',
			'plans',
		] );
	} );
	it( 'gives non-managers At a Glance only', () => {
		expect( getMainNavItems( context( { permissions: editor } ) ) ).toEqual( [ 'dashboard' ] );
	} );
} );

describe( 'getSettingsTabs (docs/shell.md#page-frame, docs/settings.md#settings-frame)', () => {
	it( 'gives managers every tab whose modules exist, in order', () => {
		expect( getSettingsTabs( context() ) ).toEqual( [ 'security', 'performance', 'writing', 'sharing', 'discussion', 'traffic' ] );
	} );
	it( 'leaves out a tab none of whose modules exist', () => {
		const modules = { stats: true, comments: true };
		expect( getSettingsTabs( context( { modules } ) ) ).toEqual( [ 'discussion', 'traffic' ] );
	} );
	it( 'gives a publishing non-manager Sharing when publicize is active and Writing when post by email is', () => {
		expect( getSettingsTabs( context( { permissions: editor, modules: { publicize: true } } ) ) ).toEqual( [ 'sharing' ] );
		expect( getSettingsTabs( context( { permissions: editor, modules: { 'post-by-email': true } } ) ) ).toEqual( [ 'writing' ] );
		expect( getSettingsTabs( context( { permissions: editor, modules: { publicize: true, 'post-by-email': true } } ) ) ).toEqual( [
			'writing',
			'sharing',
		] );
	} );
	it( 'gives a non-manager who cannot publish nothing', () => {
		expect( getSettingsTabs( context( { permissions: { ...editor, publish_posts: false }, modules: { publicize: true } } ) ) ).toEqual( [] );
	} );
	it( 'gives subscribers no settings, even one given the right to publish', () => {
		expect( getSettingsTabs( context( { permissions: subscriber, modules: { publicize: true } } ) ) ).toEqual( [] );
		const publishing = { ...subscriber, publish_posts: true };
		expect( getSettingsTabs( context( { permissions: publishing, modules: { publicize: true, 'post-by-email': true } } ) ) ).toEqual( [] );
	} );

	// Each module a tab covers brings the tab to a manager's site on its own (docs/settings.md#settings-frame).
	it.each( [
		...[ 'protect', 'sso', 'monitor', 'vaultpress', 'akismet', 'waf' ].map( ( slug ) => [ 'security', slug ] ),
		...[ 'search', 'videopress', 'photon', 'photon-cdn', 'lazy-images', 'tiled-gallery' ].map( ( slug ) => [ 'performance', slug ] ),
		...[ 'masterbar', 'custom-content-types', 'post-by-email', 'infinite-scroll', 'copy-post' ].map( ( slug ) => [ 'writing', slug ] ),
		...[ 'publicize', 'sharedaddy', 'likes' ].map( ( slug ) => [ 'sharing', slug ] ),
		...[ 'comments', 'gravatar-hovercards', 'subscriptions' ].map( ( slug ) => [ 'discussion', slug ] ),
		...[ 'seo-tools', 'wordads', 'stats', 'related-posts', 'verification-tools', 'sitemaps', 'google-analytics' ].map( ( slug ) => [ 'traffic', slug ] ),
	] )( 'shows %s on a site with %s alone', ( tab, slug ) => {
		expect( getSettingsTabs( context( { modules: { [ slug ]: false } } ) ) ).toEqual( [ tab ] );
	} );

	it( 'shows Writing and Discussion on a site with markdown alone (both have a markdown switch)', () => {
		expect( getSettingsTabs( context( { modules: { markdown: false } } ) ) ).toEqual( [ 'writing', 'discussion' ] );
	} );
} );

describe( 'views by role', () => {
	it( 'shows managers everything, non-managers At a Glance, and nothing to non-managers of an unconnected site', () => {
		expect( getAppView( context().caps ) ).toBe( 'full' );
		expect( getAppView( context( { permissions: editor } ).caps ) ).toBe( 'at-a-glance-only' );
		expect( getAppView( context( { permissions: subscriber } ).caps ) ).toBe( 'at-a-glance-only' );
		expect( getAppView( context( { permissions: editor, connection: notConnected } ).caps ) ).toBe( 'nothing' );
		expect( getAppView( context( { permissions: subscriber, connection: offline } ).caps ) ).toBe( 'at-a-glance-only' );
	} );
	it( 'lets a non-manager open only the settings sections their tabs allow', () => {
		const editorWithPublicize = context( { permissions: editor, modules: { publicize: true } } );
		expect( canShowScreen( { path: '/dashboard', group: 'dashboard' }, editorWithPublicize ) ).toBe( true );
		expect( canShowScreen( { path: '/sharing', group: 'settings' }, editorWithPublicize ) ).toBe( true );
		expect( canShowScreen( { path: '/settings', group: 'settings' }, editorWithPublicize ) ).toBe( true );
		expect( canShowScreen( { path: '/security', group: 'settings' }, editorWithPublicize ) ).toBe( false );
		expect( canShowScreen( { path: '/my-plan', group: 'dashboard' }, editorWithPublicize ) ).toBe( false );
		expect( canShowScreen( { path: '/recommendations', group: 'recommendations' }, editorWithPublicize ) ).toBe( false );
		expect( canShowScreen( { path: '/settings', group: 'settings' }, context( { permissions: subscriber } ) ) ).toBe( false );
	} );
	it( 'leaves the tools pages to their own guards, for those who see the dashboard', () => {
		expect( canShowScreen( { path: '/about', group: 'tools' }, context( { permissions: editor } ) ) ).toBe( true );
		expect( canShowScreen( { path: '/about', group: 'tools' }, context( { permissions: subscriber } ) ) ).toBe( true );
	} );
	it( 'shows a non-manager of an unconnected site no screen at all', () => {
		const unconnectedEditor = context( { permissions: editor, connection: notConnected, modules: { publicize: true } } );
		expect( canShowScreen( { path: '/dashboard', group: 'dashboard' }, unconnectedEditor ) ).toBe( false );
		expect( canShowScreen( { path: '/about', group: 'tools' }, unconnectedEditor ) ).toBe( false );
		expect( canShowScreen( { path: '/sharing', group: 'settings' }, unconnectedEditor ) ).toBe( false );
	} );
} );

describe( 'masthead', () => {
	it.each( [
		[ 'dashboard', '/', 'dashboard' ],
		[ 'dashboard', '/dashboard', 'dashboard' ],
		[ 'dashboard', '/my-plan', 'dashboard' ],
		[ 'plans', '/plans', 'dashboard' ],
		[ 'recommendations', '/recommendations/summary', 'dashboard' ],
		[ 'settings', '/security', 'settings' ],
		[ 'license', '/license/activation', 'settings' ],
		[ 'product', '/product/backup', 'settings' ],
		[ 'recommendations', '/recommendations', 'dashboard' ],
		[ 'dashboard', '/reconnect', 'settings' ],
		[ 'dashboard', '/disconnect', 'settings' ],
		[ 'dashboard', '/connect-user', 'settings' ],
		[ 'dashboard', '/setup', 'settings' ],
		[ 'dashboard', '/woo-setup', 'settings' ],
		[ 'plans', '/plans-prompt', 'settings' ],
		[ 'settings', '/settings', 'settings' ],
	] as const )( '%s route %s highlights %s', ( group, path, highlight ) => {
		expect( getMastheadHighlight( group, path ) ).toBe( highlight );
	} );
	it( 'shows on dashboard, recommendations and settings routes only', () => {
		expect( [ 'dashboard', 'recommendations', 'settings', 'license', 'product', 'plans' ].map( ( group ) =>
			isMastheadVisible( group as Parameters< typeof isMastheadVisible >[ 0 ] )
		) ).toEqual( [ true, true, true, false, false, false ] );
	} );
} );

describe( 'getShellCards (docs/shell.md#page-frame)', () => {
	const caps = context().caps;
	const settings = { dismiss_dash_agencies_learn_more: false };
	const shell = ( change: Partial< Parameters< typeof getShellCards >[ 0 ] > = {} ) =>
		getShellCards( { caps, group: 'dashboard', path: '/dashboard', accountSiteCount: 3, settings, ...change } );

	it( 'places the cards on dashboard routes of a connected site', () => {
		expect( shell() ).toEqual( {
			rewindStatus: true,
			supportCard: true,
			appsCard: true,
			agenciesCard: true,
		} );
	} );
	it( 'keeps support, apps and agencies off the Woo set-up route', () => {
		expect( shell( { path: '/woo-setup' } ) ).toEqual( {
			rewindStatus: true,
			supportCard: false,
			appsCard: false,
			agenciesCard: false,
		} );
	} );
	it( 'shows none on settings routes or for an unconnected site', () => {
		expect( Object.values( shell( { group: 'settings', path: '/security', accountSiteCount: 5 } ) ) ).toEqual( [
			false, false, false, false,
		] );
		const unconnected = context( { connection: notConnected } ).caps;
		expect( shell( { caps: unconnected } ) ).toEqual( {
			rewindStatus: false,
			supportCard: false,
			appsCard: false,
			agenciesCard: false,
		} );
	} );
	it.each< [ string, Partial< Parameters< typeof getShellCards >[ 0 ] >, boolean ] >( [
		[ 'an account with 2 sites', { accountSiteCount: 2 }, true ],
		[ 'an account with 1 site', { accountSiteCount: 1 }, false ],
		[ 'a user who may not connect the site', { caps: context( { permissions: editor } ).caps, accountSiteCount: 4 }, false ],
		[ 'a site that is not connected', { caps: context( { connection: notConnected } ).caps }, false ],
		[ 'dismissed', { settings: { dismiss_dash_agencies_learn_more: true } }, false ],
		[ 'settings not known yet', { settings: undefined }, false ],
		[ 'My Plan', { path: '/my-plan' }, true ],
	] )( 'agencies card, the same rule as the card itself: %s → %p', ( _case, change, expected ) => {
		expect( shell( change ).agenciesCard ).toBe( expected );
	} );
} );
