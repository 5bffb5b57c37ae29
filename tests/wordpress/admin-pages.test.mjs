/**
 * Every link the dashboard's footer shows leads to a page WordPress serves (docs/wordpress-plugin.md#admin-page): the
 * administrator follows each one to wp-admin and gets the page, not "Sorry, you are not allowed to access this
 * page."; the plugin's About, Debug and Modules submenu pages mount the app on their route, with the capability each
 * is registered with; and every link into the site the dashboard's screens show, with every module the site can run
 * switched on, leads to a page or file WordPress serves. Run by tests/wordpress/run.mjs, which passes the site in the
 * environment.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
	assertStartedEarly, dbOption, expectClean, openDashboard, openSettled, printedAfter, rest, routePreload, sessions, signInEveryRole, sqlValue, URL_ROOT,
} from './tools/site.mjs';

const REFUSED = 'Sorry, you are not allowed to access this page.';

signInEveryRole();

/** A fresh load of an admin page in the role's browser, settled on the app's first heading. */
async function openAdminPage( role, query ) {
	const { page } = sessions[ role ];
	await page.goto( 'about:blank' );
	const response = await page.goto( `${ URL_ROOT }/wp-admin/admin.php?${ query }` );
	return { page, status: response?.status() };
}

describe( 'links into wp-admin', () => {
	it( 'the administrator follows every footer link to a page WordPress serves', async () => {
		const dashboard = await openDashboard( 'admin' );
		// The app's footer: inside wp-admin's main region (role="main"), so no landmark of its own; WordPress' own
		// footer is the page's contentinfo.
		const footer = dashboard.locator( '#jp-plugin-container footer' );
		await footer.getByRole( 'link', { name: 'About' } ).waitFor();
		const links = await footer.getByRole( 'link' ).evaluateAll( ( anchors ) =>
			anchors.map( ( anchor ) => ( { name: anchor.textContent.trim(), href: anchor.href, external: anchor.target === '_blank' } ) )
		);
		const internal = links.filter( ( link ) => ! link.external );
		assert.ok( internal.some( ( link ) => link.name === 'About' ), 'About is offered' );
		assert.ok( internal.some( ( link ) => link.name === 'Debug' ), 'Debug is offered' );
		for ( const link of internal ) {
			assert.ok( link.href.startsWith( `${ URL_ROOT }/wp-admin/` ), `${ link.name } stays in wp-admin: ${ link.href }` );
			const { page } = sessions.admin;
			await page.goto( 'about:blank' );
			const response = await page.goto( link.href );
			assert.equal( response?.status(), 200, `${ link.name } answers 200` );
			await page.locator( '#jp-plugin-container .jp-shell' ).waitFor( { timeout: 20000 } );
			await page.locator( '#jp-main h1' ).first().waitFor( { timeout: 20000 } );
			assert.equal( await page.getByText( REFUSED ).count(), 0, `${ link.name } is not refused` );
		}
		expectClean( 'admin' );
	} );

	it( 'About and Debug open on their own screen for the administrator', async () => {
		const about = await openAdminPage( 'admin', 'page=jetpack_about' );
		assert.equal( about.status, 200 );
		await about.page.getByRole( 'heading', { level: 1, name: 'About Jetpack Dashboard' } ).waitFor( { timeout: 20000 } );
		// The page names its route to the head's script, which starts About's files rather than the dashboard's.
		const preload = await routePreload( about.page );
		assert.equal( preload.route, '/about' );
		assertStartedEarly( preload, 'about.js' );
		assert.equal( preload.printedMastheadShown, false, 'About has no masthead, so the printed one stays hidden' );
		const debug = await openAdminPage( 'admin', 'page=jetpack-debugger' );
		assert.equal( debug.status, 200 );
		await debug.page.getByRole( 'heading', { level: 1, name: 'Debugging Center' } ).waitFor( { timeout: 20000 } );
		assert.match( await debug.page.getByRole( 'textbox', { name: 'Report for support' } ).inputValue(), /WordPress version: \d+\.\d+/ );
		expectClean( 'admin' );
	} );

	it( 'Modules opens on its own screen for the administrator of the offline site, and a module changes there', async () => {
		const modules = await openAdminPage( 'admin', 'page=jetpack_modules' );
		assert.equal( modules.status, 200 );
		const { page } = modules;
		await page.getByRole( 'heading', { level: 1, name: 'Modules' } ).waitFor( { timeout: 20000 } );
		const list = page.getByRole( 'list', { name: 'Modules' } );
		await list.getByText( 'Unavailable in Offline Mode' ).first().waitFor();
		const wasActive = ( dbOption( 'jetpack_dashboard_active_modules' ) ?? '' ).includes( '"carousel"' );
		await list.getByRole( 'button', { name: wasActive ? 'Deactivate Carousel' : 'Activate Carousel' } ).click();
		await page.getByRole( 'region', { name: 'Notices' } ).getByText( wasActive ? 'Deactivated 1 module.' : 'Activated 1 module.' ).waitFor( { timeout: 30000 } );
		assert.equal( ( dbOption( 'jetpack_dashboard_active_modules' ) ?? '' ).includes( '"carousel"' ), ! wasActive );
		await rest( 'admin', 'POST', 'module/carousel/active', { active: wasActive } );
		expectClean( 'admin' );
	} );

	it( 'an editor reads About; WordPress refuses the editor Debug and Modules', async () => {
		const about = await openAdminPage( 'editor', 'page=jetpack_about' );
		assert.equal( about.status, 200 );
		await about.page.getByRole( 'heading', { level: 1, name: 'About Jetpack Dashboard' } ).waitFor( { timeout: 20000 } );
		// The page names its route to the head's script, which starts About's files rather than the dashboard's.
		const preload = await routePreload( about.page );
		assert.equal( preload.route, '/about' );
		assertStartedEarly( preload, 'about.js' );
		assert.equal( preload.printedMastheadShown, false, 'About has no masthead, so the printed one stays hidden' );
		expectClean( 'editor' );
		for ( const slug of [ 'jetpack-debugger', 'jetpack_modules' ] ) {
			// A request of its own: the refusal is the expected answer, not a failed request of the page.
			const response = await sessions.editor.context.request.get( `${ URL_ROOT }/wp-admin/admin.php?page=${ slug }` );
			assert.equal( response.status(), 403, `${ slug } refused` );
			assert.match( await response.text(), /Sorry, you are not allowed to access this page\./ );
		}
	} );

	it( 'every link into the site the screens show, with every module on, leads to a page or file WordPress serves', async () => {
		const rows = printedAfter( 'links into the site (screen → address → answer)' );
		const saved = [ 'jetpack_dashboard_active_modules', 'jetpack_dashboard_settings' ].map( ( name ) => [ name, dbOption( name ) ] );
		try {
			// Every module the site can run offline, and both content types: the cards then show all they link to.
			const { body: modules } = await rest( 'admin', 'GET', 'module/all' );
			for ( const slug of Object.keys( modules ) ) {
				await rest( 'admin', 'POST', `module/${ slug }/active`, { active: true } );
			}
			assert.equal( ( await rest( 'admin', 'POST', 'settings', { jetpack_portfolio: true, jetpack_testimonial: true } ) ).status, 200 );
			const found = new Map();
			for ( const hash of [ '#/dashboard', '#/my-plan', '#/security', '#/performance', '#/writing', '#/sharing', '#/discussion', '#/traffic', '#/privacy', '#/about', '#/debug', '#/modules' ] ) {
				const page = await openSettled( 'admin', hash );
				const hrefs = await page.locator( '#jp-plugin-container a[href]' ).evaluateAll( ( anchors ) => anchors.map( ( anchor ) => anchor.href ) );
				for ( const href of hrefs.filter( ( link ) => link.startsWith( URL_ROOT ) ) ) {
					found.set( href.replace( /#.*$/, '' ), found.get( href.replace( /#.*$/, '' ) ) ?? hash );
				}
			}
			const broken = [];
			for ( const [ href, hash ] of found ) {
				// The Customizer is WordPress' own screen, whatever section it is asked to open (an unknown one is ignored):
				// it is not loaded here because WordPress 6.1 itself logs a PHP 8.2 warning as it loads a block theme's
				// widgets there, which would fail the run for a fault that is not the plugin's.
				if ( new URL( href ).pathname.endsWith( '/wp-admin/customize.php' ) ) {
					rows.push( `${ hash } → ${ href.slice( URL_ROOT.length ) } → not loaded (WordPress' own Customizer)` );
					continue;
				}
				const response = await sessions.admin.context.request.get( href );
				// WordPress' refusals and dead ends ("Sorry, you are not allowed…", "Invalid post type.") are its error page.
				const refused = /<body[^>]*id="error-page"/.test( await response.text() );
				rows.push( `${ hash } → ${ href.slice( URL_ROOT.length ) } → ${ response.status() }${ refused ? ', WordPress’ error page' : '' }` );
				if ( response.status() !== 200 || refused ) {
					broken.push( `${ href } (on ${ hash }): ${ response.status() }` );
				}
			}
			// The links the switched-on modules add are among them: the content types' editors and the sitemap.
			const addresses = [ ...found.keys() ].map( ( href ) => href.slice( URL_ROOT.length ) );
			for ( const wanted of [ /post-new\.php\?post_type=jetpack-portfolio$/, /post-new\.php\?post_type=jetpack-testimonial$/, /sitemap/ ] ) {
				assert.ok( addresses.some( ( address ) => wanted.test( address ) ), `a link matching ${ wanted } among ${ addresses.join( ', ' ) }` );
			}
			assert.deepEqual( broken, [] );
			expectClean( 'admin' );
		} finally {
			for ( const [ name, value ] of saved ) {
				sqlValue( value === null ? `DELETE FROM wp_options WHERE option_name = '${ name }'` : `UPDATE wp_options SET option_value = UNHEX( '${ Buffer.from( value ).toString( 'hex' ) }' ) WHERE option_name = '${ name }'` );
			}
		}
	} );
} );
