/**
 * The what's-new dialog's content rules: release-post HTML comes from outside the site, so it is sanitized
 * (no script, no event handler, no javascript: URL can survive) and its links open in a new tab.
 */
import DOMPurify from 'dompurify';

/** One instance of our own, so the link hook never touches other users of DOMPurify. */
const purifier = DOMPurify( window );
purifier.addHook( 'afterSanitizeAttributes', ( node ) => {
	if ( node instanceof window.HTMLAnchorElement && node.hasAttribute( 'href' ) ) {
		node.setAttribute( 'target', '_blank' );
		node.setAttribute( 'rel', 'noopener noreferrer' );
	}
} );

export function sanitizeReleasePost( html: string ): string {
	return purifier.sanitize( html, {
		// Page-wide styles and forms have no place in a release note.
		FORBID_TAGS: [ 'style', 'form', 'input', 'button', 'textarea', 'select' ],
	} );
}

/** The featured image URL when it is a plain http(s) address; anything else shows no image. */
export function safeImageUrl( url: string ): string | null {
	if ( url.trim() === '' ) {
		return null;
	}
	try {
		// Relative addresses are the site's own images.
		const parsed = new URL( url, window.location.href );
		return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
	} catch {
		return null;
	}
}

