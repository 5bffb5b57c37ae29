/** Where focus goes in the disconnect dialog, so it never falls to <body>. */
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** A new step replaces the control that had focus: focus goes to the dialog, which reads out the new title. */
export function useFocusOnStep( step: string ) {
	const body = useRef< HTMLDivElement >( null );
	const shown = useRef( step );
	useEffect( () => {
		if ( shown.current !== step ) {
			shown.current = step;
			body.current?.closest< HTMLElement >( '[role="dialog"]' )?.focus();
		}
	}, [ step ] );
	return body;
}

/**
 * The modal hands focus back to what had it before it opened. With nothing (the route opened it) or a control that is
 * gone (the site was disconnected), focus would fall to <body>: it goes to `returnFocus` instead.
 */
export function useReturnFocus( returnFocus: RefObject< HTMLElement | null > ) {
	useEffect(
		() => () => {
			if ( document.activeElement === document.body ) {
				returnFocus.current?.focus();
			}
		},
		[ returnFocus ]
	);
}
