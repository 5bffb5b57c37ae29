/**
 * The plugin's security model in real WordPress (docs/wordpress-plugin.md#security-model): secret settings reach
 * only administrators, in every REST answer and in the printed page data; notices are known ids dismissed per user;
 * parallel writes all land; Reset Options and the settings routes touch only what the plugin owns; bodies and stored
 * values have a size. Run by run.mjs after suite.test.mjs (do not run alone).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadTs } from '../../php-shim/bin/load-ts.mjs';
import { sampleBody, samplePath } from './tools/route-samples.mjs';
import {
	assertUnchanged, coreNotices, dbOption, dbSetting, dbSnapshot, dbUserMeta, expectClean, openDashboard, openSettled, printedAfter, rest,
	sessions, signInEveryRole, sql, sqlValue, URL_ROOT, USERS,
} from './tools/site.mjs';

signInEveryRole();

const ROLES = [ 'admin', 'editor', 'subscriber', 'anonymous' ];

/** The secret settings: the one list both hosts use (SECRET_SETTINGS, generated into the plugin's catalogue). */
const secretSettings = () => Object.keys( loadTs( 'src/module-catalogue/modules.ts' ).SECRET_SETTINGS );

/** Every GET route of the plugin's namespace, from WordPress' own REST index; path parameters filled in. */
async function readRoutes() {
	const index = await ( await sessions.admin.context.request.get( `${ URL_ROOT }/?rest_route=/jetpack/v4` ) ).json();
	const slugs = Object.keys( ( await rest( 'admin', 'GET', 'module/all' ) ).body );
	const routes = [];
	for ( const [ route, spec ] of Object.entries( index.routes ) ) {
		if ( ! spec.methods.includes( 'GET' ) || route === '/jetpack/v4' ) {
			continue;
		}
		const relative = route.replace( /^\/jetpack\/v4\//, '' );
		if ( relative.includes( '(?P<slug>' ) ) {
			routes.push( ...slugs.map( ( slug ) => relative.replace( /\(\?P<slug>[^)]*\)/, slug ) ) );
		} else {
			routes.push( relative.replace( /\(\?P<[a-z]+>[^)]*\)/g, '12' ) );
		}
	}
	return routes;
}

describe( 'the declared routes', () => {
	it( 'WordPress serves under jetpack/v4 exactly the routes src/api/rest-routes.ts declares, each with its method and pattern', async () => {
		const index = await ( await sessions.admin.context.request.get( `${ URL_ROOT }/?rest_route=/jetpack/v4` ) ).json();
		const served = Object.entries( index.routes )
			.filter( ( [ route ] ) => route !== '/jetpack/v4' )
			.flatMap( ( [ route, spec ] ) => spec.endpoints.flatMap( ( endpoint ) => endpoint.methods.filter( ( method ) => method !== 'HEAD' ).map( ( method ) => `${ method } ${ route }` ) ) );
		const declared = Object.values( loadTs( 'src/api/rest-routes.ts' ).REST_ROUTES ).map(
			( route ) => `${ route.method } /jetpack/v4/${ route.path.replace( /\{(\w+)\}/g, ( _match, name ) => `(?P<${ name }>${ route.params[ name ] })` ) }`
		);
		assert.deepEqual( served.sort(), declared.sort() );
	} );

	it( 'WordPress checks every declared argument before the handler, naming what is missing or wrong as the demo site does, and writes nothing', async () => {
		// A value of a type each schema type refuses, in WordPress and in the demo site alike (tests/integration/demo/route-arg-checks.test.ts).
		const WRONG = { boolean: 'seven', integer: 'seven', number: 'seven', string: 7, array: { seven: 7 }, object: 'seven' };
		const typesOf = ( arg ) => [ arg.type ].flat();
		const before = dbSnapshot();
		let checked = 0;
		for ( const declaration of Object.values( loadTs( 'src/api/rest-routes.ts' ).REST_ROUTES ) ) {
			if ( ! declaration.args ) {
				continue;
			}
			const path = samplePath( declaration );
			const required = Object.entries( declaration.args ).filter( ( [ , arg ] ) => arg.required === true ).map( ( [ name ] ) => name );
			if ( required.length > 0 ) {
				const missing = await rest( 'admin', declaration.method, path, {} );
				assert.equal( missing.status, 400, `${ path }: ${ JSON.stringify( missing.body ) }` );
				assert.equal( missing.body.code, 'rest_missing_callback_param', path );
				assert.deepEqual( missing.body.data.params, required, path );
			}
			const valid = sampleBody( declaration );
			for ( const [ name, arg ] of Object.entries( declaration.args ) ) {
				const wrong = await rest( 'admin', declaration.method, path, { ...valid, [ name ]: WRONG[ typesOf( arg )[ 0 ] ] } );
				assert.equal( wrong.status, 400, `${ path } ${ name }: ${ JSON.stringify( wrong.body ) }` );
				assert.equal( wrong.body.code, 'rest_invalid_param', `${ path } ${ name }` );
				assert.equal( wrong.body.data.params[ name ], `${ name } is not of type ${ typesOf( arg ).join( ',' ) }.`, `${ path } ${ name }` );
				checked += 1;
			}
		}
		assert.ok( checked >= 20, `${ checked } arguments checked` );
		assertUnchanged( before, 'bodies with missing or wrong arguments' );
	} );
} );

