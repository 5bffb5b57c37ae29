/**
 * The stand-in of the Google page "Verify with Google" opens in a popup: it answers as the provider's page does,
 * allowing access (keyring 41) or denying it, then closes. Returns the addresses it was opened at.
 */
import { TEST_ORIGIN } from '../../../support/demo-msw';

export const GOOGLE_KEYRING_ID = 41;

export function stubGooglePopup( answer: 'allow' | 'deny' = 'allow' ): string[] {
	const opened: string[] = [];
	jest.spyOn( window, 'open' ).mockImplementation( ( url ) => {
		opened.push( String( url ) );
		const popup = { closed: false };
		setTimeout( () => {
			const data = answer === 'allow' ? { keyring_id: GOOGLE_KEYRING_ID } : { error: 'access_denied' };
			window.dispatchEvent( new MessageEvent( 'message', { data, origin: TEST_ORIGIN } ) );
			popup.closed = true;
		}, 20 );
		return popup as Window;
	} );
	return opened;
}
