/**
 * The At a Glance screen: the cards this user may see, in their sections (docs/dashboard.md#who-sees-which-card). Which
 * cards show is the pure rule in dashboard-layout.ts; this screen only places the cards that exist. A site still to
 * connect opens on
 * the connect screen instead (FirstScreen).
 */
import { __ } from '@wordpress/i18n';
import { CardBoundary } from '../../components/isolation/CardBoundary';
import type { DashboardCard } from './dashboard-layout';
import { DashSection } from './DashSection';
import type { PlacedCard } from './DashSection';
import { ActivityCard } from './activity/ActivityCard';
import { AgenciesCard } from './agencies/AgenciesCard';
import { AntiSpamCard } from './anti-spam/AntiSpamCard';
import { AppsCard } from '../../components/apps-card/AppsCard';
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

/**
 * Every card of the spec, with the title its failure message names; which of them a user sees, and in what order,
 * is the layout rule's answer.
 */
const CARDS: Record< DashboardCard, Omit< PlacedCard, 'id' > > = {
	activity: { Card: ActivityCard, title: () => __( 'Activity', 'jetpack' ) },
	'anti-spam': { Card: AntiSpamCard, title: () => __( 'Anti-spam', 'jetpack' ) },
	backup: { Card: BackupCard, title: () => __( 'Backup', 'jetpack' ) },
	scan: { Card: ScanCard, title: () => __( 'Scan', 'jetpack' ) },
	blocks: { Card: BlocksCard, title: () => __( 'Blocks', 'jetpack' ) },
	protect: { Card: ProtectCard, title: () => __( 'Brute force protection', 'jetpack' ) },
	search: { Card: SearchCard, title: () => __( 'Search', 'jetpack' ) },
	stats: { Card: StatsCard, title: () => __( 'Site Stats', 'jetpack' ) },
	videopress: { Card: VideoPressCard, title: () => __( 'VideoPress', 'jetpack' ) },
	'image-accelerator': { Card: ImageAcceleratorCard, title: () => __( 'Image Accelerator', 'jetpack' ) },
	monitor: { Card: MonitorCard, title: () => __( 'Downtime monitoring', 'jetpack' ) },
	'boost-promo': { Card: BoostPromoCard, title: () => __( 'Speed up your site', 'jetpack' ) },
	'crm-promo': { Card: CrmPromoCard, title: () => __( 'Manage your customers', 'jetpack' ) },
	'security-bundle': { Card: SecurityBundleCard, title: () => __( 'Comprehensive Site Security', 'jetpack' ) },
	agencies: { Card: AgenciesCard, title: () => __( "Manage your clients' sites with ease", 'jetpack' ) },
	apps: { Card: AppsCard, title: () => __( 'Jetpack in your pocket', 'jetpack' ) },
	'site-connection': { Card: SiteConnectionCard, title: () => __( 'Site connection', 'jetpack' ) },
	'account-connection': { Card: AccountConnectionCard, title: () => __( 'Account connection', 'jetpack' ) },
};

const placed = ( cards: DashboardCard[] ): PlacedCard[] => cards.map( ( id ) => ( { id, ...CARDS[ id ] } ) );

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