describe( 'secrets stay with administrators', () => {
	const table = printedAfter( 'secrets (field × role → where the value was seen)' );

	it( 'every secret setting and the administrator’s post-by-email address reach the administrator only, in every REST answer and in Initial_State', async () => {
		const secrets = secretSettings();
		assert.deepEqual( secrets.sort(), [ 'jetpack_protect_global_whitelist', 'jetpack_waf_ip_allow_list', 'jetpack_waf_ip_block_list', 'wordpress_api_key' ] );
		const markers = Object.fromEntries( secrets.map( ( name ) => [ name, `secret-${ name.replace( /_/g, '-' ) }-7731` ] ) );
		const saved = await rest( 'admin', 'POST', 'settings', markers );
		assert.equal( saved.status, 200, JSON.stringify( saved.body ) );
		// The address the provider would give the administrator: their own, never another user's to read.
		markers.post_by_email_address = 'admin-7731@post.example.test';
		const adminId = sqlValue( `SELECT ID FROM wp_users WHERE user_login = '${ USERS.admin.login }'` );
		sql( `INSERT INTO wp_usermeta ( user_id, meta_key, meta_value ) VALUES ( ${ adminId }, 'jetpack_dashboard_post_by_email_address', '${ markers.post_by_email_address }' )` );
		// The server's PHP version: WordPress shows it only to those who manage options, in Site Health. Its field,
		// wherever it is printed.
		markers.phpVersion = '"phpVersion":';
		try {
			const routes = await readRoutes();
			assert.ok( routes.length > 60, `${ routes.length } GET routes read` );
			table.push( `${ routes.length } GET routes and the admin page, read as ${ ROLES.join( ', ' ) }` );
			for ( const role of ROLES ) {
				const seen = Object.fromEntries( Object.keys( markers ).map( ( name ) => [ name, [] ] ) );
				for ( const route of routes ) {
					// Any status: a refusal must not carry a secret either.
					const text = JSON.stringify( ( await rest( role, 'GET', route, undefined, role === 'anonymous' ? 'none' : 'valid' ) ).body );
					for ( const [ name, marker ] of Object.entries( markers ) ) {
						if ( text.includes( marker ) ) {
							seen[ name ].push( route );
						}
					}
				}
				if ( role !== 'anonymous' ) {
					const page = await sessions[ role ].context.request.get( `${ URL_ROOT }/wp-admin/admin.php?page=jetpack` );
					const html = await page.text();
					assert.match( html, /window\.Initial_State = /, `${ role } got the page` );
					for ( const [ name, marker ] of Object.entries( markers ) ) {
						if ( html.includes( marker ) ) {
							seen[ name ].push( 'Initial_State' );
						}
					}
				}
				for ( const [ name, places ] of Object.entries( seen ) ) {
					table.push( `${ name } × ${ role } → ${ places.length ? places.slice( 0, 4 ).join( ', ' ) + ( places.length > 4 ? ` (+${ places.length - 4 })` : '' ) : 'nowhere' }` );
					if ( role === 'admin' && name === 'phpVersion' ) {
						assert.deepEqual( places, [ 'Initial_State' ], 'the administrator reads the PHP version in the page data' );
					} else if ( role === 'admin' ) {
						assert.ok( places.includes( 'settings' ) && places.includes( 'Initial_State' ), `the administrator reads ${ name }` );
					} else {
						assert.deepEqual( places, [], `${ role } never reads ${ name }` );
					}
				}
			}
			// Editors still see their own screens' settings: the reduced answer leaves out secrets only.
			const editor = ( await rest( 'editor', 'GET', 'settings' ) ).body;
			assert.equal( typeof editor.carousel_display_exif, 'boolean' );
			assert.equal( editor.post_by_email_address, '' );
		} finally {
			sql( `DELETE FROM wp_usermeta WHERE meta_key = 'jetpack_dashboard_post_by_email_address'` );
			await rest( 'admin', 'POST', 'settings', Object.fromEntries( secrets.map( ( name ) => [ name, '' ] ) ) );
		}
	} );

	it( 'an editor’s and a subscriber’s pages work without the secrets', async () => {
		for ( const role of [ 'editor', 'subscriber' ] ) {
			const page = await openSettled( role, '#/dashboard' );
			const state = await page.evaluate( () => window.Initial_State );
			for ( const name of secretSettings() ) {
				assert.equal( name in state.settings, false, `${ role }: Initial_State.settings.${ name }` );
			}
			assert.equal( 'phpVersion' in state, false, `${ role }: Initial_State.phpVersion` );
			expectClean( role );
		}
	} );
} );

