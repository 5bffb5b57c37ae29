/** One boolean option shown as a checkbox, saved at once through the settings switch (its module switched on first). */
import { CheckboxControl } from '@wordpress/components';
import { useSettingSwitch } from '../../../state/settings/use-setting-switch';

export function SettingCheckbox( { name, module, label, disabled }: { name: string; module: string; label: string; disabled?: boolean } ) {
	const toggle = useSettingSwitch( name, { module } );
	return (
		<CheckboxControl
			__nextHasNoMarginBottom
			label={ label }
			checked={ toggle.on }
			disabled={ disabled }
			aria-busy={ toggle.saving || undefined }
			onChange={ ( next: boolean ) => void toggle.change( next ) }
		/>
	);
}
