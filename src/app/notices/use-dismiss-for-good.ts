/** Dismissing a notice for good: hidden at once, and the server keeps it hidden on the next page loads. */
import { useCallback } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { dismissNotice } from '../../api/notices';
import { useAppDispatch } from '../../state/hooks';
import { noticesActions } from '../../state/notices/slice';
import { errorText } from './error-text';

export function useDismissForGood(): ( id: string ) => Promise< void > {
	const dispatch = useAppDispatch();
	return useCallback(
		async ( id: string ) => {
			dispatch( noticesActions.noticeDismissedForGood( id ) );
			try {
				await dismissNotice( id );
			} catch ( error ) {
				dispatch(
					noticesActions.noticeShown( {
						noticeId: `${ id }-dismiss`,
						status: 'is-error',
						text: sprintf(
							/* translators: %s: why saving failed, as the server said it. */
							__( 'The dismissal could not be saved: %s', 'jetpack' ),
							errorText( error )
						),
					} )
				);
			}
		},
		[ dispatch ]
	);
}
