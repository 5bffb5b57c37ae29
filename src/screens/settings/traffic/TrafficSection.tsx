/**
 * The Traffic section: ads, related posts, SEO, Google Analytics, site stats, shortlinks, sitemaps and
 * verification tools, in that order, each only when the site has its module and the search finds it.
 */
import type { ComponentType } from 'react';
import { useSettingsSearch } from '../../../components/settings/search-context';
import { SettingsSection } from '../../../components/settings/SettingsSection';
import { sectionHeading } from '../settings-sections';
import { visibleTrafficCards } from './traffic-cards';
import type { TrafficCardModule } from './traffic-cards';
import { useGetModulesQuery } from '../../../state/modules/api';
import { AdsCard } from './AdsCard';
import { GoogleAnalyticsCard } from './GoogleAnalyticsCard';
import { RelatedPostsCard } from './RelatedPostsCard';
import { SeoCard } from './SeoCard';
import { ShortlinksCard } from './ShortlinksCard';
import { SiteStatsCard } from './SiteStatsCard';
import { SitemapsCard } from './SitemapsCard';
import { VerificationCard } from './VerificationCard';
import './traffic.css';

const CARDS: Record< TrafficCardModule, ComponentType > = {
	wordads: AdsCard,
	'related-posts': RelatedPostsCard,
	'seo-tools': SeoCard,
	'google-analytics': GoogleAnalyticsCard,
	stats: SiteStatsCard,
	shortlinks: ShortlinksCard,
	sitemaps: SitemapsCard,
	'verification-tools': VerificationCard,
};

export function TrafficSection() {
	const modules = useGetModulesQuery().data;
	const { term, isFound } = useSettingsSearch();
	return (
		<SettingsSection name={ sectionHeading( 'traffic', true ) } heading={ sectionHeading( 'traffic', term !== '' ) }>
			{ visibleTrafficCards( isFound, modules ).map( ( slug ) => {
				const Card = CARDS[ slug ];
				return <Card key={ slug } />;
			} ) }
		</SettingsSection>
	);
}
