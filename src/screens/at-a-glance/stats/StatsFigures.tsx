/** The general figures under the chart. */
import { __, sprintf } from '@wordpress/i18n';
import type { StatsGeneral } from '../../../api/types';
import { formatPhpDate } from '../../../lib/php-date';
import { viewsText } from './views-text';
import { formatCount } from '../../../lib/locale';

export function StatsFigures( { stats, locale }: { stats: StatsGeneral; locale: string } ) {
	const figures = [
		[ __( 'Views today', 'jetpack' ), formatCount( stats.views_today, locale ) ],
		[
			__( 'Best overall day', 'jetpack' ),
			stats.views_best_day
				? sprintf(
						/* translators: 1: a number of views, e.g. 312 views; 2: the day they were counted, e.g. November 2, 2026. */
						__( '%1$s on %2$s', 'jetpack' ),
						viewsText( stats.views_best_day_total, locale ),
						formatPhpDate( new Date( stats.views_best_day ), 'F j, Y', locale )
				  )
				: '–',
		],
		[ __( 'All-time views', 'jetpack' ), formatCount( stats.views, locale ) ],
		[ __( 'All-time comments', 'jetpack' ), formatCount( stats.comments, locale ) ],
	];
	return (
		<dl className="jp-stats-figures">
			{ figures.map( ( [ term, value ] ) => (
				<div key={ term }>
					<dt>{ term }</dt>
					<dd>{ value }</dd>
				</div>
			) ) }
		</dl>
	);
}