describe( 'notices', () => {
	it( 'only the app’s own notice ids are dismissed, each user’s for that user, and the id comes from the address', async () => {
		const before = dbSnapshot();
		for ( const id of [ 'some_notice', 'x'.repeat( 200 ), 'welcome' ] ) {
			const answer = await rest( 'subscriber', 'POST', `notice/${ id }`, { dismissed: true } );
			assert.equal( answer.status, 404, id.slice( 0, 20 ) );
		}
		assertUnchanged( before, 'unknown notices' );
		// A body's id does not replace the address's.
		const dismissed = await rest( 'subscriber', 'POST', 'notice/whats-new', { dismissed: true, id: 'unlinked-user' } );
		assert.equal( dismissed.status, 200 );
		assert.equal( dismissed.body[ 'whats-new' ], true );
		assert.equal( dismissed.body[ 'unlinked-user' ], undefined );
		assert.match( dbUserMeta( USERS.subscriber.login, 'wp_jetpack_dashboard_dismissed_notices' ) ?? '', /whats-new/ );
		// The subscriber's dismissal is theirs: the administrator still has the notice.
		const admin = await openDashboard( 'admin' );
		assert.equal( ( await admin.evaluate( () => window.Initial_State.dismissedNotices ) )[ 'whats-new' ], undefined );
		expectClean( 'admin' );
	} );

	it( 'a body over 256 KB is refused before it is read, and nothing is stored', async () => {
		const before = dbSnapshot();
		const huge = await rest( 'subscriber', 'POST', 'notice/dev-version', { dismissed: true, id: 'x'.repeat( 1024 * 1024 ) } );
		assert.deepEqual( [ huge.status, huge.body.code ], [ 413, 'rest_payload_too_large' ] );
		const settings = await rest( 'admin', 'POST', 'settings', { highlander_comment_form_prompt: 'y'.repeat( 300000 ) } );
		assert.equal( settings.status, 413 );
		// WordPress matches a route whatever the case of its path: so does the limit.
		for ( const route of [ '/JETPACK/v4/tracking/settings', '/Jetpack/V4/notice/dev-version', '/jetpack/v4/SETTINGS' ] ) {
			const cased = await rest( 'subscriber', 'POST', route, { dismissed: true, tracks_opt_out: true, padding: 'z'.repeat( 400 * 1024 ) } );
			assert.deepEqual( [ cased.status, cased.body.code ], [ 413, 'rest_payload_too_large' ], route );
		}
		assertUnchanged( before, 'oversized bodies' );
		// Another plugin's routes (here WordPress' own) are not this plugin's to limit.
		const core = await rest( 'admin', 'POST', '/wp/v2/settings', { padding: 'z'.repeat( 400 * 1024 ) } );
		assert.equal( core.status, 200, JSON.stringify( core.body ).slice( 0, 200 ) );
	} );
} );

