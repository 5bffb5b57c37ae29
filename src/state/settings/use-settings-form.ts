/**
 * The fields of one settings card, saved together with its "Save Settings" button (docs/settings.md#save-model).
 * Edits are kept in the tab's form state (the settingsUi slice), not in the card: a card hidden by the search, a
 * filter or a fold shows them again when it comes back, and a refused save keeps every typed character. The form
 * counts as unsaved for the leave-confirmation while any edit differs from the server, shown or not, until it is
 * saved, undone, or forgotten by leaving the tab. A value the browser can check (a web address) or one the server
 * refused has its problem said beside its field, and Save waits until it is changed.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { Settings, SettingValue } from '../../api/types';
import { changedSettings, sameSetting } from '../../lib/module-toggle';
import { settingProblem } from '../../lib/setting-checks';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useGetSettingsQuery } from './api';
import { settingsUiActions } from './slice';
import type { Refusal } from './slice';
import { useSaveSettings } from './use-save-settings';
import type { SaveOptions } from './use-save-settings';

export interface SettingsForm {
	/** The value shown for an option: the user's edit, else the server's. */
	value: ( name: string ) => SettingValue | undefined;
	set: ( name: string, value: SettingValue ) => void;
	/** What is wrong with the value shown for an option, in words: the browser's check, else the server's refusal. */
	problem: ( name: string ) => string | null;
	/** Some edit differs from the server. */
	dirty: boolean;
	/** Some edit would be refused: Save waits for a fix. */
	invalid: boolean;
	saving: boolean;
	/** Saves the changed options; resolves true once the server took them. */
	save: () => Promise< boolean >;
	/** Gives up every edit of the form (the server's values show again). */
	discard: () => void;
}

const NO_EDITS: Settings = {};
const NO_REFUSALS: Record< string, Refusal > = {};

/** `id` names the form in the tab's form state: unique per card, e.g. 'security-firewall'. */
export function useSettingsForm( id: string, options: SaveOptions = {} ): SettingsForm {
	const dispatch = useAppDispatch();
	const settings = useGetSettingsQuery().data;
	const saveSettings = useSaveSettings();
	const edits = useAppSelector( ( state ) => state.settingsUi.formEdits[ id ] ?? NO_EDITS );
	const saving = useAppSelector( ( state ) => state.settingsUi.savingForms.includes( id ) );
	const refusals = useAppSelector( ( state ) => state.settingsUi.formRefusals[ id ] ?? NO_REFUSALS );
	const changed = changedSettings( edits, settings );
	const dirty = Object.keys( changed ).length > 0;
	// A refused value is marked while the field still holds it; any other value may be sent again.
	const problemOf = ( name: string, shown: SettingValue | undefined ): string | null => {
		const refusal = refusals[ name ];
		return ( shown === undefined ? null : settingProblem( name, shown ) ) ?? ( refusal && sameSetting( shown, refusal.value ) ? refusal.reason : null );
	};
	const invalid = Object.entries( changed ).some( ( [ name, shown ] ) => problemOf( name, shown ) !== null );

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

	const problem = ( name: string ) => problemOf( name, value( name ) );

	const save = async () => {
		if ( ! dirty || saving || invalid ) {
			return false;
		}
		dispatch( settingsUiActions.formSaveStarted( { id, sent: changed } ) );
		let refused: Record< string, Refusal > | undefined;
		const onRefused = ( reasons: Record< string, string > ) => {
			refused = Object.fromEntries(
				Object.entries( reasons ).flatMap( ( [ name, reason ] ) => ( name in changed ? [ [ name, { value: changed[ name ] ?? null, reason } ] ] : [] ) )
			);
		};
		const ok = await saveSettings( changed, { ...options, onRefused } );
		dispatch( settingsUiActions.formSaveEnded( { id, saved: ok ? changed : null, refused } ) );
		return ok;
	};
	const discard = useCallback( () => void dispatch( settingsUiActions.formDiscarded( { id } ) ), [ dispatch, id ] );
	return { value, set, problem, dirty, invalid, saving, save, discard };
}
