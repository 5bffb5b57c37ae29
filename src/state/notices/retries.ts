/**
 * The "Try again" of a queued notice. The action is a function, which the store must not hold, so it is kept here
 * by notice id; the notice itself only says that it can retry. Showing another notice under the same id replaces it.
 */
import type { AppDispatch } from '../store';
import { noticesActions } from './slice';
import type { NoticeInput } from './slice';

const retries = new Map< string, () => void >();

/** Shows a notice whose "Try again" runs `retry`. */
export function showRetryableNotice( dispatch: AppDispatch, input: NoticeInput, retry: () => void ): void {
	retries.set( input.noticeId, retry );
	dispatch( noticesActions.noticeShown( { ...input, canRetry: true } ) );
}

/** The action of a notice's "Try again", when one was given. */
export function noticeRetry( noticeId: string ): ( () => void ) | undefined {
	return retries.get( noticeId );
}
