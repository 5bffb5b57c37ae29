/**
 * The status badges beside a Security card's content (docs/settings.md#security-status-badges): short words with a
 * tone, read as one group named for the card.
 */
import { __ } from '@wordpress/i18n';
import type { SecurityBadge } from './security-status-badge';
import { badgeLabel, badgeTone } from './security-status-badge';
import { useAppSelector } from '../../../state/hooks';
import './security.css';

export function StatusBadges( { badges }: { badges: readonly ( SecurityBadge | null )[] } ) {
	const locale = useAppSelector( ( state ) => state.page.locale );
	const shown = badges.filter( ( badge ): badge is SecurityBadge => badge !== null );
	if ( shown.length === 0 ) {
		return null;
	}
	return (
		<ul className="jp-settings-badges" aria-label={ __( 'Status', 'jetpack' ) }>
			{ shown.map( ( badge ) => (
				<li key={ `${ badge.kind }-${ badgeLabel( badge, locale ) }` } className={ `jp-settings-badge is-${ badgeTone( badge ) }` }>
					{ badgeLabel( badge, locale ) }
				</li>
			) ) }
		</ul>
	);
}
