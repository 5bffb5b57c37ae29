/**
 * A card whose fields show only while its module is on gives up its unsaved edits once the module is switched off
 * and the server took it (docs/settings.md#save-model): the card then has no field and no Save to show them with, so
 * they would be questioned on leaving the tab with no way to save or undo them. A switch the server refused leaves
 * the module on, and the edits with it.
 */
import { useEffect, useRef } from 'react';
import type { SettingsForm } from '../../../state/settings/use-settings-form';

export function useEditsDroppedWhenOff( form: SettingsForm, moduleOn: boolean ): void {
	const wasOn = useRef( moduleOn );
	const { discard } = form;
	useEffect( () => {
		if ( wasOn.current && ! moduleOn ) {
			discard();
		}
		wasOn.current = moduleOn;
	}, [ moduleOn, discard ] );
}
