/**
 * The At a Glance screen: the cards this user may see, in their sections (docs/dashboard.md#who-sees-which-card). Which
 * cards show is the pure rule in dashboard-layout.ts, over the card list (cards.ts); this screen only places them. A
 * site still to connect opens on the connect screen instead (FirstScreen).
 */
import { __ } from '@wordpress/i18n';
import type { ComponentType } from 'react';
import { CardBoundary } from '../../components/isolation/CardBoundary';
import { CARDS } from './cards';
import type { DashboardCard } from './cards';
import { DashSection } from './DashSection';
import type { PlacedCard } from './DashSection';
import { PartnerCouponBanner } from './partner-coupon/PartnerCouponBanner';
import { useDashboardLayout } from './use-dashboard-layout';
import { FirstScreen } from './FirstScreen';

const views = new Map< DashboardCard, ComponentType >();

/**
 * Loads every card's view before the screen is first drawn (screens.ts awaits it): they are in the screen's own chunk,
 * so this waits for nothing more than the chunk itself.
 */
export async function ready(): Promise< void > {
	await Promise.all( CARDS.map( async ( card ) => views.set( card.id, await card.view() ) ) );
}

/** A view missing here is a card left out of ready(): a fault of the code, shown as that card's failure. */
function missingView( id: DashboardCard ): ComponentType {
	return function MissingView() {
		throw new Error( `The view of the ${ id } card was not loaded.` );
	};
}

/** The cards the layout rule gave, each with its view and title. */
const placed = ( ids: DashboardCard[] ): PlacedCard[] =>
	CARDS.filter( ( card ) => ids.includes( card.id ) ).map( ( { id, title } ) => ( { id, title, Card: views.get( id ) ?? missingView( id ) } ) );

function Dashboard() {
	const layout = useDashboardLayout();
	return (
		<section aria-labelledby="jp-at-a-glance-heading">
			<h1 id="jp-at-a-glance-heading">{ __( 'At a Glance', 'jetpack' ) }</h1>
			<CardBoundary title={ __( 'Partner coupon', 'jetpack' ) }>
				<PartnerCouponBanner />
			</CardBoundary>
			<DashSection
				title={ __( 'Security', 'jetpack' ) }
				cards={ placed( layout.security ) }
				link={ layout.securitySettingsLink ? { href: '#/security', label: __( 'Manage security settings', 'jetpack' ) } : undefined }
			/>
			<DashSection title={ __( 'Performance and Growth', 'jetpack' ) } cards={ placed( layout.performance ) } />
			<DashSection title={ __( 'Connections', 'jetpack' ) } cards={ placed( layout.connections ) } />
		</section>
	);
}

export default function AtAGlance() {
	return <FirstScreen dashboard={ <Dashboard /> } />;
}
