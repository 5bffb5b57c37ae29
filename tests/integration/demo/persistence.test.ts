/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DemoBackend } from '../../../src/demo/backend/backend';
import { createFilePersistence } from '../../../src/demo/server/persistence';

let dir: string;
const file = () => path.join( dir, 'demo-state.json' );

beforeEach( () => {
	dir = fs.mkdtempSync( path.join( os.tmpdir(), 'jp-persist-' ) );
} );
afterEach( () => fs.rmSync( dir, { recursive: true, force: true } ) );

it( 'keeps what changed across a restart', () => {
	const first = new DemoBackend( { persistence: createFilePersistence( dir ) } );
	first.update( ( state ) => {
		state.site.title = 'Changed title';
	} );
	const second = new DemoBackend( { persistence: createFilePersistence( dir ) } );
	expect( second.state.site.title ).toBe( 'Changed title' );
	expect( second.state.scenario ).toBe( 'owner' );
} );

it( 'writes atomically: no temporary file is left behind', () => {
	const backend = new DemoBackend( { persistence: createFilePersistence( dir ) } );
	backend.update( ( state ) => {
		state.options.dismiss_dash_app_card = true;
	} );
	expect( fs.readdirSync( dir ) ).toEqual( [ 'demo-state.json' ] );
	expect( JSON.parse( fs.readFileSync( file(), 'utf8' ) ).options.dismiss_dash_app_card ).toBe( true );
} );

it( 'falls back to the scenario with a warning when the file is corrupt', () => {
	fs.writeFileSync( file(), '{ "version": 1, broken' );
	const warnings: string[] = [];
	const backend = new DemoBackend( { persistence: createFilePersistence( dir ), warn: ( m ) => warnings.push( m ) } );
	expect( backend.state.scenario ).toBe( 'owner' );
	expect( warnings ).toEqual( [ expect.stringMatching( /could not be read/ ) ] );
	// The fallback is saved, so the next start reads a valid file.
	expect( JSON.parse( fs.readFileSync( file(), 'utf8' ) ).scenario ).toBe( 'owner' );
} );

it( 'falls back when the file holds something that is not a state', () => {
	fs.writeFileSync( file(), JSON.stringify( { hello: 'world' } ) );
	const warnings: string[] = [];
	const backend = new DemoBackend( { persistence: createFilePersistence( dir ), warn: ( m ) => warnings.push( m ) } );
	expect( backend.state.version ).toBe( 1 );
	expect( warnings ).toEqual( [ expect.stringMatching( /not a valid state/ ) ] );
} );

it( 'starts an explicitly requested scenario afresh, and keeps the saved one otherwise', () => {
	const first = new DemoBackend( { persistence: createFilePersistence( dir ), scenario: 'editor' } );
	first.update( ( state ) => {
		state.site.title = 'Edited';
	} );
	expect( new DemoBackend( { persistence: createFilePersistence( dir ) } ).state.site.title ).toBe( 'Edited' );
	expect( new DemoBackend( { persistence: createFilePersistence( dir ), scenario: 'editor' } ).state.site.title ).toBe( 'Edited' );
	const switched = new DemoBackend( { persistence: createFilePersistence( dir ), scenario: 'threats' } );
	expect( switched.state.scenario ).toBe( 'threats' );
	expect( switched.state.site.title ).not.toBe( 'Edited' );
} );

it( 'refuses an unknown scenario', () => {
	expect( () => new DemoBackend( { scenario: 'nope' } ) ).toThrow( /Unknown scenario/ );
} );

it( 'does not take a saved state whose locale is not one (docs/demo-site.md#safety), and saves the scenario over it', () => {
	const saved = new DemoBackend( { persistence: createFilePersistence( dir ), scenario: 'editor' } );
	const state = JSON.parse( fs.readFileSync( file(), 'utf8' ) );
	state.site.locale = `en_${ 'a'.repeat( 900 * 1024 ) }`;
	fs.writeFileSync( file(), JSON.stringify( state ) );
	expect( saved.state.scenario ).toBe( 'editor' );
	const warnings: string[] = [];
	const backend = new DemoBackend( { persistence: createFilePersistence( dir ), warn: ( m ) => warnings.push( m ) } );
	expect( warnings ).toEqual( [ expect.stringMatching( /not a valid state/ ) ] );
	expect( backend.state.site.locale ).toBeUndefined();
	expect( fs.statSync( file() ).size ).toBeLessThan( 900 * 1024 );
} );
