/**
 * The demo site's REST backend over real HTTP: nonce required, stateful writes, persistence across a restart,
 * reset to a scenario, and bad input refused without changing anything.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SCENARIO_NAMES } from '../../src/demo/backend/scenarios';
import { startDemoServer } from './support/demo-server';
import { devApi } from './support/dev-api';
import type { RunningDemo } from './support/demo-server';

let demo: RunningDemo;
let dataDir: string;

async function pageNonce( url: string ): Promise< string > {
	const html = await ( await fetch( `${ url }/wp-admin/admin.php?page=jetpack` ) ).text();
	const match = html.match( /"WP_API_nonce":"([a-f0-9]+)"/ );
	if ( ! match?.[ 1 ] ) {
		throw new Error( 'no nonce in the page' );
	}
	return match[ 1 ];
}

async function rest( url: string, route: string, init: RequestInit & { nonce?: string } = {} ) {
	const headers: Record< string, string > = { 'Content-Type': 'application/json' };
	if ( init.nonce ) {
		headers[ 'X-WP-Nonce' ] = init.nonce;
	}
	const response = await fetch( `${ url }/wp-json/jetpack/v4/${ route }`, { ...init, headers } );
	return { status: response.status, body: ( await response.json() ) as Record< string, unknown > };
}

async function statsActive( url: string, nonce: string ): Promise< unknown > {
	const { body } = await rest( url, 'module/stats', { nonce } );
	return body.activated;
}

beforeAll( async () => {
	dataDir = fs.mkdtempSync( path.join( os.tmpdir(), 'jp-demo-rest-' ) );
	demo = await startDemoServer( { dataDir } );
} );
afterAll( async () => {
	await demo.stop();
	fs.rmSync( dataDir, { recursive: true, force: true } );
} );

it( 'refuses a REST call without the nonce and answers the catalogue with it', async () => {
	const refused = await rest( demo.url, 'module/all' );
	expect( refused.status ).toBe( 403 );
	expect( refused.body ).toMatchObject( { code: 'rest_cookie_invalid_nonce', data: { status: 403 } } );

	const nonce = await pageNonce( demo.url );
	const { status, body } = await rest( demo.url, 'module/all', { nonce } );
	expect( status ).toBe( 200 );
	expect( Object.keys( body ).length ).toBeGreaterThan( 30 );
	expect( body.stats ).toMatchObject( { module: 'stats', name: expect.any( String ), activated: true } );
} );

it( 'writes the site’s addresses at the port it runs on, in its answers and its page', async () => {
	const nonce = await pageNonce( demo.url );
	const { body } = await rest( demo.url, 'module/all', { nonce } );
	expect( body.sitemaps ).toMatchObject( { extra: { sitemap_url: `${ demo.url }/sitemap.xml` } } );
	const products = await rest( demo.url, 'products', { nonce } );
	expect( JSON.stringify( products.body ) ).toContain( encodeURIComponent( new URL( demo.url ).host ) );
	const page = await ( await fetch( `${ demo.url }/wp-admin/admin.php?page=jetpack` ) ).text();
	expect( page.replace( /\\\//g, '/' ) ).toContain( `"sitemap_url":"${ demo.url }/sitemap.xml"` );
} );

it( 'keeps a module change across a restart until a reset', async () => {
	let nonce = await pageNonce( demo.url );
	const off = await rest( demo.url, 'module/stats/active', { method: 'POST', nonce, body: JSON.stringify( { active: false } ) } );
	expect( off.status ).toBe( 200 );
	await expect( statsActive( demo.url, nonce ) ).resolves.toBe( false );

	await demo.stop();
	demo = await startDemoServer( { dataDir } );
	nonce = await pageNonce( demo.url );
	await expect( statsActive( demo.url, nonce ) ).resolves.toBe( false );

	const reset = await devApi( demo.url, 'POST', 'reset', { scenario: 'owner' } );
	expect( reset.status ).toBe( 200 );
	await expect( statsActive( demo.url, nonce ) ).resolves.toBe( true );
} );

it( 'answers a malformed body with 400 and changes nothing', async () => {
	const nonce = await pageNonce( demo.url );
	const malformed = await fetch( `${ demo.url }/wp-json/jetpack/v4/module/stats/active`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': nonce },
		body: '{"active": fal',
	} );
	expect( malformed.status ).toBe( 400 );
	await expect( malformed.json() ).resolves.toMatchObject( { code: 'rest_invalid_json', data: { status: 400 } } );
	const wrongType = await rest( demo.url, 'module/stats/active', { method: 'POST', nonce, body: JSON.stringify( { active: 'no' } ) } );
	expect( wrongType.status ).toBe( 400 );
	const unknown = await rest( demo.url, 'module/no-such-module/active', { method: 'POST', nonce, body: JSON.stringify( { active: true } ) } );
	expect( unknown.status ).toBe( 404 );
	await expect( statsActive( demo.url, nonce ) ).resolves.toBe( true );
} );

it( 'lists the scenarios and refuses an unknown one with the list', async () => {
	const list = await ( await fetch( `${ demo.url }/dev-api/scenarios` ) ).json();
	// Every scenario the demo declares, in its order (a new one needs no change here).
	expect( list.scenarios ).toEqual( [ ...SCENARIO_NAMES ] );
	const refused = await devApi( demo.url, 'POST', 'reset', { scenario: 'nope' } );
	expect( refused.status ).toBe( 400 );
	await expect( refused.json() ).resolves.toMatchObject( { scenarios: list.scenarios } );
} );

it( 'starts from the scenario when the state file is corrupt, with a warning', async () => {
	await demo.stop();
	fs.writeFileSync( path.join( dataDir, 'demo-state.json' ), '{ not json' );
	demo = await startDemoServer( { dataDir, scenario: 'owner' } );
	expect( demo.output() ).toMatch( /Demo state could not be read/ );
	const nonce = await pageNonce( demo.url );
	await expect( statsActive( demo.url, nonce ) ).resolves.toBe( true );
} );

it( 'injects faults and expires the nonce on request', async () => {
	const nonce = await pageNonce( demo.url );
	await devApi( demo.url, 'POST', 'faults', { path: 'jetpack/v4/module/all', status: 500 } );
	const failed = await rest( demo.url, 'module/all', { nonce } );
	expect( failed.status ).toBe( 500 );
	expect( failed.body ).toMatchObject( { code: expect.any( String ), message: expect.any( String ), data: { status: 500 } } );
	await devApi( demo.url, 'DELETE', 'faults' );
	expect( ( await rest( demo.url, 'module/all', { nonce } ) ).status ).toBe( 200 );

	await devApi( demo.url, 'POST', 'faults', { path: 'module/all', network: true } );
	await expect( rest( demo.url, 'module/all', { nonce } ) ).rejects.toThrow();
	await devApi( demo.url, 'POST', 'faults', { path: 'jetpack/v4/settings', body: 'not json' } );
	const garbled = await fetch( `${ demo.url }/wp-json/jetpack/v4/settings`, { headers: { 'X-WP-Nonce': nonce } } );
	await expect( garbled.text() ).resolves.toBe( 'not json' );
	await devApi( demo.url, 'DELETE', 'faults' );

	await devApi( demo.url, 'POST', 'faults', { nonce: 'expire' } );
	expect( ( await rest( demo.url, 'module/all', { nonce } ) ).status ).toBe( 403 );
	const fresh = await ( await fetch( `${ demo.url }/wp-admin/admin-ajax.php?action=rest-nonce` ) ).text();
	expect( fresh ).toMatch( /^[a-f0-9]{10}$/ );
	expect( ( await rest( demo.url, 'module/all', { nonce: fresh } ) ).status ).toBe( 200 );
} );
