/**
 * A stand-in for the provider's authorization page, so the connect flow of the demo site completes: approving
 * links the current user (and makes them the owner when the site has none), then returns to the dashboard. The app
 * may open it in a frame: approving or cancelling then takes the whole page back, not only the frame.
 */
import express from 'express';
import type { DemoBackend } from '../backend/backend';
import { renderFrame } from './admin-page';
import { FormTokens } from './form-tokens';
import { escapeHtml } from './html';
import { keyringProviderRoutes } from './keyring-provider';

function safeReturnPath( value: unknown ): string {
	const fallback = '/wp-admin/admin.php?page=jetpack';
	if ( typeof value !== 'string' ) {
		return fallback;
	}
	try {
		const url = new URL( value, 'http://demo.invalid' );
		// Only paths inside this site: never an open redirect.
		return url.pathname.startsWith( '/wp-admin/' ) ? `${ url.pathname }${ url.search }${ url.hash }` : fallback;
	} catch {
		return fallback;
	}
}

/** The return address with one more query argument, before the app's #/route. */
function withQueryArgument( back: string, argument: string ): string {
	const [ address = back, route ] = back.split( '#' );
	const withArgument = `${ address }${ address.includes( '?' ) ? '&' : '?' }${ argument }`;
	return route === undefined ? withArgument : `${ withArgument }#${ route }`;
}

export function providerRoutes( backend: DemoBackend ) {
	const router = express.Router();
	const tokens = new FormTokens();
	router.use( keyringProviderRoutes( backend, tokens ) );
	router.get( '/demo-provider/authorize', ( req, res ) => {
		const back = safeReturnPath( req.query.redirect_uri );
		const fresh = req.query.fresh === '1';
		// Cancel answers as the provider does when the user declines: the app shows the access_denied notice.
		const cancelled = withQueryArgument( back, 'error=access_denied' );
		res.send(
			renderFrame( {
				siteTitle: backend.state.site.title,
				username: backend.state.currentUser.username,
				title: 'Approve connection',
				currentPage: '',
				body: `<div class="wrap"><h1>Approve the connection</h1><p>This demo stands in for WordPress.com: approving links <strong>${ escapeHtml(
					backend.state.currentUser.username
				) }</strong> to a WordPress.com account.</p><form method="post" target="_top">${ tokens.field( req.path ) }<input type="hidden" name="redirect_uri" value="${ escapeHtml(
					back
				) }">${ fresh ? '<input type="hidden" name="fresh" value="1">' : '' }<button type="submit">Approve</button> <a href="${ escapeHtml(
					cancelled
				) }" target="_top">Cancel</a></form></div>`,
			} )
		);
	} );
	router.post( '/demo-provider/authorize', express.urlencoded( { extended: false } ), ( req, res ) => {
		if ( ! tokens.check( req, res ) ) {
			return;
		}
		const body = req.body as Record< string, unknown >;
		// "Start fresh": the approved connection replaces the one of the old address, so the crisis ends and the
		// approving user owns the new connection.
		const fresh = body.fresh === '1';
		// A connection that reported errors is mended by the fresh authorization: "Restore Connection" on Jetpack
		// comes back here, and the page then says it was reconnected (docs/demo-site.md#provider-stand-in-pages).
		const mended = backend.state.connection.errors.length > 0;
		backend.update( ( state ) => {
			state.connection.errors = [];
			const user = state.currentUser;
			if ( fresh ) {
				state.connection.isInIdentityCrisis = false;
				state.connection.hasConnectedOwner = false;
				state.connectionOwner = null;
			}
			state.connection.isRegistered = true;
			state.connection.isActive = true;
			state.connection.isUserConnected = true;
			state.connection.siteConnectionStatus = true;
			const becomesOwner = ! state.connection.hasConnectedOwner;
			state.connection.hasConnectedOwner = true;
			state.connectionOwner ??= user.username;
			state.connectedUser = {
				ID: 90000 + user.id,
				login: `${ user.username }-wpcom`,
				email: `${ user.username }@example.test`,
				display_name: user.username,
				avatar: '',
				site_count: 1,
			};
			state.currentUser = { ...user, isConnected: true, isMaster: user.isMaster || becomesOwner, wpcomUser: state.connectedUser };
		} );
		// The message goes in the query, before the app's #/route.
		res.redirect( withQueryArgument( safeReturnPath( body.redirect_uri ), mended ? 'message=reconnection_completed' : 'message=authorized' ) );
	} );
	return router;
}
