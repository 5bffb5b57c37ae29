/**
 * The usage events this page passed to the analytics queue, newest first, so a person trying the demo sees what each
 * action records, and sees nothing recorded once usage data is no longer shared (docs/demo-site.md#usage-events).
 */
import { useSyncExternalStore } from 'react';
import { __ } from '@wordpress/i18n';
import { recordedUsageEvents, subscribeToUsageEvents } from '../../api/analytics';

export function UsageEventsList() {
	const events = useSyncExternalStore( subscribeToUsageEvents, recordedUsageEvents );
	const hasQueue = typeof window !== 'undefined' && window._tkq !== undefined;
	return (
		<section className="jp-dev-tools__events" aria-labelledby="jp-dev-tools-events">
			<h3 id="jp-dev-tools-events">{ __( 'Usage events', 'jetpack' ) }</h3>
			{ ! hasQueue && <p>{ __( 'This page has no analytics queue, so no usage event is recorded.', 'jetpack' ) }</p> }
			{ hasQueue && events.length === 0 && <p>{ __( 'No usage event recorded on this page yet.', 'jetpack' ) }</p> }
			{ events.length > 0 && (
				<ol reversed aria-labelledby="jp-dev-tools-events">
					{ [ ...events ].reverse().map( ( event, index ) => (
						<li key={ events.length - index }>
							<code>{ event.name }</code>
							{ Object.keys( event.properties ).length > 0 && <> <code>{ JSON.stringify( event.properties ) }</code></> }
						</li>
					) ) }
				</ol>
			) }
		</section>
	);
}
