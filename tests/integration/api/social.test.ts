/**
 * Jetpack Social's calls through the real client against the demo backend: who may read and write the accounts,
 * connecting only with a keyring id the service's page handed out (each once), and disconnecting by id.
 */
import { REST_ROUTES } from '../../../src/api/rest-routes';
import { callRoute } from '../../../src/api/call-route';
import { apiRequest } from '../../../src/api/client';
import { v4 } from '../../../src/api/namespace';
import { issueSocialKeyring, socialConnections } from '../../../src/demo/backend/social-accounts';
import { setupDemoBackend, TEST_ORIGIN } from '../../support/demo-msw';
import { setModules } from '../../support/modules';

const demo = setupDemoBackend();
const connect = ( keyringId: number ) => callRoute( REST_ROUTES.connectSocialAccount, { data: { keyring_connection_id: keyringId } } );

function withPublicize( scenario: string, active = true ) {
	demo.reset( scenario );
	setModules( demo.backend, { publicize: active } );
}

function handOutKeyring( service: string ): number {
	let id = 0;
	demo.backend.update( ( state ) => {
		id = issueSocialKeyring( state, service );
	} );
	return id;
}

it( 'lists the accounts and the services with their keyring pages', async () => {
	withPublicize( 'owner' );
	await expect( callRoute( REST_ROUTES.socialConnections ) ).resolves.toEqual( [
		expect.objectContaining( { id: 1, service: 'facebook', service_label: 'Facebook', display_name: 'Demo Garden Journal', connected_by: 1, shared: true } ),
	] );
	const services = await callRoute( REST_ROUTES.socialServices );
	expect( services.map( ( service ) => service.id ) ).toEqual( [ 'facebook', 'linkedin', 'tumblr', 'mastodon' ] );
	expect( services[ 0 ]?.connect_url ).toBe( `${ TEST_ORIGIN }/demo-provider/keyring/facebook` );
} );

it( 'connects a handed-out keyring once, and refuses a bad or unknown id without writing', async () => {
	withPublicize( 'owner' );
	const keyring = handOutKeyring( 'tumblr' );
	await expect( connect( keyring ) ).resolves.toMatchObject( { id: 2, service: 'tumblr', display_name: 'admin-wpcom.tumblr.com', connected_by: 1, shared: false } );
	await expect( connect( keyring ) ).rejects.toMatchObject( { status: 400, response: { code: 'invalid_keyring' } } );
	await expect( connect( 4242 ) ).rejects.toMatchObject( { status: 400, response: { code: 'invalid_keyring' } } );
	for ( const bad of [ 0, -3, 'abc', 1.5 ] ) {
		await expect( apiRequest( { path: v4( 'publicize/connections' ), method: 'POST', data: { keyring_connection_id: bad } } ) ).rejects.toMatchObject( {
			status: 400,
			response: { code: 'rest_invalid_param' },
		} );
	}
	await expect( apiRequest( { path: v4( 'publicize/connections' ), method: 'POST', data: {} } ) ).rejects.toMatchObject( { status: 400 } );
	expect( socialConnections( demo.backend.state ).map( ( connection ) => connection.service ) ).toEqual( [ 'facebook', 'tumblr' ] );
} );

it( 'disconnects by id, and answers 404 for an unknown one', async () => {
	withPublicize( 'owner' );
	await expect( callRoute( REST_ROUTES.disconnectSocialAccount, { params: { id: 1 } } ) ).resolves.toEqual( { deleted: true, id: 1 } );
	await expect( callRoute( REST_ROUTES.disconnectSocialAccount, { params: { id: 1 } } ) ).rejects.toMatchObject( { status: 404, response: { code: 'not_found' } } );
	expect( socialConnections( demo.backend.state ) ).toEqual( [] );
} );

it( 'lets an editor add and remove their own account, but not another author’s', async () => {
	withPublicize( 'editor' );
	await expect( callRoute( REST_ROUTES.disconnectSocialAccount, { params: { id: 1 } } ) ).rejects.toMatchObject( { status: 403, response: { code: 'rest_forbidden' } } );
	const mine = await connect( handOutKeyring( 'linkedin' ) );
	expect( mine.connected_by ).toBe( 3 );
	await expect( callRoute( REST_ROUTES.disconnectSocialAccount, { params: { id: mine.id } } ) ).resolves.toEqual( { deleted: true, id: mine.id } );
	expect( socialConnections( demo.backend.state ).map( ( connection ) => connection.id ) ).toEqual( [ 1 ] );
} );

it.each( [
	[ 'a subscriber', 'subscriber', true ],
	[ 'an unlinked administrator', 'user-unlinked', true ],
	[ 'anyone while the module is off', 'owner', false ],
	[ 'anyone on a site that is not connected', 'not-connected', true ],
] )( 'refuses %s every call with a WordPress error', async ( _who, scenario, active ) => {
	withPublicize( scenario, active );
	const keyring = handOutKeyring( 'mastodon' );
	for ( const call of [ () => callRoute( REST_ROUTES.socialConnections ), () => callRoute( REST_ROUTES.socialServices ), () => connect( keyring ), () => callRoute( REST_ROUTES.disconnectSocialAccount, { params: { id: 1 } } ) ] ) {
		await expect( call() ).rejects.toMatchObject( { status: 403, response: { code: 'rest_forbidden', data: { status: 403 } } } );
	}
	expect( socialConnections( demo.backend.state ).some( ( connection ) => connection.service === 'mastodon' ) ).toBe( false );
} );
