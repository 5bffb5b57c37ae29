import type { KeyboardEvent } from 'react';
import { rovingIndex } from './roving-focus';

/** Moves a one-tab-stop group (its children with a tabindex) on an arrow key, Home or End: tells `onMove`, then focuses. */
export function moveFocus( event: KeyboardEvent< HTMLElement >, index: number, count: number, onMove: ( index: number ) => void ) {
	const next = rovingIndex( event.key, index, count );
	if ( next !== undefined ) {
		event.preventDefault();
		onMove( next );
		event.currentTarget.querySelectorAll< HTMLElement >( '[tabindex]' )[ next ]?.focus();
	}
}
