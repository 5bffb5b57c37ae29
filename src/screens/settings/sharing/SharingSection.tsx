/**
 * The Sharing section: Jetpack Social connections, sharing buttons and like buttons, in that order, each only when
 * the rule shows it to this user and the search finds its module.
 */
import type { ComponentType } from 'react';
import { SettingsSection } from '../../../components/settings/SettingsSection';
import { useSettingsSearch } from '../../../components/settings/search-context';
import { sectionHeading, sectionScreenReaderHeading } from '../settings-sections';
import { visibleSharingCards } from './sharing-cards';
import type { SharingCard } from './sharing-cards';
import { useAppSelector } from '../../../state/hooks';
import { useGetModulesQuery } from '../../../state/modules/api';
import { selectCapabilities } from '../../../state/selectors';
import { LikesCard } from './LikesCard';
import { PublicizeCard } from './PublicizeCard';
import { SharingButtonsCard } from './SharingButtonsCard';

const CARDS: Record< SharingCard, ComponentType > = {
	publicize: PublicizeCard,
	sharedaddy: SharingButtonsCard,
	likes: LikesCard,
};

export function SharingSection() {
	const caps = useAppSelector( selectCapabilities );
	const modules = useGetModulesQuery().data;
	const { term, isFound } = useSettingsSearch();
	return (
		<SettingsSection
			name={ sectionHeading( 'sharing', true ) }
			heading={ sectionHeading( 'sharing', term !== '' ) }
			screenReaderHeading={ sectionScreenReaderHeading( 'sharing' ) }
		>
			{ visibleSharingCards( isFound, modules, caps ).map( ( card ) => {
				const Card = CARDS[ card ];
				return <Card key={ card } />;
			} ) }
		</SettingsSection>
	);
}
