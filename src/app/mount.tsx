/**
 * Draws the app in the page's container. The boot evaluates this module, and with it React's renderer and every
 * component, only once the opened screen's calls have left (docs/api.md#start-calls): evaluated with the boot, its
 * long task would hold those calls until its end.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { AppStore } from '../state/store';
import { App } from './App';

export function mountApp( container: HTMLElement, store: AppStore, onFirstPaint: () => void ): void {
	const root = createRoot( container );
	flushSync( () => root.render( <App store={ store } onFirstPaint={ onFirstPaint } /> ) );
}
