import { useId } from 'react';
import type { ComponentType } from 'react';
import { CardBoundary } from '../../components/isolation/CardBoundary';
import '../../components/dash-item/dash-item.css';

export interface PlacedCard {
	id: string;
	Card: ComponentType;
	/** The card's title, named by its failure message. */
	title: () => string;
}

export interface DashSectionProps {
	title: string;
	cards: PlacedCard[];
	/** A link beside the title to where the section's settings are. */
	link?: { href: string; label: string };
}

/** A titled group of cards in rows of two; nothing at all when it has no card for this user. */
export function DashSection( { title, cards, link }: DashSectionProps ) {
	const titleId = useId();
	if ( cards.length === 0 ) {
		return null;
	}
	return (
		<section className="jp-dash-section" aria-labelledby={ titleId }>
			<header className="jp-dash-section__header">
				<h2 id={ titleId } className="jp-dash-section__title">
					{ title }
				</h2>
				{ link && <a href={ link.href }>{ link.label }</a> }
			</header>
			<div className="jp-dash-section__cards">
				{ /* Each card in its own boundary: an error anywhere in a card (its hooks, its rule, its body) shows that
				card's message and retry, and the cards beside it stay. */ }
				{ cards.map( ( { id, Card, title } ) => (
					<CardBoundary key={ id } title={ title() }>
						<Card />
					</CardBoundary>
				) ) }
			</div>
		</section>
	);
}
