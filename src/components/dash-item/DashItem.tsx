/**
 * One At a Glance card: a titled region with an optional status, isolated so a failure inside shows its own
 * message and the rest of the dashboard stays.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import { CardBoundary } from '../isolation/CardBoundary';
import './dash-item.css';

export interface DashItemProps {
	title: string;
	/** A short state beside the title, e.g. "Active" or "Offline". */
	status?: ReactNode;
	className?: string;
	children: ReactNode;
}

export function DashItem( { title, status, className, children }: DashItemProps ) {
	const titleId = useId();
	return (
		<section className={ [ 'jp-dash-item', className ].filter( Boolean ).join( ' ' ) } aria-labelledby={ titleId }>
			<header className="jp-dash-item__header">
				<h3 id={ titleId } className="jp-dash-item__title">
					{ title }
				</h3>
				{ status && <span className="jp-dash-item__status">{ status }</span> }
			</header>
			<div className="jp-dash-item__body">
				<CardBoundary title={ title }>{ children }</CardBoundary>
			</div>
		</section>
	);
}
