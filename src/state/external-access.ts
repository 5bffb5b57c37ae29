/**
 * Opens the provider's page that connects an outside account (Google, a social network) in a popup, and resolves
 * once the popup closes with what the page handed back: the keyring id of the new connection, or why there is none.
 * Shared by the Google verification row and the social connections card.
 */

export const KEYRING_POPUP_WIDTH = 780;
export const KEYRING_POPUP_HEIGHT = 700;
/** How often the popup is checked for having closed. */
export const POPUP_POLL_MS = 100;
const CLOSE_GRACE_MS = 500;

export interface ExternalAccessResult {
	keyringId: number | null;
	error: string | null;
}

function readMessage( data: unknown ): Partial< ExternalAccessResult > | null {
	if ( ! data || typeof data !== 'object' ) {
		return null;
	}
	const message = data as Record< string, unknown >;
	if ( typeof message.keyring_id === 'number' && message.keyring_id > 0 ) {
		return { keyringId: message.keyring_id };
	}
	return typeof message.error === 'string' ? { error: message.error } : null;
}

export function requestExternalAccess( url: string ): Promise< ExternalAccessResult > {
	const origin = new URL( url, window.location.href ).origin;
	const left = Math.max( 0, window.screenX + ( window.outerWidth - KEYRING_POPUP_WIDTH ) / 2 );
	const top = Math.max( 0, window.screenY + ( window.outerHeight - KEYRING_POPUP_HEIGHT ) / 2 );
	const popup = window.open(
		url,
		'jp-keyring',
		`width=${ KEYRING_POPUP_WIDTH },height=${ KEYRING_POPUP_HEIGHT },left=${ left },top=${ top },popup=1`
	);
	return new Promise( ( resolve ) => {
		if ( ! popup ) {
			resolve( { keyringId: null, error: 'popup_blocked' } );
			return;
		}
		let done = false;
		let timer = 0;
		const finish = ( result: ExternalAccessResult ) => {
			if ( done ) {
				return;
			}
			done = true;
			window.clearInterval( timer );
			window.removeEventListener( 'message', onMessage );
			resolve( result );
		};
		// The page's answer ends the wait at once.
		const onMessage = ( event: MessageEvent ) => {
			const message = event.origin === origin ? readMessage( event.data ) : null;
			if ( message ) {
				finish( { keyringId: null, error: null, ...message } );
			}
		};
		window.addEventListener( 'message', onMessage );
		timer = window.setInterval( () => {
			if ( popup.closed ) {
				window.clearInterval( timer );
				// A message posted just before closing may still be on its way: wait for it briefly.
				window.setTimeout( () => finish( { keyringId: null, error: null } ), CLOSE_GRACE_MS );
			}
		}, POPUP_POLL_MS );
	} );
}
