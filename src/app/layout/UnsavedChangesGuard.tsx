/**
 * Leaving a settings tab with unsaved settings asks first (docs/connection.md#flows-and-their-states,
 * docs/rules.md#validation, docs/settings.md#save-model). The edits live in the store per form (the settingsUi
 * slice), not in the cards on screen, so a card the search or a fold hides still counts; accepting forgets every
 * form's edits and the flag. Unloading the page forgets them too.
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { __ } from '@wordpress/i18n';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { settingsUiActions } from '../../state/settings/slice';

export function UnsavedChangesGuard() {
	const dispatch = useAppDispatch();
	const unsaved = useAppSelector( ( state ) => state.settingsUi.hasUnsavedChanges );
	const blocker = useBlocker(
		( { currentLocation, nextLocation } ) => unsaved && currentLocation.pathname !== nextLocation.pathname
	);

	useEffect( () => {
		if ( blocker.state !== 'blocked' ) {
			return;
		}
		if ( window.confirm( __( 'There are unsaved settings in this tab that will be lost if you leave it. Proceed?', 'jetpack' ) ) ) {
			dispatch( settingsUiActions.unsavedChangesCleared() );
			blocker.proceed();
		} else {
			blocker.reset();
		}
	}, [ blocker, dispatch ] );

	useEffect( () => {
		const onUnload = () => dispatch( settingsUiActions.unsavedChangesCleared() );
		window.addEventListener( 'unload', onUnload );
		return () => window.removeEventListener( 'unload', onUnload );
	}, [ dispatch ] );

	return null;
}
