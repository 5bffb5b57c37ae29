/**
 * @jest-environment node
 */
/**
 * "Start fresh with a new connection" in an identity crisis, on the demo site (docs/demo-site.md#provider-stand-in-pages,
 * docs/shell.md#other-standing-notices): the choice only leads to the provider's approval page; Cancel there comes
 * back with `error=access_denied` and nothing changed, and only Approve makes the new connection. The real express
 * app on an ephemeral port, driven with Node's http client.
 */
import { DemoBackend } from '../../../src/demo/backend/backend';
import { startDemoHttp, unescapeHtml } from '../../support/demo-http';
import type { DemoHttp } from '../../support/demo-http';

let demo: DemoHttp;
let backend: DemoBackend;

beforeEach( async () => {
	backend = new DemoBackend( { scenario: 'owner', warn: () => undefined } );
	backend.update( ( state ) => {
		state.connection.isInIdentityCrisis = true;
		// Someone else owns the connection of the old address.
		state.connectionOwner = 'previous-owner';
		state.currentUser = { ...state.currentUser, isMaster: false };
	} );
	demo = await startDemoHttp( backend );
} );

afterEach( () => demo.stop() );

/** The choice as the app sends it; answers the path of the approval page. */
async function startFresh(): Promise< string > {
	const answer = await demo.send( '/wp-json/jetpack/v4/identity-crisis/start-fresh', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Origin: demo.origin, 'X-WP-Nonce': backend.nonce },
		body: JSON.stringify( { redirect_uri: `${ demo.origin }/wp-admin/admin.php?page=jetpack#/dashboard` } ),
	} );
	expect( answer.status ).toBe( 200 );
	const authorize = new URL( ( JSON.parse( answer.text ) as { authorizeUrl: string } ).authorizeUrl );
	expect( authorize.pathname ).toBe( '/demo-provider/authorize' );
	return `${ authorize.pathname }${ authorize.search }`;
}

const connectionAsItWas = () => ( {
	isInIdentityCrisis: true,
	owner: 'previous-owner',
	isMaster: false,
} );
const connectionNow = () => ( {
	isInIdentityCrisis: backend.state.connection.isInIdentityCrisis,
	owner: backend.state.connectionOwner,
	isMaster: backend.state.currentUser.isMaster,
} );

it( 'changes nothing until approved, and Cancel comes back with access_denied', async () => {
	const page = await demo.send( await startFresh() );
	expect( connectionNow() ).toEqual( connectionAsItWas() );

	expect( page.status ).toBe( 200 );
	expect( page.text ).toContain( 'Approve the connection' );
	const cancel = /<a href="([^"]+)" target="_top">Cancel<\/a>/.exec( page.text )?.[ 1 ];
	expect( unescapeHtml( cancel ?? '' ) ).toBe( '/wp-admin/admin.php?page=jetpack&error=access_denied#/dashboard' );
	expect( connectionNow() ).toEqual( connectionAsItWas() );
} );

it( 'approved, makes the new connection: the crisis ends and the approving user owns it', async () => {
	const page = await demo.send( await startFresh() );
	const token = /name="demo_form_token" value="([^"]+)"/.exec( page.text )?.[ 1 ] ?? '';
	expect( token ).not.toBe( '' );
	const approved = await demo.approve( page.text );
	expect( approved.status ).toBe( 302 );
	expect( approved.headers.location ).toBe( '/wp-admin/admin.php?page=jetpack&message=authorized#/dashboard' );
	expect( connectionNow() ).toEqual( { isInIdentityCrisis: false, owner: backend.state.currentUser.username, isMaster: true } );
} );
