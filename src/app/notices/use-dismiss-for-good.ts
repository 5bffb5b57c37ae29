/**
 * Dismissing a notice for good: hidden at once, and the server keeps it hidden on the next page loads. A refused
 * dismissal brings the notice back beside an error notice whose "Try again" dismisses it again.
 */
import { useCallback } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { callRoute } from '../../api/call-route';
import { REST_ROUTES } from '../../api/rest-routes';
import { failureReason } from '../../lib/failure-message';
import { useAppDispatch } from '../../state/hooks';
import { showRetryableNotice } from '../../state/notices/retries';
import { noticesActions } from '../../state/notices/slice';
import type { AppDispatch } from '../../state/store';

export interface Dismissal {
	/** Takes the notice off the page at once. */
	hide: () => void;
	save: () => Promise< unknown >;
	/** Brings the notice back as the server still has it. */
	undo: () => void;
}

/** Hides the notice, then saves; a refusal brings it back with the reason and a "Try again" that starts over. */
export async function runDismissal( dispatch: AppDispatch, id: string, { hide, save, undo }: Dismissal ): Promise< void > {
	hide();
	try {
		await save();
		dispatch( noticesActions.noticeRemoved( `${ id }-dismiss` ) );
	} catch ( error ) {
		undo();
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
			() => void runDismissal( dispatch, id, { hide, save, undo } )
		);
	}
}

export function useDismissForGood(): ( id: string ) => Promise< void > {
	const dispatch = useAppDispatch();
	return useCallback(
		( id: string ) =>
			runDismissal( dispatch, id, {
				hide: () => dispatch( noticesActions.noticeDismissedForGood( id ) ),
				save: () => callRoute( REST_ROUTES.dismissNotice, { params: { id }, data: { dismissed: true } } ),
				undo: () => dispatch( noticesActions.noticeDismissalUndone( id ) ),
			} ),
		[ dispatch ]
	);
}
