/**
 * The first number and date formatted in a page make the browser load its locale data, which takes a frame's worth of
 * time. The dashboard's cards format their figures as their answers come in; this makes that first formatter while the
 * page waits for those answers, once the shell has painted and the main thread is idle.
 */
import { formatCount, monthName } from '../lib/locale';

type IdleWindow = Pick< Window, 'setTimeout' > & { requestIdleCallback?: ( run: () => void ) => number };

export function warmFormatters( win: IdleWindow, locale: string ): void {
	const warm = () => {
		formatCount( 0, locale );
		monthName( new Date( 0 ), 'short', locale );
	};
	if ( win.requestIdleCallback ) {
		win.requestIdleCallback( warm );
	} else {
		win.setTimeout( warm );
	}
}
