/**
 * The range tabs: a tablist with one tab stop, where arrow keys, Home and End choose the range (ARIA tabs pattern).
 * The pointer or the focus reaching them is the user's intent to switch: `onIntent` gets the other ranges ready.
 */
import { __ } from '@wordpress/i18n';
import type { StatsRange } from '../../../api/types';
import { moveFocus } from './move-focus';

const RANGES: readonly StatsRange[] = [ 'day', 'week', 'month' ];

/** `id` is the panel's; each tab's is `id` + its range. */
interface StatsTabsProps {
	range: StatsRange;
	onChange: ( range: StatsRange ) => void;
	onIntent: () => void;
	id: string;
}

export function StatsTabs( { range, onChange, onIntent, id }: StatsTabsProps ) {
	const labels = [ __( 'Days', 'jetpack' ), __( 'Weeks', 'jetpack' ), __( 'Months', 'jetpack' ) ];
	return (
		<div
			className="jp-stats-tabs"
			role="tablist"
			aria-label={ __( 'Views by', 'jetpack' ) }
			onPointerEnter={ onIntent }
			onFocus={ onIntent }
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