describe( 'stored values have a size', () => {
	it( 'a string over 20,000 characters, a list over 100 items and an assistant answer over 1,000 characters are refused whole', async () => {
		const before = dbSnapshot();
		for ( const [ route, body ] of [
			[ 'settings', { highlander_comment_form_prompt: 'y'.repeat( 20001 ) } ],
			[ 'settings', { carousel_display_exif: true, jetpack_waf_ip_block_list: '10.0.0.1\n'.repeat( 2500 ) } ],
			[ 'recommendations/data', { data: { viewedRecommendations: Array.from( { length: 101 }, ( _, i ) => `step-${ i }` ) } } ],
			[ 'recommendations/data', { data: { note: 'z'.repeat( 1001 ) } } ],
			[ 'recommendations/data', { data: Object.fromEntries( Array.from( { length: 101 }, ( _, i ) => [ `key-${ i }`, true ] ) ) } ],
			[ 'setup/questionnaire', { 'site-type-other': 'z'.repeat( 1001 ) } ],
			[ 'recommendations/step', { step: 'a'.repeat( 65 ) } ],
		] ) {
			const answer = await rest( 'admin', 'POST', route, body );
			assert.equal( answer.status, 400, `${ route }: ${ JSON.stringify( answer.body ).slice( 0, 200 ) }` );
			assert.equal( answer.body.code, 'rest_invalid_param' );
		}
		assertUnchanged( before, 'oversized values' );
	} );
} );

