/**
 * The WordPress.com toolbar: its switch, which works only for a user linked to WordPress.com (others are asked to
 * connect their account first).
 */
import { __ } from '@wordpress/i18n';
import { FoundIn } from '../../../components/settings/search-context';
import { ModuleToggle } from '../../../components/settings/ModuleToggle';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { useAppSelector } from '../../../state/hooks';
import { selectCapabilities } from '../../../state/selectors';

export function ToolbarCard() {
	const caps = useAppSelector( selectCapabilities );
	const unlinked = caps.isLinked ? null : __( 'Connect your WordPress.com account to use the WordPress.com toolbar.', 'jetpack' );
	return (
		<SettingsCard title={ __( 'WordPress.com toolbar', 'jetpack' ) } unavailable={ unlinked }>
			<FoundIn slug="masterbar" />
			<ModuleToggle
				slug="masterbar"
				label={ __( 'Enable the WordPress.com toolbar', 'jetpack' ) }
				help={ __(
					'The WordPress.com toolbar replaces the default admin bar and offers quick links to the Reader, all your sites, your WordPress.com profile, and notifications.',
					'jetpack'
				) }
			/>
		</SettingsCard>
	);
}
