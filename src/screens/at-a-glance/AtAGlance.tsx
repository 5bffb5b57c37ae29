/**
 * The At a Glance screen: the cards this user may see, in their sections (spec 2 §2.1). Which cards show is the
 * pure rule in lib/dashboard-layout; this screen only places the cards that exist.
 */
import type { ComponentType } from 'react';
import { __ } from '@wordpress/i18n';
import type { DashboardCard } from '../../lib/dashboard-layout';
import { DashSection } from './DashSection';
import type { PlacedCard } from './DashSection';
import { StatsCard } from './stats/StatsCard';
import { AccountConnectionCard } from './connections/AccountConnectionCard';
import { SiteConnectionCard } from './connections/SiteConnectionCard';
import { useDashboardLayout } from './use-dashboard-layout';

/** The cards built so far; the layout rule names every card of the spec, the screen shows those listed here. */
const CARDS: Partial< Record< DashboardCard, ComponentType > > = {
	stats: StatsCard,
	'site-connection': SiteConnectionCard,
	'account-connection': AccountConnectionCard,
};

function placed( cards: DashboardCard[] ): PlacedCard[] {
	return cards.flatMap( ( id ) => {
		const Card = CARDS[ id ];
		return Card ? [ { id, Card } ] : [];
	} );
}

export default function AtAGlance() {
	const layout = useDashboardLayout();
	return (
		<section aria-labelledby="jp-at-a-glance-heading">
			<h1 id="jp-at-a-glance-heading">{ __( 'At a Glance', 'jetpack' ) }</h1>
			<DashSection title={ __( 'Security', 'jetpack' ) } cards={ placed( layout.security ) } />
			<DashSection title={ __( 'Performance and Growth', 'jetpack' ) } cards={ placed( layout.performance ) } />
			<DashSection title={ __( 'Connections', 'jetpack' ) } cards={ placed( layout.connections ) } />
		</section>
	);
}
