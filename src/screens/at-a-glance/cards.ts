/**
 * Every At a Glance card, in the order the dashboard shows them section by section (docs/dashboard.md#adding-a-card):
 * the layout, the start calls, the screen's placing and the isolation test all read this list.
 */
import { activityCard } from './activity/activity.card';
import { agenciesCard } from './agencies/agencies.card';
import { antiSpamCard } from './anti-spam/anti-spam.card';
import { appsCard } from './apps/apps.card';
import { backupCard } from './backup/backup.card';
import { blocksCard } from './blocks/blocks.card';
import { accountConnectionCard } from './connections/account-connection.card';
import { siteConnectionCard } from './connections/site-connection.card';
import { imageAcceleratorCard } from './image-accelerator/image-accelerator.card';
import { monitorCard } from './monitor/monitor.card';
import { boostPromoCard } from './plugin-promos/boost-promo.card';
import { crmPromoCard } from './plugin-promos/crm-promo.card';
import { protectCard } from './protect/protect.card';
import { scanCard } from './scan/scan.card';
import { searchCard } from './search/search.card';
import { securityBundleCard } from './security-bundle/security-bundle.card';
import { statsCard } from './stats/stats.card';
import { videoPressCard } from './videopress/videopress.card';

export const CARDS = [
	activityCard,
	antiSpamCard,
	backupCard,
	scanCard,
	blocksCard,
	protectCard,
	searchCard,
	statsCard,
	videoPressCard,
	imageAcceleratorCard,
	monitorCard,
	boostPromoCard,
	crmPromoCard,
	securityBundleCard,
	agenciesCard,
	appsCard,
	siteConnectionCard,
	accountConnectionCard,
] as const;

type Card = ( typeof CARDS )[ number ];
export type DashboardCard = Card[ 'id' ];
/** The cards of one section. */
export type CardIn< S extends Card[ 'section' ] > = Extract< Card, { section: S } >[ 'id' ];
