/**
 * The Activity card (docs/dashboard.md#activity; its content is ours): what the activity log is and the way to it on
 * WordPress.com. It asks the server nothing.
 */
import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { DashItem } from '../../../components/dash-item/DashItem';
import { getActivityCardView } from './activity-card';
import { activityLogUrl } from '../../../lib/security-links';
import { useAppSelector } from '../../../state/hooks';
import { selectCapabilities } from '../../../state/selectors';
import './activity-card.css';

function ActivityBody() {
	const caps = useAppSelector( selectCapabilities );
	const rawUrl = useAppSelector( ( state ) => state.page.rawUrl );
	switch ( getActivityCardView( caps ) ) {
		case 'offline':
			return <p>{ __( 'Unavailable in Offline Mode.', 'jetpack' ) }</p>;
		case 'not-connected':
			return <p>{ __( 'The activity log starts recording once your site is connected to WordPress.com.', 'jetpack' ) }</p>;
		case 'log':
			return (
				<>
					<p>
						{ __(
							'The activity log records the changes made on your site: posts, pages, plugins, settings and logins, with who made them and when.',
							'jetpack'
						) }
					</p>
					<ExternalLink className="jp-activity-card__link" href={ activityLogUrl( rawUrl ) }>
						{ __( 'View site activity', 'jetpack' ) }
					</ExternalLink>
				</>
			);
	}
}

export function ActivityGlance() {
	return (
		<DashItem title={ __( 'Activity', 'jetpack' ) }>
			<ActivityBody />
		</DashItem>
	);
}
