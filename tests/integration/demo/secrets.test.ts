/**
 * The demo site shows each role only what it may see (docs/wordpress-plugin.md#security-model): the secret settings
 * reach users who may manage the site, and no one else, in REST answers and in the printed page data.
 */
import { SECRET_SETTINGS } from '../../../src/module-catalogue/modules';
import { buildInitialState } from '../../../src/demo/backend/printed-initial-state';
import { setupDemoBackend, TEST_ORIGIN, TEST_REST_ROOT } from '../../support/demo-msw';

const demo = setupDemoBackend();

const MARKERS = Object.fromEntries( Object.keys( SECRET_SETTINGS ).map( ( name ) => [ name, `secret-${ name }-7731` ] ) );

/** Puts a marker in every secret setting, wherever the demo keeps it. */
function plantMarkers() {
	demo.backend.update( ( state ) => {
		for ( const [ name, marker ] of Object.entries( MARKERS ) ) {
			const module = Object.values( state.modules ).find( ( candidate ) => Object.hasOwn( candidate.options, name ) );
			if ( module?.options[ name ] ) {
				module.options[ name ].current_value = marker;
			} else {
				state.options[ name ] = marker;
			}
		}
	} );
}

async function readAll(): Promise< string > {
	const texts = await Promise.all(
		[ 'settings', 'module/all', 'module/waf', 'module/protect', 'module/akismet' ].map( async ( route ) => {
			const response = await fetch( `${ TEST_REST_ROOT }jetpack/v4/${ route }`, { headers: { 'X-WP-Nonce': demo.backend.nonce } } );
			return `${ route }: ${ await response.text() }`;
		} )
	);
	const page = buildInitialState( demo.backend.state, { origin: TEST_ORIGIN, nonce: demo.backend.nonce, query: new URLSearchParams() } );
	return [ ...texts, `Initial_State: ${ JSON.stringify( page ) }` ].join( '\n' );
}

const seen = ( text: string ) => Object.keys( MARKERS ).filter( ( name ) => text.includes( MARKERS[ name ] ?? '' ) );

it( 'lists the Akismet key, the firewall lists and the brute force allow list as secrets', () => {
	expect( Object.keys( SECRET_SETTINGS ).sort() ).toEqual( [
		'jetpack_protect_global_whitelist',
		'jetpack_waf_ip_allow_list',
		'jetpack_waf_ip_block_list',
		'wordpress_api_key',
	] );
} );

it( 'gives an administrator every secret, in the REST answers and in Initial_State', async () => {
	plantMarkers();
	const text = await readAll();
	expect( seen( text ).sort() ).toEqual( Object.keys( MARKERS ).sort() );
	expect( seen( text.split( '\nInitial_State: ' )[ 1 ] ?? '' ).sort() ).toEqual( Object.keys( MARKERS ).sort() );
} );

it.each( [ 'editor', 'subscriber' ] )( 'gives the %s none of them, and still the settings of their own screens', async ( scenario ) => {
	demo.reset( scenario );
	plantMarkers();
	expect( seen( await readAll() ) ).toEqual( [] );
	const response = await fetch( `${ TEST_REST_ROOT }jetpack/v4/settings`, { headers: { 'X-WP-Nonce': demo.backend.nonce } } );
	const settings = ( await response.json() ) as Record< string, unknown >;
	expect( typeof settings.carousel_display_exif ).toBe( 'boolean' );
} );

it( 'prints the PHP version for users who manage options only, as the plugin does, and never a link’s free text', () => {
	const page = () =>
		buildInitialState( demo.backend.state, {
			origin: TEST_ORIGIN,
			nonce: demo.backend.nonce,
			query: new URLSearchParams( 'error=cheatin&error_description=Call+555+0100&message_content=Visit+evil.test' ),
		} );
	expect( page().phpVersion ).toBe( '8.4' );
	for ( const scenario of [ 'editor', 'subscriber' ] ) {
		demo.reset( scenario );
		expect( 'phpVersion' in page() ).toBe( false );
	}
	expect( page().jetpackStateNotices ).toEqual( { errorCode: 'cheatin', messageCode: null, messageContent: null, errorDescription: null } );
} );

describe( 'values the provider decides', () => {
	async function save( route: string, body: Record< string, unknown > ) {
		const response = await fetch( `${ TEST_REST_ROOT }jetpack/v4/${ route }`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': demo.backend.nonce },
			body: JSON.stringify( body ),
		} );
		return { status: response.status, body: ( await response.json() ) as { code?: string } };
	}

	it( 'refuses to change them through either settings route, and writes nothing of the update', async () => {
		const before = JSON.stringify( demo.backend.state );
		for ( const [ route, body ] of [
			[ 'settings', { has_jetpack_search_product: true } ],
			[ 'module/search', { has_jetpack_search_product: true } ],
			[ 'settings', { carousel_display_exif: false, has_jetpack_search_product: true } ],
			[ 'module/post-by-email', { post_by_email_address: 'mine@post.example.test' } ],
		] as const ) {
			const answer = await save( route, body );
			expect( [ route, answer.status, answer.body.code ] ).toEqual( [ route, 400, 'rest_invalid_param' ] );
		}
		expect( JSON.stringify( demo.backend.state ) ).toBe( before );
	} );

	it( 'accepts a save that restates what the provider says (the search switch retries with the flag)', async () => {
		expect( ( await save( 'settings', { carousel_display_exif: false, has_jetpack_search_product: false } ) ).status ).toBe( 200 );
		expect( demo.backend.state.modules.carousel?.options.carousel_display_exif?.current_value ).toBe( false );
	} );
} );
