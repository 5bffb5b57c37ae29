/**
 * Each card's view and the title its failure message names, by the card's id (docs/dashboard.md#adding-a-card). Only
 * the screen's chunk imports this: the boot reads the cards' rules (cards.ts) without their views. The record's type
 * asks a view of every card in the list.
 */
import { __ } from '@wordpress/i18n';
import type { ComponentType } from 'react';
import { AppsCard } from '../../components/apps-card/AppsCard';
import { ActivityGlance } from './activity/ActivityGlance';
import { AgenciesGlance } from './agencies/AgenciesGlance';
import { AntiSpamGlance } from './anti-spam/AntiSpamGlance';
import { BackupGlance } from './backup/BackupGlance';
import { BlocksGlance } from './blocks/BlocksGlance';
import type { DashboardCard } from './cards';
import { AccountConnectionGlance } from './connections/AccountConnectionGlance';
import { SiteConnectionGlance } from './connections/SiteConnectionGlance';
import { ImageAcceleratorGlance } from './image-accelerator/ImageAcceleratorGlance';
import { MonitorGlance } from './monitor/MonitorGlance';
import { BoostPromoGlance } from './plugin-promos/BoostPromoGlance';
import { CrmPromoGlance } from './plugin-promos/CrmPromoGlance';
import { ProtectGlance } from './protect/ProtectGlance';
import { ScanGlance } from './scan/ScanGlance';
import { SearchGlance } from './search/SearchGlance';
import { SecurityBundleGlance } from './security-bundle/SecurityBundleGlance';
import { StatsGlance } from './stats/StatsGlance';
import { VideoPressGlance } from './videopress/VideoPressGlance';

export interface CardView {
	Card: ComponentType;
	/** The card's title, named by its failure message. */
	title: () => string;
}

export const CARD_VIEWS: Record< DashboardCard, CardView > = {
	activity: { Card: ActivityGlance, title: () => __( 'Activity', 'jetpack' ) },
	'anti-spam': { Card: AntiSpamGlance, title: () => __( 'Anti-spam', 'jetpack' ) },
	backup: { Card: BackupGlance, title: () => __( 'Backup', 'jetpack' ) },
	scan: { Card: ScanGlance, title: () => __( 'Scan', 'jetpack' ) },
	blocks: { Card: BlocksGlance, title: () => __( 'Blocks', 'jetpack' ) },
	protect: { Card: ProtectGlance, title: () => __( 'Brute force protection', 'jetpack' ) },
	search: { Card: SearchGlance, title: () => __( 'Search', 'jetpack' ) },
	stats: { Card: StatsGlance, title: () => __( 'Site Stats', 'jetpack' ) },
	videopress: { Card: VideoPressGlance, title: () => __( 'VideoPress', 'jetpack' ) },
	'image-accelerator': { Card: ImageAcceleratorGlance, title: () => __( 'Image Accelerator', 'jetpack' ) },
	monitor: { Card: MonitorGlance, title: () => __( 'Downtime monitoring', 'jetpack' ) },
	'boost-promo': { Card: BoostPromoGlance, title: () => __( 'Speed up your site', 'jetpack' ) },
	'crm-promo': { Card: CrmPromoGlance, title: () => __( 'Manage your customers', 'jetpack' ) },
	'security-bundle': { Card: SecurityBundleGlance, title: () => __( 'Comprehensive Site Security', 'jetpack' ) },
	agencies: { Card: AgenciesGlance, title: () => __( "Manage your clients' sites with ease", 'jetpack' ) },
	apps: { Card: AppsCard, title: () => __( 'Jetpack in your pocket', 'jetpack' ) },
	'site-connection': { Card: SiteConnectionGlance, title: () => __( 'Site connection', 'jetpack' ) },
	'account-connection': { Card: AccountConnectionGlance, title: () => __( 'Account connection', 'jetpack' ) },
};
