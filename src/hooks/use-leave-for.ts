import { useRef, useState } from 'react';
import { navigateTo } from './navigate';

/**
 * A connect button that asks the server where to send the browser, then goes there
 * (docs/connection.md#flows-and-their-states): busy and deaf to clicks meanwhile, and after a failure it says so and
 * works again.
 */
export function useLeaveFor( where: () => Promise< string > ) {
	const [ state, setState ] = useState< 'idle' | 'busy' | 'failed' >( 'idle' );
	// A ref, not the state: a second click in the same tick must already see the first.
	const running = useRef( false );
	const go = async () => {
		if ( running.current ) {
			return;
		}
		running.current = true;
		setState( 'busy' );
		try {
			// Still busy after this: the browser is on its way.
			navigateTo( await where() );
		} catch {
			running.current = false;
			setState( 'failed' );
		}
	};
	return { busy: state === 'busy', failed: state === 'failed', go };
}
