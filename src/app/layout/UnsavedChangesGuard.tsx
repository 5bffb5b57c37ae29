/**
 * Leaving a settings tab with unsaved settings asks first (docs/connection.md#flows-and-their-states,
 * docs/rules.md#validation); accepting forgets the unsaved flag. The flag is also dropped when the page unloads.
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
