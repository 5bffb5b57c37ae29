import { sharingLinks, visibleSharingCards } from '../../../../../src/screens/settings/sharing/sharing-cards';
import type { Module } from '../../../../../src/api/types';

type Flags = Partial< Pick< Module, 'activated' | 'override' > >;
const modules = ( entries: Record< string, Flags > ) =>
	Object.fromEntries( Object.entries( entries ).map( ( [ slug, flags ] ) => [ slug, { activated: false, override: null, ...flags } as Module ] ) );

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
