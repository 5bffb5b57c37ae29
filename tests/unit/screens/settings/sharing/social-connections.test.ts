import type { SocialConnection, SocialService } from '../../../../../src/api/types';
import { popupOutcomeMessage, readPopupOutcome, socialServiceRows } from '../../../../../src/screens/settings/sharing/social-connections';

const service = ( id: string, label: string, connect_url = `https://provider.test/${ id }` ): SocialService => ( { id, label, connect_url } );
const account = ( id: number, serviceId: string, connectedBy: number ): SocialConnection => ( {
	id,
	service: serviceId,
	service_label: serviceId === 'facebook' ? 'Facebook' : 'Tumblr',
	display_name: `Account ${ id }`,
	connected_by: connectedBy,
	shared: connectedBy === 1,
} );
const SERVICES = [ service( 'facebook', 'Facebook' ), service( 'mastodon', 'Mastodon' ) ];

/** Each row as: service id, connect offered, the accounts as "id:may disconnect". */
const summary = ( input: Parameters< typeof socialServiceRows >[ 0 ] ) =>
	socialServiceRows( input ).map( ( row ) => [
		row.id,
		row.connectUrl !== null,
		row.accounts.map( ( entry ) => `${ entry.connection.id }:${ entry.canDisconnect }` ),
	] );

it.each( [
	[ 'no accounts: every service offers Connect', SERVICES, [], 3, false, [ [ 'facebook', true, [] ], [ 'mastodon', true, [] ] ] ],
	[
		'an account of my own stops Connect for its service',
		SERVICES,
		[ account( 5, 'facebook', 3 ) ],
		3,
		false,
		[ [ 'facebook', false, [ '5:true' ] ], [ 'mastodon', true, [] ] ],
	],
	[
		'an editor keeps Connect beside an account the owner shared, and may not disconnect it',
		SERVICES,
		[ account( 1, 'facebook', 1 ) ],
		3,
		false,
		[ [ 'facebook', true, [ '1:false' ] ], [ 'mastodon', true, [] ] ],
	],
	[
		'an administrator may disconnect anyone’s account',
		SERVICES,
		[ account( 1, 'facebook', 1 ), account( 2, 'facebook', 3 ) ],
		2,
		true,
		[ [ 'facebook', true, [ '1:true', '2:true' ] ], [ 'mastodon', true, [] ] ],
	],
	[
		'no connect URLs (no provider here): accounts listed, nothing to connect',
		[],
		[ account( 1, 'facebook', 1 ), account( 4, 'tumblr', 1 ) ],
		1,
		true,
		[ [ 'facebook', false, [ '1:true' ] ], [ 'tumblr', false, [ '4:true' ] ] ],
	],
	[ 'a service whose connect URL is empty offers no Connect', [ service( 'facebook', 'Facebook', '' ) ], [], 1, true, [ [ 'facebook', false, [] ] ] ],
] )( '%s', ( _name, services, connections, userId, canManageOptions, expected ) => {
	expect( summary( { services, connections, userId, canManageOptions } ) ).toEqual( expected );
} );

it( 'labels a service with no connect URL by its accounts’ label', () => {
	expect( socialServiceRows( { services: [], connections: [ account( 4, 'tumblr', 1 ) ], userId: 1, canManageOptions: false } )[ 0 ]?.label ).toBe(
		'Tumblr'
	);
} );

it.each( [
	[ { keyringId: 7001, error: null }, { kind: 'connect', keyringId: 7001 }, null ],
	[ { keyringId: null, error: null }, { kind: 'closed' }, null ],
	[ { keyringId: null, error: 'access_denied' }, { kind: 'denied' }, 'Facebook access was not granted, so no account was connected.' ],
	[
		{ keyringId: null, error: 'popup_blocked' },
		{ kind: 'blocked' },
		'The Facebook window could not be opened. Allow pop-ups for this site, then try again.',
	],
	[ { keyringId: 0, error: null }, { kind: 'closed' }, null ],
] )( 'the popup answering %j is %j, told as %s', ( result, outcome, message ) => {
	expect( readPopupOutcome( result ) ).toEqual( outcome );
	expect( popupOutcomeMessage( readPopupOutcome( result ), 'Facebook' ) ).toBe( message );
} );
