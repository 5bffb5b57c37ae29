/**
 * The first number and date formatted in a page make the browser load its locale data, which takes a frame's worth of
 * time. The dashboard's cards format their figures as their answers come in; these make that first formatter before
 * then: while the page waits for those answers, or once the main thread is idle. Where the page printed WordPress' own
 * formats (docs/hosts.md#locale-formats), the counts and dates use them and this loads nothing.
 */
import { formatCount, monthName } from '../lib/locale';

type IdleWindow = Pick< Window, 'setTimeout' > & { requestIdleCallback?: ( run: () => void ) => number };

/** Makes the first formatters now: while the boot waits for the answers its screen is drawn with. */
export function warmFormattersNow( locale: string ): void {
	formatCount( 0, locale );
	monthName( new Date( 0 ), 'short', locale );
}

/** Makes them once the main thread is idle (a screen that draws before its answers come). */
export function warmFormatters( win: IdleWindow, locale: string ): void {
	const warm = () => warmFormattersNow( locale );
	if ( win.requestIdleCallback ) {
		win.requestIdleCallback( warm );
	} else {
		win.setTimeout( warm );
	}
}
