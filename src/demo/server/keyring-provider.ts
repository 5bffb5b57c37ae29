/**
 * A stand-in for the provider's keyring pages, which connect an outside account in a popup: Google (for site
 * verification, from the Verification tools card) and each social network (from the Jetpack Social card).
 * Allowing hands the opener a keyring id by postMessage, denying hands it an error, and either way the popup closes
 * itself, as the provider's keyring page does.
 */
import express from 'express';
import type { DemoBackend } from '../backend/backend';
import { issueSocialKeyring, socialServiceLabel } from '../backend/social-accounts';
import type { FormTokens } from './form-tokens';
import { escapeHtml, jsonForScript } from './html';
import { siteOrigin } from './guards';

/** One Google connection per demo site is enough: its id only has to be a positive integer. */
export const DEMO_GOOGLE_KEYRING_ID = 4242;
const GOOGLE = 'google_site_verification';

function page( title: string, body: string ): string {
	return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${ escapeHtml(
		title
	) }</title></head><body style="font-family:sans-serif;margin:24px"><main>${ body }</main></body></html>`;
}

/** Sends the outcome to the page that opened the popup (same origin only), then closes. */
function handBack( title: string, origin: string, message: Record< string, unknown > ): string {
	return page(
		title,
		`<h1>Returning to your site…</h1><script>if(window.opener){window.opener.postMessage(${ jsonForScript(
			message
		) },${ jsonForScript( origin ) });}window.close();</script>`
	);
}

/** The page's Allow / Deny form, with its anti-forgery token. */
function answerForm( tokens: FormTokens, form: string ): string {
	return `<form method="post">${ tokens.field(
		form
	) }<button type="submit" name="answer" value="allow">Allow</button> <button type="submit" name="answer" value="deny">Deny</button></form>`;
}

export function keyringProviderRoutes( backend: DemoBackend, tokens: FormTokens ) {
	const router = express.Router();
	router.get( `/demo-provider/keyring/${ GOOGLE }`, ( req, res ) => {
		res.send(
			page(
				'Connect Google',
				`<h1>Connect Google Search Console</h1><p>This demo stands in for Google: allowing lets <strong>${ escapeHtml(
					backend.state.site.title
				) }</strong> verify itself with your Google account.</p>${ answerForm( tokens, req.path ) }`
			)
		);
	} );
	router.post( `/demo-provider/keyring/${ GOOGLE }`, express.urlencoded( { extended: false } ), ( req, res ) => {
		if ( ! tokens.check( req, res ) ) {
			return;
		}
		const origin = siteOrigin( req );
		const allowed = ( req.body as Record< string, unknown > ).answer === 'allow';
		res.send( handBack( 'Google connection', origin, allowed ? { keyring_id: DEMO_GOOGLE_KEYRING_ID } : { error: 'access_denied' } ) );
	} );
	router.get( '/demo-provider/keyring/:service', ( req, res, next ) => {
		const label = socialServiceLabel( req.params.service );
		if ( ! label ) {
			next();
			return;
		}
		res.send(
			page(
				`Connect ${ label }`,
				`<h1>Connect ${ escapeHtml( label ) }</h1><p>This demo stands in for ${ escapeHtml(
					label
				) }: allowing lets <strong>${ escapeHtml( backend.state.site.title ) }</strong> share its new posts to your ${ escapeHtml(
					label
				) } account.</p>${ answerForm( tokens, req.path ) }`
			)
		);
	} );
	router.post( '/demo-provider/keyring/:service', express.urlencoded( { extended: false } ), ( req, res, next ) => {
		const service = req.params.service;
		const label = socialServiceLabel( service );
		if ( ! label ) {
			next();
			return;
		}
		if ( ! tokens.check( req, res ) ) {
			return;
		}
		const origin = siteOrigin( req );
		if ( ( req.body as Record< string, unknown > ).answer !== 'allow' ) {
			res.send( handBack( `${ label } connection`, origin, { error: 'access_denied' } ) );
			return;
		}
		let keyringId = 0;
		backend.update( ( state ) => {
			keyringId = issueSocialKeyring( state, service );
		} );
		res.send( handBack( `${ label } connection`, origin, { keyring_id: keyringId } ) );
	} );
	return router;
}
