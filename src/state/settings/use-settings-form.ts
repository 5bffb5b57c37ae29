/**
 * The fields of one settings card, saved together with its "Save Settings" button (docs/settings.md#save-model).
 * Edits are kept in the tab's form state (the settingsUi slice), not in the card: a card hidden by the search, a
 * filter or a fold shows them again when it comes back, and a refused save keeps every typed character. The form
 * counts as unsaved for the leave-confirmation while any edit differs from the server, shown or not, until it is
 * saved, undone, or forgotten by leaving the tab.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { Settings, SettingValue } from '../../api/types';
import { changedSettings } from '../../lib/module-toggle';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useGetSettingsQuery } from './api';
import { settingsUiActions } from './slice';
import { useSaveSettings } from './use-save-settings';
import type { SaveOptions } from './use-save-settings';

export interface SettingsForm {
	/** The value shown for an option: the user's edit, else the server's. */
	value: ( name: string ) => SettingValue | undefined;
	set: ( name: string, value: SettingValue ) => void;
	/** Some edit differs from the server. */
	dirty: boolean;
	saving: boolean;
	/** Saves the changed options; resolves true once the server took them. */
	save: () => Promise< boolean >;
	/** Gives up every edit of the form (the server's values show again). */
	discard: () => void;
}

const NO_EDITS: Settings = {};

/** `id` names the form in the tab's form state: unique per card, e.g. 'security-firewall'. */
export function useSettingsForm( id: string, options: SaveOptions = {} ): SettingsForm {
	const dispatch = useAppDispatch();
	const settings = useGetSettingsQuery().data;
	const saveSettings = useSaveSettings();
	const edits = useAppSelector( ( state ) => state.settingsUi.formEdits[ id ] ?? NO_EDITS );
	const saving = useAppSelector( ( state ) => state.settingsUi.savingForms.includes( id ) );
	const changed = changedSettings( edits, settings );
	const dirty = Object.keys( changed ).length > 0;

	// Only while the card is shown can it tell whether its edits still differ from the server; once it is hidden the
	// flag stays as it was, so edits the user cannot see are still asked about.
	useEffect( () => {
		dispatch( settingsUiActions.formDirtyChanged( { id, dirty } ) );
	}, [ dispatch, id, dirty ] );
	const dirtyNow = useRef( dirty );
	dirtyNow.current = dirty;
	useEffect( () => () => void dispatch( settingsUiActions.formHidden( { id, dirty: dirtyNow.current } ) ), [ dispatch, id ] );

	const value = useCallback( ( name: string ) => ( name in edits ? edits[ name ] : settings?.[ name ] ), [ edits, settings ] );
	const set = useCallback(
		( name: string, next: SettingValue ) => void dispatch( settingsUiActions.formEdited( { id, name, value: next, saved: settings?.[ name ] } ) ),
		[ dispatch, id, settings ]
	);

	const save = async () => {
		if ( ! dirty || saving ) {
			return false;
		}
		dispatch( settingsUiActions.formSaveStarted( { id } ) );
		const ok = await saveSettings( changed, options );
		dispatch( settingsUiActions.formSaveEnded( { id, saved: ok ? changed : null } ) );
		return ok;
	};
	const discard = useCallback( () => void dispatch( settingsUiActions.formDiscarded( { id } ) ), [ dispatch, id ] );
	return { value, set, dirty, saving, save, discard };
}
