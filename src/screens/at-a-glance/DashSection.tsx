import { useId } from 'react';
import type { ComponentType } from 'react';
import '../../components/dash-item/dash-item.css';

export interface PlacedCard {
	id: string;
	Card: ComponentType;
}

/** A titled group of cards in rows of two; nothing at all when it has no card for this user. */
export function DashSection( { title, cards }: { title: string; cards: PlacedCard[] } ) {
	const titleId = useId();
	if ( cards.length === 0 ) {
		return null;
	}
	return (
		<section className="jp-dash-section" aria-labelledby={ titleId }>
			<h2 id={ titleId } className="jp-dash-section__title">
				{ title }
			</h2>
			<div className="jp-dash-section__cards">
				{ cards.map( ( { id, Card } ) => (
					<Card key={ id } />
				) ) }
			</div>
		</section>
	);
}