describe( 'parallel writes', () => {
	const figures = printedAfter( 'parallel writes (sent / lost)' );

	/** Sends every call at once as the administrator; all must answer 200. */
	async function atOnce( calls ) {
		const answers = await Promise.all( calls.map( ( [ method, route, body ] ) => rest( 'admin', method, route, body ) ) );
		assert.deepEqual( answers.filter( ( answer ) => answer.status !== 200 ).map( ( answer ) => answer.body ), [] );
	}

	it( 'module activations, settings, the assistant’s answers, the questionnaire and each user’s dismissals sent at once all land', async () => {
		const modules = Object.values( ( await rest( 'admin', 'GET', 'module/all' ) ).body ).filter( ( module ) => ! module.requires_connection ).map( ( module ) => module.module );
		assert.ok( modules.length >= 15, `${ modules.length } modules work offline` );
		const initial = ( await rest( 'admin', 'GET', 'module/all' ) ).body;
		await atOnce( modules.map( ( slug ) => [ 'POST', `module/${ slug }/active`, { active: ! initial[ slug ].activated } ] ) );
		const flipped = ( await rest( 'admin', 'GET', 'module/all' ) ).body;
		const lostModules = modules.filter( ( slug ) => flipped[ slug ].activated === initial[ slug ].activated );
		figures.push( `module activations: ${ modules.length } / ${ lostModules.length }` );
		assert.deepEqual( lostModules, [] );

		const strings = [ 'highlander_comment_form_prompt', 'google', 'bing', 'pinterest', 'yandex', 'facebook', 'advanced_seo_front_page_description', 'wordads_custom_adstxt' ];
		await atOnce( strings.map( ( name ) => [ 'POST', 'settings', { [ name ]: `parallel-${ name }` } ] ) );
		const lostSettings = strings.filter( ( name ) => dbSetting( name ) !== `parallel-${ name }` );
		figures.push( `settings: ${ strings.length } / ${ lostSettings.length }` );
		assert.deepEqual( lostSettings, [] );

		const keys = Array.from( { length: 40 }, ( _, i ) => `parallel-${ i }` );
		await atOnce( keys.map( ( key ) => [ 'POST', 'recommendations/data', { data: { [ key ]: true } } ] ) );
		const data = ( await rest( 'admin', 'GET', 'recommendations/data' ) ).body;
		const lostData = keys.filter( ( key ) => data[ key ] !== true );
		figures.push( `assistant answers: ${ keys.length } / ${ lostData.length }` );
		assert.deepEqual( lostData, [] );

		const answers = Array.from( { length: 20 }, ( _, i ) => `parallel-${ i }` );
		await atOnce( answers.map( ( key ) => [ 'POST', 'setup/questionnaire', { [ key ]: true } ] ) );
		const questionnaire = ( await rest( 'admin', 'GET', 'setup/questionnaire' ) ).body;
		const lostAnswers = answers.filter( ( key ) => questionnaire[ key ] !== true );
		figures.push( `questionnaire answers: ${ answers.length } / ${ lostAnswers.length }` );
		assert.deepEqual( lostAnswers, [] );

		sql( `DELETE FROM wp_usermeta WHERE meta_key = 'wp_jetpack_dashboard_dismissed_notices'` );
		const ids = [ 'dev-version', 'unlinked-user', 'whats-new' ];
		await atOnce( [ ...ids, ...ids, ...ids ].map( ( id ) => [ 'POST', `notice/${ id }`, { dismissed: true } ] ) );
		const stored = dbUserMeta( USERS.admin.login, 'wp_jetpack_dashboard_dismissed_notices' ) ?? '';
		const lostNotices = ids.filter( ( id ) => ! stored.includes( `"${ id }"` ) );
		figures.push( `dismissals (each id three times): 9 / ${ lostNotices.length }` );
		assert.deepEqual( lostNotices, [] );

		await atOnce( modules.map( ( slug ) => [ 'POST', `module/${ slug }/active`, { active: initial[ slug ].activated } ] ) );
	} );

	it( 'three switches on Writing clicked in quick succession: what the page shows is what WordPress kept', async () => {
		const page = await openSettled( 'admin', '#/writing' );
		const labels = [
			'Enable the option to copy entire posts and pages, including tags and settings',
			'Use the LaTeX markup language to write mathematical equations and formulas',
			'Compose using shortcodes to embed media from popular sites',
		];
		const slugs = [ 'copy-post', 'latex', 'shortcodes' ];
		const switches = labels.map( ( name ) => page.getByRole( 'checkbox', { name } ) );
		const initial = await Promise.all( switches.map( ( toggle ) => toggle.isChecked() ) );
		// The app's saves in flight: the page shows the position being saved before the server has it, so the page's
		// own state says nothing about the server's until every save has answered.
		let saving = 0;
		const isSave = ( request ) => request.method() === 'POST' && /jetpack(\/|%2F)v4/.test( request.url() );
		const sent = ( request ) => ( saving += isSave( request ) ? 1 : 0 );
		const ended = ( request ) => ( saving -= isSave( request ) ? 1 : 0 );
		page.on( 'request', sent );
		page.on( 'requestfinished', ended );
		page.on( 'requestfailed', ended );
		// A switch ignores a click while its own save runs (docs/settings.md#save-model), so each click waits for
		// that switch to be idle; the three switches' saves still overlap, all writing the one option row.
		const idle = switches.map( ( toggle ) => page.locator( '.jp-settings-switch:not([aria-busy])' ).filter( { has: toggle } ) );
		for ( let round = 0; round < 3; round++ ) {
			for ( const [ index, toggle ] of switches.entries() ) {
				await idle[ index ].waitFor( { timeout: 30000 } );
				await toggle.click();
			}
		}
		const kept = () => {
			const active = dbOption( 'jetpack_dashboard_active_modules' ) ?? '';
			return slugs.map( ( slug ) => active.includes( `"${ slug }"` ) );
		};
		const shownNow = () => Promise.all( switches.map( ( toggle ) => toggle.isChecked() ) );
		// Settled: no save in flight, and what the page shows is in the database (on a slow server the last answers
		// come well after the last click); a page and a server that never agree fail after 30 s.
		const end = Date.now() + 30000;
		while ( saving > 0 || JSON.stringify( await shownNow() ) !== JSON.stringify( kept() ) ) {
			if ( Date.now() > end ) {
				break;
			}
			await page.waitForEvent( 'requestfinished', { timeout: 1000 } ).catch( () => undefined );
		}
		const shown = await shownNow();
		page.off( 'request', sent );
		page.off( 'requestfinished', ended );
		page.off( 'requestfailed', ended );
		const stored = kept();
		figures.push( `Writing switches, 9 clicks: shown ${ JSON.stringify( shown ) }, kept ${ JSON.stringify( stored ) }, saves in flight ${ saving }` );
		assert.equal( saving, 0, 'every save answered' );
		assert.deepEqual( shown, stored );
		// Three clicks each: every switch ends the other way round.
		assert.deepEqual( stored, initial.map( ( checked ) => ! checked ) );
		const reloaded = await openSettled( 'admin', '#/writing' );
		assert.deepEqual( await Promise.all( labels.map( ( name ) => reloaded.getByRole( 'checkbox', { name } ).isChecked() ) ), stored );
		expectClean( 'admin' );
	} );
} );

