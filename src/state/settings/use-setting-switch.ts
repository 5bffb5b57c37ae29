/**
 * A switch that saves at once: a module (its slug is a setting) or one boolean option. While the save runs the
 * switch shows the chosen position and ignores further changes; a refused save puts it back where the server has it.
 */
import { useState } from 'react';
import type { Settings, SettingValue } from '../../api/types';
import { useGetSettingsQuery } from './api';
import { useSaveSettings } from './use-save-settings';
import type { SaveMessages, SaveOptions } from './use-save-settings';

export interface SwitchOptions extends Omit< SaveOptions, 'messages' > {
	/** The notices' words, possibly by direction. */
	messages?: SaveMessages | ( ( next: boolean ) => SaveMessages );
	/** What a change saves, when more than the one setting moves with it (default: { [name]: next }). */
	buildUpdate?: ( next: boolean ) => Settings;
	/** Whether the switch is on, when that is more than the one setting being true. */
	isOn?: ( settings: Settings | undefined ) => boolean;
}

export interface SettingSwitch {
	/** The position shown: the one being saved, else the server's. */
	on: boolean;
	saving: boolean;
	/** Saves the new position; ignored while a save of this switch runs. Resolves true when the server took it. */
	change: ( next: boolean ) => Promise< boolean >;
}

export function useSettingSwitch( name: string, options: SwitchOptions = {} ): SettingSwitch {
	const settings = useGetSettingsQuery().data;
	const saved: SettingValue | undefined = settings?.[ name ];
	const save = useSaveSettings();
	const [ pending, setPending ] = useState< boolean | null >( null );
	const change = async ( next: boolean ) => {
		if ( pending !== null ) {
			return false;
		}
		setPending( next );
		const { messages, buildUpdate, module } = options;
		const update = buildUpdate ? buildUpdate( next ) : { [ name ]: next };
		const ok = await save( update, { module, messages: typeof messages === 'function' ? messages( next ) : messages } );
		setPending( null );
		return ok;
	};
	const serverOn = options.isOn ? options.isOn( settings ) : saved === true;
	return { on: pending ?? serverOn, saving: pending !== null, change };
}
