/** A part's failure message (docs/dashboard.md#how-cards-load-and-fail): found once it shows, and its "Try again". */
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The alert `part` shows, once it shows, checked to say each of `says` (what failed, then why). */
export async function findAlert( part: HTMLElement, ...says: string[] ): Promise< HTMLElement > {
	const alert = await within( part ).findByRole( 'alert' );
	for ( const text of says ) {
		expect( alert ).toHaveTextContent( text );
	}
	return alert;
}

/** Clicks the alert's "Try again". */
export const tryAgain = ( alert: HTMLElement ) => userEvent.click( within( alert ).getByRole( 'button', { name: 'Try again' } ) );