describe( 'what the plugin owns', () => {
	it( 'Reset Options deletes the plugin’s own settings and leaves Akismet’s key and other plugins’ options', async () => {
		const others = { google: 'another-plugin-google', facebook: 'another-plugin-facebook', roles: 'another-plugin-roles', admin_bar: 'another-plugin-admin-bar' };
		const saved = Object.fromEntries( Object.keys( others ).map( ( name ) => [ name, dbOption( name ) ] ) );
		try {
			for ( const [ name, value ] of Object.entries( others ) ) {
				sql( `INSERT INTO wp_options ( option_name, option_value, autoload ) VALUES ( '${ name }', '${ value }', 'no' ) ON DUPLICATE KEY UPDATE option_value = '${ value }'` );
			}
			assert.equal( ( await rest( 'admin', 'POST', 'settings', { wordpress_api_key: 'akismet-7731', carousel_background_color: 'white' } ) ).status, 200 );
			assert.equal( dbOption( 'wordpress_api_key' ), 'akismet-7731', 'the Akismet key is Akismet’s own option' );
			assert.equal( ( await rest( 'admin', 'POST', 'options/options', { reset: true } ) ).status, 200 );
			assert.equal( dbOption( 'wordpress_api_key' ), 'akismet-7731' );
			for ( const [ name, value ] of Object.entries( others ) ) {
				assert.equal( dbOption( name ), value, name );
			}
			assert.equal( dbOption( 'jetpack_dashboard_settings' ), null );
			assert.equal( ( await rest( 'admin', 'GET', 'settings' ) ).body.carousel_background_color, 'black' );
		} finally {
			for ( const [ name, value ] of Object.entries( saved ) ) {
				sql( value === null ? `DELETE FROM wp_options WHERE option_name = '${ name }'` : `UPDATE wp_options SET option_value = '${ value }' WHERE option_name = '${ name }'` );
			}
			await rest( 'admin', 'POST', 'settings', { wordpress_api_key: '', roles: [ 'administrator', 'editor', 'subscriber' ] } );
		}
	} );

	it( 'values stored under the first version’s unprefixed names are moved once, when valid, and the old rows stay', async () => {
		try {
			sql( "DELETE FROM wp_options WHERE option_name IN ( 'jetpack_dashboard_settings', 'jetpack_dashboard_storage_version' )" );
			sql( "INSERT INTO wp_options ( option_name, option_value, autoload ) VALUES ( 'carousel_background_color', 'white', 'yes' ), ( 'jetpack_portfolio_posts_per_page', '5000', 'yes' ), ( 'highlander_comment_form_prompt', 'Moved along', 'yes' )" );
			const settings = ( await rest( 'admin', 'GET', 'settings' ) ).body;
			assert.equal( settings.carousel_background_color, 'white' );
			assert.equal( settings.highlander_comment_form_prompt, 'Moved along' );
			assert.equal( settings.jetpack_portfolio_posts_per_page, 10, 'an invalid old value is not moved' );
			assert.equal( dbSetting( 'highlander_comment_form_prompt' ), 'Moved along' );
			assert.equal( dbOption( 'jetpack_dashboard_storage_version' ), '3' );
			assert.equal( dbOption( 'highlander_comment_form_prompt' ), 'Moved along', 'the old row stays' );
		} finally {
			sql( "DELETE FROM wp_options WHERE option_name IN ( 'carousel_background_color', 'jetpack_portfolio_posts_per_page', 'highlander_comment_form_prompt', 'jetpack_dashboard_settings' )" );
			await rest( 'admin', 'POST', 'settings', { roles: [ 'administrator', 'editor', 'subscriber' ] } );
		}
	} );

	it( 'values the provider decides are read-only through both settings routes', async () => {
		const before = dbSnapshot();
		for ( const [ route, body ] of [
			[ 'module/post-by-email', { post_by_email_address: 'mine@post.example.test' } ],
			[ 'settings', { has_jetpack_search_product: true } ],
			[ 'module/search', { has_jetpack_search_product: true } ],
			[ 'settings', { carousel_display_exif: true, has_jetpack_search_product: true } ],
		] ) {
			const answer = await rest( 'admin', 'POST', route, body );
			assert.equal( answer.status, 400, `${ route } ${ JSON.stringify( body ) }` );
			assert.equal( answer.body.code, 'rest_invalid_param' );
		}
		assertUnchanged( before, 'provider-owned values' );
	} );

	it( 'a crafted link cannot put its own words in a notice', async () => {
		const page = sessions.admin.page;
		await page.goto( 'about:blank' );
		await page.goto( `${ URL_ROOT }/wp-admin/admin.php?page=jetpack&error=Your+site+was+hacked&error_description=Call+555+0100+now#/dashboard` );
		await page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor();
		await page.waitForLoadState( 'networkidle' );
		assert.equal( await page.evaluate( () => window.Initial_State.jetpackStateNotices.errorCode ), null );
		assert.equal( await page.getByText( /hacked|555 0100/ ).count(), 0 );
		// Beside a code the product knows, the link's own words are not shown either, nor printed in the page data.
		await page.goto( 'about:blank' );
		await page.goto( `${ URL_ROOT }/wp-admin/admin.php?page=jetpack&error=cheatin&error_description=Call+555+0100+now&message_content=Visit+evil.test#/dashboard` );
		// In the notices area: the notice is also spoken, so its words are in the page's live region too.
		await page.getByRole( 'region', { name: 'Notices' } ).getByText( "Cheatin' uh?" ).waitFor();
		assert.equal( await page.getByText( /555 0100|evil\.test/ ).count(), 0 );
		assert.deepEqual( await page.evaluate( () => window.Initial_State.jetpackStateNotices ), { errorCode: 'cheatin', messageCode: null, messageContent: null, errorDescription: null } );
		expectClean( 'admin' );
	} );
} );

describe( 'WordPress core', () => {
	it( 'reported no "doing it wrong" or deprecation in any REST answer of these tests', () => {
		assert.deepEqual( coreNotices, [] );
	} );
} );
