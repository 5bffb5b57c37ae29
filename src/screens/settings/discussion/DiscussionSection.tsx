/** The Discussion section: the Comments card and the Subscriptions card, each when one of its modules is found. */
import { SettingsSection } from '../../../components/settings/SettingsSection';
import { useSettingsSearch } from '../../../components/settings/search-context';
import { sectionHeading } from '../settings-sections';
import { CommentsCard } from './CommentsCard';
import { SubscriptionsCard } from './SubscriptionsCard';

export function DiscussionSection() {
	const { term, isFound } = useSettingsSearch();
	return (
		<SettingsSection name={ sectionHeading( 'discussion', true ) } heading={ sectionHeading( 'discussion', term !== '' ) }>
			{ [ 'comments', 'gravatar-hovercards', 'markdown', 'comment-likes' ].some( isFound ) && <CommentsCard /> }
			{ isFound( 'subscriptions' ) && <SubscriptionsCard /> }
		</SettingsSection>
	);
}
