/**
 * Stats switched on: the selected range's data (days first; the others are fetched on intent, src/screens/at-a-glance/stats/use-stats-range.ts),
 * shown as the provider's errors, the welcome of a site with no views yet, or the chart with its figures.
 */
import { useId, useState } from 'react';
import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { StatsRange } from '../../../api/types';
import { QueryView } from '../../../components/isolation/QueryView';
import { FIRST_STATS_RANGE, statsCardState, statsUrl } from './stats-card';
import { statsBars } from './stats-chart';
import { useAppSelector } from '../../../state/hooks';
import { SettingsButton } from './SettingsButton';
import { StatsChart } from './StatsChart';
import { StatsFigures } from './StatsFigures';
import { StatsTabs } from './StatsTabs';
import { useStatsRange } from './use-stats-range';

export function StatsView( { emptyCardDismissed, canDismiss }: { emptyCardDismissed: boolean; canDismiss: boolean } ) {
	const [ range, setRange ] = useState< StatsRange >( FIRST_STATS_RANGE );
	const id = useId();
	const { query, hasData, prefetchOthers } = useStatsRange( range );
	const rawUrl = useAppSelector( ( state ) => state.page.rawUrl );
	const locale = useAppSelector( ( state ) => state.page.locale );
	// `data` is the last answer of any range; `currentData` the selected range's, absent while it loads.
	const current = query.currentData;
	const state = current && statsCardState( current, range, emptyCardDismissed );

	if ( state === 'errors' ) {
		// translators: %s: WordPress.com, a link to the site's stats there.
		const [ before, after ] = __(
			'Something happened while loading stats. Please try again later or view your stats now on %s',
			'jetpack'
		).split( '%s' );
		return (
			<p>
				{ before }
				<ExternalLink href={ statsUrl( 'day', rawUrl ) }>WordPress.com</ExternalLink>
				{ after }
			</p>
		);
	}
	if ( state === 'welcome' ) {
		return (
			<>
				<p>
					{ __(
						'Hello there! Your stats have been activated. Just give us a little time to collect data so we can display it for you here.',
						'jetpack'
					) }
				</p>
				{ canDismiss && (
					<SettingsButton
						update={ { dismiss_empty_stats_card: true } }
						label={ __( 'Okay, got it!', 'jetpack' ) }
						failed={ __( 'This message could not be dismissed.', 'jetpack' ) }
					/>
				) }
			</>
		);
	}
	// Tabs once some data has come; the panel keeps its height while another range loads.
	return (
		<>
			{ hasData && <StatsTabs range={ range } onChange={ setRange } onIntent={ prefetchOthers } id={ id } /> }
			<div className="jp-stats-body" id={ id } role={ hasData ? 'tabpanel' : undefined } aria-labelledby={ hasData ? id + range : undefined }>
				<QueryView query={ { ...query, data: current } } failedSummary={ __( 'The stats could not be loaded.', 'jetpack' ) }>
					{ ( data ) => (
						<>
							<StatsChart key={ range } range={ range } bars={ statsBars( range, data[ range ]?.data ?? [], locale ) } locale={ locale } rawUrl={ rawUrl } />
							<StatsFigures stats={ data.general.stats } locale={ locale } />
						</>
					) }
				</QueryView>
			</div>
		</>
	);
}
