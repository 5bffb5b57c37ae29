/**
 * Anti-forgery tokens of the provider stand-in pages' forms (docs/demo-site.md#safety): each page shows a fresh
 * random token bound to its own form, and a POST is taken only with one of them, once. Another site's page cannot
 * read the demo's pages, so it cannot post with one.
 */
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { isSameOrigin } from './guards';

export const FORM_TOKEN_FIELD = 'demo_form_token';

/** Pages left open in other tabs keep working up to this many newer pages. */
const KEPT = 200;

export class FormTokens {
	/** token → the form (its path) it was shown with, oldest first. */
	private readonly issued = new Map< string, string >();

	/** A fresh token for the form posting to `form`. */
	issue( form: string ): string {
		const token = randomBytes( 24 ).toString( 'base64url' );
		this.issued.set( token, form );
		if ( this.issued.size > KEPT ) {
			const oldest = this.issued.keys().next().value;
			if ( oldest !== undefined ) {
				this.issued.delete( oldest );
			}
		}
		return token;
	}

	/** Whether `token` was shown with `form` and not used yet; it cannot be used again either way. */
	take( form: string, token: unknown ): boolean {
		if ( typeof token !== 'string' || this.issued.get( token ) !== form ) {
			return false;
		}
		this.issued.delete( token );
		return true;
	}

	/** The hidden field a form carries its token in. */
	field( form: string ): string {
		return `<input type="hidden" name="${ FORM_TOKEN_FIELD }" value="${ this.issue( form ) }">`;
	}

	/**
	 * Checks a form POST: this site's own page (Origin, when sent) with its token. Answers 403 and false when it is
	 * not; the caller changes nothing then.
	 */
	check( req: Request, res: Response ): boolean {
		const body = ( req.body ?? {} ) as Record< string, unknown >;
		if ( isSameOrigin( req ) && this.take( req.path, body[ FORM_TOKEN_FIELD ] ) ) {
			return true;
		}
		res.status( 403 ).type( 'text/plain' ).send( 'This form has expired or was not sent from the demo site: reload the page and try again.' );
		return false;
	}
}
