/**
 * One boolean option of a module, saved at once like a module switch. Saving it switches its module on first when
 * the module is off. Disabled, with the reason shown, when its module is forced off or the card says so.
 */
import type { ReactNode } from 'react';
import { useGetModulesQuery } from '../../state/modules/api';
import { useAppSelector } from '../../state/hooks';
import { selectCapabilities } from '../../state/selectors';
import { moduleUnavailableReason } from '../../lib/module-toggle';
import { useSettingSwitch } from '../../state/settings/use-setting-switch';
import type { SaveMessages } from '../../state/settings/use-save-settings';
import { SettingSwitchView } from './SettingSwitchView';

export interface SettingToggleProps {
	/** The option's name in the settings map. */
	name: string;
	/** The module it belongs to, switched on first when off. */
	module?: string;
	label: ReactNode;
	help?: ReactNode;
	disabledReason?: string | null;
	messages?: SaveMessages;
}

export function SettingToggle( { name, module, label, help, disabledReason, messages }: SettingToggleProps ) {
	const found = useGetModulesQuery().data?.[ module ?? '' ];
	const caps = useAppSelector( selectCapabilities );
	const toggle = useSettingSwitch( name, { module, messages } );
	const moduleReason = module ? moduleUnavailableReason( found, caps ) : null;
	// A module forced on leaves its options free to change.
	const reason = ( found?.override === 'active' ? null : moduleReason ) ?? disabledReason ?? null;
	return <SettingSwitchView toggle={ toggle } label={ label } help={ help } reason={ reason } />;
}
