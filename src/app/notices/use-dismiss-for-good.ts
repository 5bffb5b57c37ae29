/**
 * Dismissing a notice for good: hidden at once, and the server keeps it hidden on the next page loads. A refused
 * dismissal brings the notice back beside an error notice whose "Try again" dismisses it again.
 */
import { useCallback } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { callRoute } from '../../api/call-route';
import { ROUTES } from '../../api/routes';
import { failureReason } from '../../lib/failure-message';
import { useAppDispatch } from '../../state/hooks';
import { showRetryableNotice } from '../../state/notices/retries';
import { noticesActions } from '../../state/notices/slice';

export function useDismissForGood(): ( id: string ) => Promise< void > {
	const dispatch = useAppDispatch();
	const dismiss = useCallback(
		async ( id: string ) => {
			dispatch( noticesActions.noticeDismissedForGood( id ) );
			try {
				await callRoute( ROUTES.dismissNotice, { params: { id }, data: { dismissed: true } } );
				dispatch( noticesActions.noticeRemoved( `${ id }-dismiss` ) );
			} catch ( error ) {
				// Refused: the notice comes back, so the page shows what the server keeps, and the dismissal can be retried.
				dispatch( noticesActions.noticeDismissalUndone( id ) );
				showRetryableNotice(
					dispatch,
					{
						noticeId: `${ id }-dismiss`,
						status: 'is-error',
						text: sprintf(
							/* translators: %s: why saving failed, as the server said it. */
							__( 'The dismissal could not be saved: %s', 'jetpack' ),
							failureReason( error instanceof Error ? error : undefined )
						),
					},
					() => void dismiss( id )
				);
			}
		},
		[ dispatch ]
	);
	return dismiss;
}
