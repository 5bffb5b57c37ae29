/**
 * Media: the carousel's switch and, once it is on, its Exif and comments switches (saved at once) and its colour
 * scheme (saved with Save Settings), the choices being the ones the server accepts.
 */
import { __ } from '@wordpress/i18n';
import { FoundIn } from '../../../components/settings/search-context';
import { ModuleToggle } from '../../../components/settings/ModuleToggle';
import { SettingSelect } from '../../../components/settings/SettingFields';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { SettingToggle } from '../../../components/settings/SettingToggle';
import { moduleUnavailableReason } from '../../../lib/module-toggle';
import { useAppSelector } from '../../../state/hooks';
import { useGetModulesQuery } from '../../../state/modules/api';
import { selectCapabilities } from '../../../state/selectors';
import { useSettingSwitch } from '../../../state/settings/use-setting-switch';
import { useSettingsForm } from '../../../state/settings/use-settings-form';

const MODULE = 'carousel';

export function CarouselCard() {
	const caps = useAppSelector( selectCapabilities );
	const module = useGetModulesQuery().data?.[ MODULE ];
	const on = useSettingSwitch( MODULE ).on;
	const form = useSettingsForm( 'writing-carousel', { module: MODULE } );
	const colors = module?.options.carousel_background_color?.enum_labels ?? {};
	const locked = module?.override === 'active' ? false : !! moduleUnavailableReason( module, caps );
	return (
		<SettingsCard title={ __( 'Media', 'jetpack' ) } form={ on ? form : undefined }>
			<FoundIn slug={ MODULE } />
			<ModuleToggle slug={ MODULE } label={ __( 'Display images in a full-screen carousel gallery', 'jetpack' ) } />
			{ on && (
				<div className="jp-writing__options">
					<SettingToggle name="carousel_display_exif" module={ MODULE } label={ __( 'Show photo Exif metadata in carousel (when available)', 'jetpack' ) } />
					<SettingToggle name="carousel_display_comments" module={ MODULE } label={ __( 'Show comments area in carousel', 'jetpack' ) } />
					<SettingSelect
						form={ form }
						name="carousel_background_color"
						label={ __( 'Carousel color scheme', 'jetpack' ) }
						disabled={ locked || form.saving }
						options={ Object.entries( colors ).map( ( [ value, label ] ) => ( { value, label } ) ) }
					/>
				</div>
			) }
		</SettingsCard>
	);
}
