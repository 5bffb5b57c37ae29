/**
 * Each card's view and the title its failure message names, by the card's id (docs/dashboard.md#adding-a-card). Only
 * the screen's chunk imports this: the boot reads the cards' rules (cards.ts) without their views. The record's type
 * asks a view of every card in the list.
 */
import { __ } from '@wordpress/i18n';
import type { ComponentType } from 'react';
import { AppsCard } from '../../components/apps-card/AppsCard';
import { ActivityCard } from './activity/ActivityCard';
import { AgenciesCard } from './agencies/AgenciesCard';
import { AntiSpamCard } from './anti-spam/AntiSpamCard';
import { BackupCard } from './backup/BackupCard';
import { BlocksCard } from './blocks/BlocksCard';
import type { DashboardCard } from './cards';
import { AccountConnectionCard } from './connections/AccountConnectionCard';
import { SiteConnectionCard } from './connections/SiteConnectionCard';
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

export interface CardView {
	Card: ComponentType;
	/** The card's title, named by its failure message. */
	title: () => string;
}

export const CARD_VIEWS: Record< DashboardCard, CardView > = {
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
