/** The look of every settings switch: the position, "Saving…" while saving (in room kept for it), the reason it is disabled. */
import type { ReactNode } from 'react';
import { ToggleControl } from '@wordpress/components';
import type { SettingSwitch } from '../../state/settings/use-setting-switch';
import { SavingNote } from './SavingNote';
import './settings.css';

export function SettingSwitchView( {
	toggle,
	label,
	help,
	reason,
}: {
	toggle: SettingSwitch;
	label: ReactNode;
	help?: ReactNode;
	reason: string | null;
} ) {
	const { on, saving, change } = toggle;
	return (
		<div className={ `jp-settings-switch${ saving ? ' is-toggling' : '' }${ reason ? ' is-disabled' : '' }` } aria-busy={ saving || undefined }>
			<ToggleControl
				__nextHasNoMarginBottom
				label={
					<>
						{ label }
						<SavingNote saving={ saving } className="jp-settings-switch__saving" />
					</>
				}
				help={ reason ?? help }
				checked={ on }
				disabled={ !! reason }
				// Enabled while saving, so focus stays on it; the switch itself ignores a change made then.
				onChange={ ( next: boolean ) => void ( ! reason && change( next ) ) }
			/>
		</div>
	);
}
