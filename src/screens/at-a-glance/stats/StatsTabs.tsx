/** The range tabs: a tablist with one tab stop, where arrow keys, Home and End choose the range (ARIA tabs pattern). */
import { __ } from '@wordpress/i18n';
import type { StatsRange } from '../../../api/types';
import { moveFocus } from './move-focus';

const RANGES: readonly StatsRange[] = [ 'day', 'week', 'month' ];

/** `id` is the panel's; each tab's is `id` + its range. */
export function StatsTabs( { range, onChange, id }: { range: StatsRange; onChange: ( range: StatsRange ) => void; id: string } ) {
	const labels = [ __( 'Days', 'jetpack' ), __( 'Weeks', 'jetpack' ), __( 'Months', 'jetpack' ) ];
	return (
		<div
			className="jp-stats-tabs"
			role="tablist"
			aria-label={ __( 'Views by', 'jetpack' ) }
			onKeyDown={ ( event ) => moveFocus( event, RANGES.indexOf( range ), 3, ( index ) => onChange( RANGES[ index ] ?? range ) ) }
		>
			{ RANGES.map( ( value, index ) => (
				<button
					key={ value }
					id={ id + value }
					type="button"
					role="tab"
					aria-selected={ value === range }
					aria-controls={ id }
					tabIndex={ value === range ? 0 : -1 }
					onClick={ () => onChange( value ) }
				>
					{ labels[ index ] }
				</button>
			) ) }
		</div>
	);
}
