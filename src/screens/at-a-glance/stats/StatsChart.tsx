/**
 * The views bar chart. Each bar is a link to its period on WordPress.com whose text gives the date and views, so
 * screen readers read the series as a list; hover or focus shows the same in a tooltip after 200 ms. The bars are
 * one tab stop: arrow keys, Home and End move along them, Escape hides the tooltip.
 */
import { useEffect, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import type { StatsRange } from '../../../api/types';
import { statsUrl } from './stats-card';
import { hasAxisLabel, yAxisMax } from './stats-chart';
import type { StatsBar } from './stats-chart';
import { moveFocus } from './move-focus';
import { viewsText } from './views-text';
import { formatCount } from '../../../lib/locale';

export function StatsChart( { range, bars, locale, rawUrl }: { range: StatsRange; bars: StatsBar[]; locale: string; rawUrl: string } ) {
	const last = bars.length - 1;
	const [ tip, setTip ] = useState< number >();
	const [ stop, setStop ] = useState( last );
	const timer = useRef< ReturnType< typeof setTimeout > >( undefined );
	useEffect( () => () => clearTimeout( timer.current ), [] );
	/** Hides the tooltip, and shows the given bar's after 200 ms. */
	const tipAt = ( index?: number ) => {
		clearTimeout( timer.current );
		setTip( undefined );
		if ( index !== undefined ) {
			timer.current = setTimeout( setTip, 200, index );
		}
	};

	if ( last < 0 ) {
		return <p>{ __( 'No activity this period', 'jetpack' ) }</p>;
	}
	const names = { day: __( 'Views per day', 'jetpack' ), week: __( 'Views per week', 'jetpack' ), month: __( 'Views per month', 'jetpack' ) };
	const max = yAxisMax( Math.max( ...bars.map( ( bar ) => bar.value ) ) );
	return (
		<div className="jp-stats-chart">
			<div className="jp-stats-axis" aria-hidden="true">
				{ [ max, max / 2, 0 ].map( ( value ) => (
					<span key={ value }>{ formatCount( value, locale ) }</span>
				) ) }
			</div>
			<div className="jp-stats-scroll">
				<ol
					className="jp-stats-bars"
					aria-label={ names[ range ] }
					onKeyDown={ ( event ) => ( event.key === 'Escape' ? tipAt() : moveFocus( event, stop, bars.length, setStop ) ) }
				>
					{ bars.map( ( bar, index ) => {
						const text = sprintf(
							/* translators: 1: a day, week or month, e.g. November 22nd; 2: its views, e.g. 57 views. */
							__( '%1$s: %2$s', 'jetpack' ),
							bar.longLabel,
							viewsText( bar.value, locale )
						);
						return (
							<li key={ bar.date } onMouseEnter={ () => tipAt( index ) } onMouseLeave={ () => tipAt() }>
								<a
									href={ statsUrl( range, rawUrl, bar.date ) }
									tabIndex={ index === stop ? 0 : -1 }
									onFocus={ () => {
										setStop( index );
										tipAt( index );
									} }
									onBlur={ () => tipAt() }
								>
									<span className="jp-stats-fill" style={ { height: `${ ( bar.value / max ) * 100 }%` } } />
									<span className="jp-stats-sr">{ text }</span>
								</a>
								{ hasAxisLabel( index, bars.length ) && <span aria-hidden="true">{ bar.label }</span> }
								{ tip === index && (
									<b className="jp-stats-tip" aria-hidden="true">
										{ text }
									</b>
								) }
							</li>
						);
					} ) }
				</ol>
			</div>
		</div>
	);
}
