/**
 * Leaving a settings tab with unsaved settings asks first, however the user leaves (docs/settings.md#save-model,
 * docs/connection.md#flows-and-their-states). The edits live in the store per form (the settingsUi slice), not in the
 * cards on screen, so a card the search or a fold hides still counts; accepting forgets every form's edits and the
 * flag. Unloading the page forgets them too. Rendered only while something is unsaved. While every unsaved edit is
 * in a save under way nothing would be lost, so leaving does not ask: the save completes, or its failure notice
 * keeps "Try again", wherever the user goes.
 */
import { useContext, useEffect } from 'react';
import { __ } from '@wordpress/i18n';
import { useAppDispatch, useAppStore } from '../../state/hooks';
import { leavingLosesEdits, settingsUiActions } from '../../state/settings/slice';
import { GuardedHistoryContext } from '../guarded-history';

export function UnsavedChangesGuard() {
	const dispatch = useAppDispatch();
	const store = useAppStore();
	const history = useContext( GuardedHistoryContext );

	useEffect(
		() =>
			history?.guard( ( shown, next ) => {
				if ( shown.pathname === next.pathname ) {
					return true;
				}
				if ( ! leavingLosesEdits( store.getState().settingsUi ) ) {
					dispatch( settingsUiActions.unsavedChangesCleared() );
					return true;
				}
				if ( ! window.confirm( __( 'There are unsaved settings in this tab that will be lost if you leave it. Proceed?', 'jetpack' ) ) ) {
					return false;
				}
				dispatch( settingsUiActions.unsavedChangesCleared() );
				return true;
			} ),
		[ history, dispatch, store ]
	);

	useEffect( () => {
		const onUnload = () => dispatch( settingsUiActions.unsavedChangesCleared() );
		window.addEventListener( 'unload', onUnload );
		return () => window.removeEventListener( 'unload', onUnload );
	}, [ dispatch ] );

	return null;
}
