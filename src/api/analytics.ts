/**
 * Usage events, queued for the provider's analytics script when the page loaded it (window._tkq, as WordPress.com
 * pages do). Without that script (the demo site, an offline site) events are dropped: nothing else depends on them.
 */
declare global {
	interface Window {
		_tkq?: unknown[];
	}
}

export function recordEvent( name: string, properties: Record< string, string | number | boolean > = {} ): void {
	window._tkq?.push( [ 'recordEvent', name, properties ] );
}
