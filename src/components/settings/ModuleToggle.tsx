/**
 * A module's on/off switch, saved at once. It shows the position being saved, ignores changes while saving, and
 * is disabled (with the reason readable beside it) when the module is forced on or off by a site administrator,
 * needs a connection the site lacks, or the user may not manage modules.
 */
import type { ReactNode } from 'react';
import { useGetModulesQuery } from '../../state/modules/api';
import { useAppSelector } from '../../state/hooks';
import { selectCapabilities } from '../../state/selectors';
import { moduleUnavailableReason } from '../../lib/module-toggle';
import { useSettingSwitch } from '../../state/settings/use-setting-switch';
import { SettingSwitchView } from './SettingSwitchView';

export interface ModuleToggleProps {
	slug: string;
	label: ReactNode;
	/** A line under the label, replaced by the reason when the switch is disabled. */
	help?: ReactNode;
	/** Disabled for a reason of the card's own (shown as the help). */
	disabledReason?: string | null;
}

export function ModuleToggle( { slug, label, help, disabledReason }: ModuleToggleProps ) {
	const module = useGetModulesQuery().data?.[ slug ];
	const caps = useAppSelector( selectCapabilities );
	const toggle = useSettingSwitch( slug );
	const reason = moduleUnavailableReason( module, caps ) ?? disabledReason ?? null;
	return <SettingSwitchView toggle={ toggle } label={ label } help={ help } reason={ reason } />;
}
