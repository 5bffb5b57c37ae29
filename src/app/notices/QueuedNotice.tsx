/** A notice from the notices slice: it dismisses itself after `duration` ms when that is above 0. */
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
			{ notice.text }
		</AppNotice>
	);
}
