/**
 * The app owns the location hash (#/route). An in-page link of the host page, such as wp-admin's "Skip to main
 * content" (#wpbody-content), would replace it and send the app to /dashboard; instead it moves focus to its
 * target, which is what the link is for.
 */
export function keepInPageLinksOffTheRouter( doc: Document ): void {
	doc.addEventListener( 'click', ( event ) => {
		if ( event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey ) {
			return;
		}
		const link = event.target instanceof Element ? event.target.closest( 'a[href^="#"]' ) : null;
		const id = link?.getAttribute( 'href' )?.slice( 1 ) ?? '';
		const target = id && ! id.startsWith( '/' ) ? doc.getElementById( id ) : null;
		if ( ! target ) {
			return;
		}
		event.preventDefault();
		if ( ! target.hasAttribute( 'tabindex' ) ) {
			target.setAttribute( 'tabindex', '-1' );
		}
		target.focus();
	} );
}
