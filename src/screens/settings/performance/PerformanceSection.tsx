/** The Performance section: Media (VideoPress), Search, and Performance & speed (site accelerator, lazy images). */
import { SettingsSection } from '../../../components/settings/SettingsSection';
import { useSettingsSearch } from '../../../components/settings/search-context';
import { sectionHeading } from '../settings-sections';
import { VideoPressMediaCard } from './VideoPressMediaCard';
import { SearchCard } from './SearchCard';
import { SpeedCard } from './SpeedCard';

export function PerformanceSection() {
	const { term, isFound } = useSettingsSearch();
	const speed = [ 'photon', 'photon-cdn', 'lazy-images', 'tiled-gallery' ].some( isFound );
	return (
		<SettingsSection name={ sectionHeading( 'performance', true ) } heading={ sectionHeading( 'performance', term !== '' ) }>
			{ isFound( 'videopress' ) && <VideoPressMediaCard /> }
			{ isFound( 'search' ) && <SearchCard /> }
			{ speed && <SpeedCard /> }
		</SettingsSection>
	);
}
