/** Like buttons: the module's switch, saved at once. */
import { __ } from '@wordpress/i18n';
import { FoundIn } from '../../../components/settings/search-context';
import { ModuleToggle } from '../../../components/settings/ModuleToggle';
import { SettingsCard } from '../../../components/settings/SettingsCard';

export function LikesCard() {
	return (
		<SettingsCard title={ __( 'Like buttons', 'jetpack' ) }>
			<FoundIn slug="likes" />
			<ModuleToggle
				slug="likes"
				label={ __( 'Add Like buttons to your posts and pages', 'jetpack' ) }
				help={ __( 'Readers can show their appreciation of a post with one click.', 'jetpack' ) }
			/>
		</SettingsCard>
	);
}
