/**
 * The legacy service's backup figures: posts, comments and plugins (docs/dashboard.md#backup), in the user's locale.
 */
import { _n, sprintf } from '@wordpress/i18n';
import type { BackupStats } from './backup-card';
import { useAppSelector } from '../../../state/hooks';
import { formatCount } from '../../../lib/locale';

/** The posts always; comments and plugins when the legacy service counted them. */
export function BackupFigures( { stats }: { stats: Pick< BackupStats, 'posts' > & Partial< BackupStats > } ) {
	const locale = useAppSelector( ( state ) => state.page.locale );
	const count = ( value: number ) => formatCount( value, locale );
	const items: string[] = [
		/* translators: %s: a number of posts, e.g. 1,234. */
		sprintf( _n( '%s post', '%s posts', stats.posts, 'jetpack' ), count( stats.posts ) ),
		stats.comments !== undefined &&
			/* translators: %s: a number of comments, e.g. 1,234. */
			sprintf( _n( '%s comment', '%s comments', stats.comments, 'jetpack' ), count( stats.comments ) ),
		stats.plugins !== undefined &&
			/* translators: %s: a number of installed plugins, e.g. 12. */
			sprintf( _n( '%s plugin', '%s plugins', stats.plugins, 'jetpack' ), count( stats.plugins ) ),
	].filter( ( item ) => typeof item === 'string' );
	return (
		<ul className="jp-backup-figures">
			{ items.map( ( item ) => (
				<li key={ item }>{ item }</li>
			) ) }
		</ul>
	);
}
