/** The demo site's HTTP surface: wp-admin pages, the built app, the REST backend and the dev API. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import express from 'express';
import type { DemoBackend } from '../backend/backend';
import { buildInitialState } from '../backend/printed-initial-state';
import { pageDataFor } from '../jetpack-host/page-data';
import { createHandlers } from '../handlers';
import { HOST_PAGES, renderFrame, renderHostPage, renderNotAllowedPage, renderPluginPage } from './admin-page';
import { ADMIN_PAGE_ROUTES } from '../../lib/admin-pages';
import type { Assets } from './admin-page';
import { isRtlLocale } from '../../lib/locale';
import { bodyLengthLimit, devApiGuard, errorHandler, frameHeaders, hostGuard, requestUrl, siteOrigin } from './guards';
import { mswBridge } from './msw-bridge';
import { preloadedAnswers } from './preloaded-answers';
import { providerRoutes } from './provider';

const ASSET_BASE = '/wp-content/plugins/jetpack/build/';

const CORE_PAGES: Record< string, string > = {
	'index.php': 'Dashboard',
	'update-core.php': 'WordPress Updates',
	'customize.php': 'Customize',
	'options-general.php': 'General Settings',
	'options-reading.php': 'Reading Settings',
	'options-discussion.php': 'Discussion Settings',
	'post-new.php': 'Add New Post',
	'edit.php': 'Posts',
	'upload.php': 'Media Library',
	'edit-comments.php': 'Comments',
	'themes.php': 'Themes',
	'widgets.php': 'Widgets',
	'plugins.php': 'Plugins',
	'plugin-install.php': 'Add Plugins',
	'users.php': 'Users',
	'profile.php': 'Profile',
	'tools.php': 'Tools',
	'site-health.php': 'Site Health',
};

/** The build's route-preload script, files and printed masthead; without them the page still works, only later. */
function readRoutePreload( buildDir: string ): Assets[ 'routePreload' ] {
	const file = path.join( buildDir, 'route-preload.json' );
	if ( ! fs.existsSync( file ) ) {
		return undefined;
	}
	const { script, files, shell = '' } = JSON.parse( fs.readFileSync( file, 'utf8' ) ) as { script: string; files: Record< string, string[] >; shell?: string };
	return { script, files, shell, base: ASSET_BASE };
}

function readAssets( buildDir: string, rtl: boolean ): Assets | null {
	try {
		const manifest = JSON.parse( fs.readFileSync( path.join( buildDir, 'manifest.json' ), 'utf8' ) ) as Record< string, string >;
		const script = manifest[ 'app.js' ];
		const style = manifest[ rtl ? 'app.rtl.css' : 'app.css' ];
		if ( ! script ) {
			return null;
		}
		return { scripts: [ ASSET_BASE + script ], styles: style ? [ ASSET_BASE + style ] : [], routePreload: readRoutePreload( buildDir ) };
	} catch {
		return null;
	}
}

