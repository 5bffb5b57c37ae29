/**
 * A notice from the notices slice: it dismisses itself after `duration` ms when that is above 0. Each line of its
 * text stands on its own line. A notice of a failed action that can be sent again offers "Try again".
 */
import { useEffect } from 'react';
import { __ } from '@wordpress/i18n';
import { useAppDispatch } from '../../state/hooks';
import { noticeRetry } from '../../state/notices/retries';
import { noticesActions } from '../../state/notices/slice';
import type { Notice } from '../../state/notices/slice';
import { AppNotice } from './AppNotice';

export function QueuedNotice( { notice }: { notice: Notice } ) {
	const dispatch = useAppDispatch();
	const { noticeId, duration } = notice;

	useEffect( () => {
		if ( duration <= 0 ) {
			return;
		}
		const timer = setTimeout( () => dispatch( noticesActions.noticeRemoved( noticeId ) ), duration );
		return () => clearTimeout( timer );
	}, [ dispatch, noticeId, duration ] );

	const dismiss = () => dispatch( noticesActions.noticeRemoved( noticeId ) );
	const retry = notice.canRetry ? noticeRetry( noticeId ) : undefined;
	const actions = retry && [ { label: __( 'Try again', 'jetpack' ), onClick: retry, variant: 'secondary' as const } ];
	return (
		<AppNotice id={ noticeId } status={ notice.status } onDismiss={ notice.showDismiss ? dismiss : undefined } actions={ actions }>
			{ /* A notice's text may carry a reason on a line of its own, after a line break. */ }
			{ notice.text.split( '\n' ).map( ( line, index ) => (
				<span key={ index } className="jp-notice__line">
					{ line }
				</span>
			) ) }
		</AppNotice>
	);
}
