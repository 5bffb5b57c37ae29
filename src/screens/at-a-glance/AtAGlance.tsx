/**
 * The At a Glance screen: the cards this user may see, in their sections (spec 2 §2.1). Which cards show is the
 * pure rule in lib/dashboard-layout; this screen only places the cards that exist. A site still to connect opens on
 * the connect screen instead (FirstScreen).
 */
import type { ComponentType } from 'react';
import { __ } from '@wordpress/i18n';
import type { DashboardCard } from '../../lib/dashboard-layout';
import { DashSection } from './DashSection';
import type { PlacedCard } from './DashSection';
import { ActivityCard } from './activity/ActivityCard';
import { AgenciesCard } from './agencies/AgenciesCard';
import { AntiSpamCard } from './anti-spam/AntiSpamCard';
import { AppsCard } from './apps/AppsCard';
import { BackupCard } from './backup/BackupCard';
import { BlocksCard } from './blocks/BlocksCard';
import { ImageAcceleratorCard } from './image-accelerator/ImageAcceleratorCard';
import { MonitorCard } from './monitor/MonitorCard';
import { BoostPromoCard } from './plugin-promos/BoostPromoCard';
import { CrmPromoCard } from './plugin-promos/CrmPromoCard';
import { ProtectCard } from './protect/ProtectCard';
import { ScanCard } from './scan/ScanCard';
import { SearchCard } from './search/SearchCard';
import { SecurityBundleCard } from './security-bundle/SecurityBundleCard';
import { StatsCard } from './stats/StatsCard';
import { VideoPressCard } from './videopress/VideoPressCard';
import { AccountConnectionCard } from './connections/AccountConnectionCard';
import { SiteConnectionCard } from './connections/SiteConnectionCard';
import { PartnerCouponBanner } from './partner-coupon/PartnerCouponBanner';
import { useDashboardLayout } from './use-dashboard-layout';
import { FirstScreen } from './FirstScreen';

/** Every card of the spec; which of them a user sees, and in what order, is the layout rule's answer. */
const CARDS: Record< DashboardCard, ComponentType > = {
	activity: ActivityCard,
	'anti-spam': AntiSpamCard,
	backup: BackupCard,
	scan: ScanCard,
	blocks: BlocksCard,
	protect: ProtectCard,
	search: SearchCard,
	stats: StatsCard,
	videopress: VideoPressCard,
	'image-accelerator': ImageAcceleratorCard,
	monitor: MonitorCard,
	'boost-promo': BoostPromoCard,
	'crm-promo': CrmPromoCard,
	'security-bundle': SecurityBundleCard,
	agencies: AgenciesCard,
	apps: AppsCard,
	'site-connection': SiteConnectionCard,
	'account-connection': AccountConnectionCard,
};

const placed = ( cards: DashboardCard[] ): PlacedCard[] => cards.map( ( id ) => ( { id, Card: CARDS[ id ] } ) );

function Dashboard() {
	const layout = useDashboardLayout();
	return (
		<section aria-labelledby="jp-at-a-glance-heading">
			<h1 id="jp-at-a-glance-heading">{ __( 'At a Glance', 'jetpack' ) }</h1>
			<PartnerCouponBanner />
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
