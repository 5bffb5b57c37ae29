/**
 * Related posts: the module switch, a heading and thumbnails above the related items, a preview of three sample
 * items that follows both switches, and the Customizer for the rest of the options.
 */
import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { FoundIn } from '../../../components/settings/search-context';
import { ModuleToggle } from '../../../components/settings/ModuleToggle';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { SettingToggle } from '../../../components/settings/SettingToggle';
import { RelatedPostsPreview } from './RelatedPostsPreview';
import { useTrafficPage } from './use-traffic-page';

const MODULE = 'related-posts';

export function RelatedPostsCard() {
	const { settings, page } = useTrafficPage();
	const on = settings[ MODULE ] === true;
	const customizer = `${ page.adminUrl }customize.php?autofocus[section]=jetpack_relatedposts&url=${ encodeURIComponent( page.lastPostUrl ) }`;
	return (
		<SettingsCard title={ __( 'Related posts', 'jetpack' ) }>
			<FoundIn slug={ MODULE } />
			<ModuleToggle slug={ MODULE } label={ __( 'Show related content after posts', 'jetpack' ) } />
			{ on && (
				<>
					<SettingToggle name="show_headline" module={ MODULE } label={ __( 'Highlight related content with a heading', 'jetpack' ) } />
					<SettingToggle name="show_thumbnails" module={ MODULE } label={ __( 'Show a thumbnail image where available', 'jetpack' ) } />
					<RelatedPostsPreview headline={ settings.show_headline === true } thumbnails={ settings.show_thumbnails === true } />
					<p>
						<ExternalLink href={ customizer }>{ __( 'Configure related posts in the Customizer', 'jetpack' ) }</ExternalLink>
					</p>
				</>
			) }
		</SettingsCard>
	);
}