export function createDemoApp( { backend, buildDir }: { backend: DemoBackend; buildDir: string } ) {
	const app = express();
	app.disable( 'x-powered-by' );
	const frame = () => ( { siteTitle: backend.state.site.title, username: backend.state.currentUser.username, locale: backend.state.site.locale } );

	// Before anything else (docs/demo-site.md#safety): a foreign Host meets no handler at all.
	app.use( hostGuard() );
	app.use( frameHeaders() );
	app.use( bodyLengthLimit() );
	// On every path: it picks the dev API's requests by the handlers' own match (docs/demo-site.md#safety).
	app.use( devApiGuard() );

	app.use( ASSET_BASE, express.static( buildDir, { immutable: true, maxAge: '1y', index: false } ) );
	// The plugin's own images (the connect screen's slides), from the plugin folder the build sits beside.
	app.use( '/wp-content/plugins/jetpack/images/', express.static( path.join( buildDir, '..', 'php-shim', 'images' ), { index: false } ) );
	// The provider's forms before the bridge, which reads every body it is offered.
	app.use( providerRoutes( backend ) );
	const handlers = createHandlers( backend );
	app.use( mswBridge( handlers ) );

	app.get( '/', ( _req, res ) => {
		res.redirect( '/wp-admin/admin.php?page=jetpack' );
	} );
	app.get( [ '/wp-admin', '/wp-admin/' ], ( _req, res ) => {
		res.redirect( '/wp-admin/admin.php?page=jetpack' );
	} );

	app.get( '/wp-admin/admin.php', async ( req, res ) => {
		const page = typeof req.query.page === 'string' ? req.query.page : '';
		res.set( 'Cache-Control', 'no-store' );
		// The plugin's other pages, each with the capability the plugin registers it with (docs/wordpress-plugin.md).
		const subRoute = Object.hasOwn( ADMIN_PAGE_ROUTES, page ) ? ADMIN_PAGE_ROUTES[ page as keyof typeof ADMIN_PAGE_ROUTES ] : undefined;
		if ( subRoute && subRoute !== '/about' && ! backend.state.currentUser.permissions.manage_options ) {
			res.status( 403 ).send( renderNotAllowedPage( { ...frame(), title: 'WordPress', currentPage: page } ) );
			return;
		}
		if ( page !== 'jetpack' && ! subRoute ) {
			// Own keys only: `?page=constructor` names no page, not Object's constructor.
			const title = ( Object.hasOwn( HOST_PAGES, page ) ? HOST_PAGES[ page ] : undefined ) ?? `Admin page “${ page || 'unknown' }”`;
			res.send( renderHostPage( { ...frame(), title, currentPage: page } ) );
			return;
		}
		// As WordPress does for a right-to-left user: the stylesheet's -rtl.css copy (the app loads its chunks' the same way).
		const assets = readAssets( buildDir, isRtlLocale( backend.state.site.locale ) );
		if ( ! assets ) {
			res.status( 503 ).send(
				renderFrame( {
					...frame(),
					title: 'Jetpack',
					currentPage: 'jetpack',
					body: '<div class="wrap"><h1>Jetpack</h1><p>The app is not built yet: run <code>npm run build</code>.</p></div>',
				} )
			);
			return;
		}
		const built = buildInitialState( backend.state, { origin: siteOrigin( req ), nonce: backend.nonce, query: requestUrl( req ).searchParams } );
		const pageData = pageDataFor( backend.state, built );
		// The plugin's other pages open on a screen of their own, never on the dashboard whose answers these are.
		const preloaded = subRoute ? {} : await preloadedAnswers( backend, handlers, siteOrigin( req ) );
		const initialState = Object.keys( preloaded ).length > 0 ? { ...pageData, preloadedAnswers: preloaded } : pageData;
		const subPage = subRoute ? { route: subRoute } : undefined;
		res.send( renderPluginPage( { ...frame(), title: 'Jetpack', initialState, assets, subPage } ) );
	} );

	app.get( '/wp-admin/:file', ( req, res, next ) => {
		const file = req.params.file;
		const title = Object.hasOwn( CORE_PAGES, file ) ? CORE_PAGES[ file ] : undefined;
		if ( ! title ) {
			next();
			return;
		}
		res.send( renderHostPage( { ...frame(), title, currentPage: file } ) );
	} );

	app.use( ( _req, res ) => {
		res.status( 404 ).type( 'text/plain' ).send( 'Not found on the demo site.' );
	} );
	app.use( errorHandler() );
	return app;
}

/** How long the demo server waits on a client, in milliseconds (docs/demo-site.md#safety). */
export interface ServerTimeouts {
	/** For the whole header, from the connection's first byte. */
	headersTimeout: number;
	/** For the whole request, header and body: a 1 MB body arrives in well under a second on this machine. */
	requestTimeout: number;
	/** For the next request on an idle kept-alive connection. */
	keepAliveTimeout: number;
	/** How often the server looks for connections past those times (Node's default is 30 s). */
	connectionsCheckingInterval: number;
}

/**
 * Seconds rather than Node's five minutes for a request: a client that sends its header or body a byte at a time
 * cannot hold a connection of the demo site open for longer than this.
 */
export const DEMO_SERVER_TIMEOUTS: ServerTimeouts = {
	headersTimeout: 10_000,
	requestTimeout: 30_000,
	keepAliveTimeout: 5_000,
	connectionsCheckingInterval: 1_000,
};

/** The demo site's HTTP server, not yet listening (`npm start` listens on 127.0.0.1 only). */
export function createDemoServer( options: { backend: DemoBackend; buildDir: string }, timeouts: ServerTimeouts = DEMO_SERVER_TIMEOUTS ): http.Server {
	const { keepAliveTimeout, ...serverOptions } = timeouts;
	const server = http.createServer( serverOptions, createDemoApp( options ) );
	server.keepAliveTimeout = keepAliveTimeout;
	return server;
}
