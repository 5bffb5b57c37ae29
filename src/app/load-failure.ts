/**
 * When the app's main part cannot be loaded (its script failed for the page's head and again for the boot), the page
 * says so under the masthead it printed, in WordPress' own notice, with a way to try again, instead of showing the
 * masthead over nothing (docs/api.md#start-calls). Plain DOM: React is in the part that failed.
 */
import { __ } from '@wordpress/i18n';

export function showLoadFailure( container: HTMLElement ): void {
	const doc = container.ownerDocument;
	const notice = doc.createElement( 'div' );
	notice.className = 'notice notice-error jp-load-failure';
	notice.setAttribute( 'role', 'alert' );
	const text = doc.createElement( 'p' );
	text.textContent = __( 'The dashboard could not be loaded. Check your connection, then reload the page.', 'jetpack' );
	const reload = doc.createElement( 'button' );
	reload.type = 'button';
	reload.className = 'button button-primary';
	reload.textContent = __( 'Reload the page', 'jetpack' );
	reload.addEventListener( 'click', () => doc.defaultView?.location.reload() );
	const action = doc.createElement( 'p' );
	action.append( reload );
	notice.append( text, action );
	container.append( notice );
}
