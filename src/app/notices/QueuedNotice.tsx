/**
 * A notice from the notices slice: it dismisses itself after `duration` ms when that is above 0. Each line of its
 * text stands on its own line.
 */
import { useEffect } from 'react';
import { useAppDispatch } from '../../state/hooks';
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
	return (
		<AppNotice id={ noticeId } status={ notice.status } onDismiss={ notice.showDismiss ? dismiss : undefined }>
			{ /* A notice's text may carry a reason on a line of its own, after a line break. */ }
			{ notice.text.split( '\n' ).map( ( line, index ) => (
				<span key={ index } className="jp-notice__line">
					{ line }
				</span>
			) ) }
		</AppNotice>
	);
}
