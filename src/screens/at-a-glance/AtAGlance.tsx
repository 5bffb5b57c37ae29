/**
 * The At a Glance screen: the cards this user may see, in their sections (docs/dashboard.md#who-sees-which-card). Which
 * cards show is the pure rule in dashboard-layout.ts, over the card list (cards.ts); this screen only places them. A
 * site still to connect opens on the connect screen instead (FirstScreen).
 */
import { __ } from '@wordpress/i18n';
import { CardBoundary } from '../../components/isolation/CardBoundary';
import { CARD_VIEWS } from './card-views';
import type { DashboardCard } from './cards';
import { DashSection } from './DashSection';
import type { PlacedCard } from './DashSection';
import { PartnerCouponBanner } from './partner-coupon/PartnerCouponBanner';
import { useDashboardLayout } from './use-dashboard-layout';
import { FirstScreen } from './FirstScreen';

/** The cards the layout rule gave, each with its view (card-views.ts). */
const placed = ( cards: DashboardCard[] ): PlacedCard[] => cards.map( ( id ) => ( { id, ...CARD_VIEWS[ id ] } ) );

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
