/**
 * A stand-in for the provider's page that connects a Google account for site verification. It opens in a popup
 * from the Verification tools card: allowing hands the opener a keyring id by postMessage, denying hands it an
 * error, and either way the popup closes itself, as the provider's keyring page does.
 */
import express from 'express';
import type { DemoBackend } from '../backend/backend';
import { escapeHtml, jsonForScript } from './html';

/** One Google connection per demo site is enough: its id only has to be a positive integer. */
export const DEMO_GOOGLE_KEYRING_ID = 4242;

function page( title: string, body: string ): string {
	return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${ escapeHtml(
		title
	) }</title></head><body style="font-family:sans-serif;margin:24px"><main>${ body }</main></body></html>`;
}

/** Sends the outcome to the page that opened the popup (same origin only), then closes. */
function handBack( origin: string, message: Record< string, unknown > ): string {
	return page(
		'Google connection',
		`<h1>Returning to your site…</h1><script>if(window.opener){window.opener.postMessage(${ jsonForScript(
			message
		) },${ jsonForScript( origin ) });}window.close();</script>`
	);
}

export function googleKeyringRoutes( backend: DemoBackend ) {
	const router = express.Router();
	router.get( '/demo-provider/keyring/google_site_verification', ( _req, res ) => {
		res.send(
			page(
				'Connect Google',
				`<h1>Connect Google Search Console</h1><p>This demo stands in for Google: allowing lets <strong>${ escapeHtml(
					backend.state.site.title
				) }</strong> verify itself with your Google account.</p><form method="post"><button type="submit" name="answer" value="allow">Allow</button> <button type="submit" name="answer" value="deny">Deny</button></form>`
			)
		);
	} );
	router.post( '/demo-provider/keyring/google_site_verification', express.urlencoded( { extended: false } ), ( req, res ) => {
		const origin = `${ req.protocol }://${ req.get( 'host' ) ?? '' }`;
		const allowed = ( req.body as Record< string, unknown > ).answer === 'allow';
		res.send( handBack( origin, allowed ? { keyring_id: DEMO_GOOGLE_KEYRING_ID } : { error: 'access_denied' } ) );
	} );
	return router;
}
