/**
 * The fields of one settings card, saved together with its "Save Settings" button. Edits are kept locally until
 * the server takes them (a refused save keeps every typed character); the card counts as unsaved for the
 * leave-confirmation while any edit differs from the server, and no longer once saved, undone or unmounted.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Settings, SettingValue } from '../../api/types';
import { changedSettings, sameSetting } from '../../lib/module-toggle';
import { useAppDispatch } from '../hooks';
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
}

/** `id` names the form for the unsaved-changes flag: unique per card, e.g. 'security-firewall'. */
export function useSettingsForm( id: string, options: SaveOptions = {} ): SettingsForm {
	const dispatch = useAppDispatch();
	const settings = useGetSettingsQuery().data;
	const saveSettings = useSaveSettings();
	const [ edits, setEdits ] = useState< Settings >( {} );
	const [ saving, setSaving ] = useState( false );
	const changed = changedSettings( edits, settings );
	const dirty = Object.keys( changed ).length > 0;

	useEffect( () => {
		dispatch( settingsUiActions.formDirtyChanged( { id, dirty } ) );
	}, [ dispatch, id, dirty ] );
	useEffect( () => () => void dispatch( settingsUiActions.formDirtyChanged( { id, dirty: false } ) ), [ dispatch, id ] );

	const value = useCallback( ( name: string ) => ( name in edits ? edits[ name ] : settings?.[ name ] ), [ edits, settings ] );
	const set = useCallback( ( name: string, next: SettingValue ) => setEdits( ( current ) => ( { ...current, [ name ]: next } ) ), [] );

	const save = async () => {
		if ( ! dirty || saving ) {
			return false;
		}
		setSaving( true );
		const ok = await saveSettings( changed, options );
		if ( ok ) {
			// Drop only what was saved: text typed while the save ran stays as an edit.
			setEdits( ( current ) =>
				Object.fromEntries( Object.entries( current ).filter( ( [ name, edit ] ) => ! sameSetting( edit, changed[ name ] ) ) )
			);
		}
		setSaving( false );
		return ok;
	};
	return { value, set, dirty, saving, save };
}
