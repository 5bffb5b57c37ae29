/**
 * The Writing section: media, composing, custom content types, theme enhancements, widgets, post by email and the
 * WordPress.com toolbar, in that order, each only when the rule shows it to this user and the search finds one of
 * its modules. Users who cannot manage modules see composing and use post by email, or read that their tools show
 * here.
 */
import type { ComponentType } from 'react';
import { __ } from '@wordpress/i18n';
import { SettingsSection } from '../../../components/settings/SettingsSection';
import { useSettingsSearch } from '../../../components/settings/search-context';
import { sectionHeading } from '../settings-sections';
import { visibleWritingCards } from './writing-cards';
import type { WritingCard } from './writing-cards';
import { useAppSelector } from '../../../state/hooks';
import { useGetModulesQuery } from '../../../state/modules/api';
import { selectCapabilities } from '../../../state/selectors';
import { ComposingCard } from './ComposingCard';
import { ContentTypesCard } from './ContentTypesCard';
import { CarouselCard } from './CarouselCard';
import { PostByEmailCard } from './PostByEmailCard';
import { ThemeEnhancementsCard } from './ThemeEnhancementsCard';
import { ToolbarCard } from './ToolbarCard';
import { WidgetsCard } from './WidgetsCard';
import './writing.css';

const CARDS: Record< WritingCard, ComponentType > = {
	media: CarouselCard,
	composing: ComposingCard,
	'custom-content-types': ContentTypesCard,
	'theme-enhancements': ThemeEnhancementsCard,
	widgets: WidgetsCard,
	'post-by-email': PostByEmailCard,
	masterbar: ToolbarCard,
};

export function WritingSection() {
	const caps = useAppSelector( selectCapabilities );
	const modules = useGetModulesQuery().data;
	const { term, isFound } = useSettingsSearch();
	const cards = visibleWritingCards( isFound, modules, caps );
	return (
		<SettingsSection name={ sectionHeading( 'writing', true ) } heading={ sectionHeading( 'writing', term !== '' ) }>
			{ cards.map( ( card ) => {
				const Card = CARDS[ card ];
				return <Card key={ card } />;
			} ) }
			{ ! caps.userCanManageModules && cards.length === 0 && (
				<p>{ __( 'Writing tools available to you will be shown here when an administrator enables them.', 'jetpack' ) }</p>
			) }
		</SettingsSection>
	);
}
