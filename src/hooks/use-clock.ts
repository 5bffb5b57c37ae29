/**
 * One clock for a card with a discount: the time now, refreshed every 500 ms until the given moment has passed. The price,
 * the checkout link and the countdown all read it, so the discount leaves all three in the same instant.
 */
import { useEffect, useState } from 'react';

const REFRESH_MS = 500;

export function useClock( until: Date | null ): Date {
	const [ now, setNow ] = useState( () => new Date( Date.now() ) );
	const running = until !== null && until.getTime() > now.getTime();
	useEffect( () => {
		if ( ! running ) {
			return undefined;
		}
		const timer = window.setInterval( () => setNow( new Date( Date.now() ) ), REFRESH_MS );
		return () => window.clearInterval( timer );
	}, [ running ] );
	return now;
}
