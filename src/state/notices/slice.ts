/** The notices area (docs/shell.md#notices): what is shown now, and which server-side notices the user dismissed. */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** Success notices leave after this long (docs/rules.md#constants, docs/rules.md#plans-and-products). */
export const SUCCESS_NOTICE_MS = 2000;

export type NoticeStatus = 'is-success' | 'is-error' | 'is-info' | 'is-warning';

export interface Notice {
	noticeId: string;
	status: NoticeStatus;
	text: string;
	/** Milliseconds before it dismisses itself; 0 keeps it until dismissed. */
	duration: number;
	showDismiss: boolean;
	isPersistent: boolean;
	displayOnNextPage: boolean;
	/** It offers "Try again", which runs the action kept for it in retries.ts (the store holds only plain data). */
	canRetry: boolean;
}

export type NoticeInput = Pick< Notice, 'noticeId' | 'text' > & Partial< Omit< Notice, 'noticeId' | 'text' > >;

export interface NoticesState {
	items: Notice[];
	dismissed: Record< string, boolean >;
}

export function createNotice( input: NoticeInput ): Notice {
	return {
		status: 'is-info',
		duration: 0,
		showDismiss: true,
		isPersistent: false,
		displayOnNextPage: false,
		canRetry: false,
		...input,
	};
}

const initialState: NoticesState = { items: [], dismissed: {} };

/** `dismissed` is preloaded from Initial_State.dismissedNotices. */
export const noticesSlice = createSlice( {
		name: 'notices',
		initialState,
		reducers: {
			/** Adds a notice, replacing one with the same id (a retried action updates its notice in place). */
			noticeShown( state, action: PayloadAction< NoticeInput > ) {
				const notice = createNotice( action.payload );
				state.items = state.items.filter( ( item ) => item.noticeId !== notice.noticeId ).concat( notice );
			},
			noticeRemoved( state, action: PayloadAction< string > ) {
				state.items = state.items.filter( ( item ) => item.noticeId !== action.payload );
			},
			noticeDismissedForGood( state, action: PayloadAction< string > ) {
				state.dismissed[ action.payload ] = true;
				state.items = state.items.filter( ( item ) => item.noticeId !== action.payload );
			},
			/** The server refused a dismissal: the notice shows again. */
			noticeDismissalUndone( state, action: PayloadAction< string > ) {
				state.dismissed[ action.payload ] = false;
			},
		},
} );

export const noticesActions = noticesSlice.actions;
