/**
 * What My Plan's features grid lists (docs/my-plan-and-products.md#my-plan; the individual features are not in the
 * spec, so they are ours): the paid grid the tools a bundle gives, the basic grid the free tools plus the product the
 * site bought. A feature
 * whose module a site administrator forced off is not listed; video, ads, analytics and social need a premium plan.
 */
import { __ } from '@wordpress/i18n';
import type { ModuleMap } from '../../api/types';
import { getPlanClass, isKnownPlanSlug, planHasPremiumFeatures } from '../../lib/plan-slugs';
import type { PlanClass } from '../../lib/plan-slugs';
import { backupsUrl, scanUrl } from '../../lib/security-links';

export type PlanFeatureId =
	| 'backups'
	| 'scan'
	| 'anti-spam'
	| 'search'
	| 'videopress'
	| 'ads'
	| 'analytics'
	| 'social'
	| 'stats'
	| 'protect'
	| 'monitor'
	| 'site-accelerator';

export interface PlanFeature {
	id: PlanFeatureId;
	title: string;
	description: string;
	link: { label: string; href: string; external: boolean };
	/**
	 * Whether the module that does the work is on; null when no module stands for the feature. A feature that is off
	 * says so, and its link is the way to turn it on.
	 */
	on: boolean | null;
}

interface FeatureDefinition {
	/** The module whose override hides it and whose state says whether it works; null when no module stands for it. */
	module: string | null;
	describe: ( urls: FeatureUrls ) => Omit< PlanFeature, 'id' | 'on' >;
	/** The link's words while the module is off (it leads to the switch). */
	turnOn?: () => string;
}

export interface FeatureUrls {
	rawUrl: string;
	adminUrl: string;
}

const inApp = ( label: string, href: string ) => ( { label, href, external: false } );

const FEATURES: Record< PlanFeatureId, FeatureDefinition > = {
	backups: {
		module: null,
		describe: ( { rawUrl } ) => ( {
			title: __( 'Site backups', 'jetpack' ),
			description: __( 'Every change is saved, so you can restore your site to any point in its archive.', 'jetpack' ),
			link: { label: __( 'View your backups', 'jetpack' ), href: backupsUrl( rawUrl ), external: true },
		} ),
	},
	scan: {
		module: null,
		describe: ( { rawUrl } ) => ( {
			title: __( 'Security scanning', 'jetpack' ),
			description: __( 'Your site is checked for malware and vulnerabilities, and threats can be fixed in one click.', 'jetpack' ),
			link: { label: __( 'View scan results', 'jetpack' ), href: scanUrl( rawUrl ), external: true },
		} ),
	},
	'anti-spam': {
		module: null,
		describe: ( { adminUrl } ) => ( {
			title: __( 'Spam filtering', 'jetpack' ),
			description: __( 'Comments and form entries are checked, and spam never reaches you.', 'jetpack' ),
			link: inApp( __( 'Set up Akismet', 'jetpack' ), `${ adminUrl }admin.php?page=akismet-key-config` ),
		} ),
	},
	search: {
		module: 'search',
		turnOn: () => __( 'Turn on search', 'jetpack' ),
		describe: () => ( {
			title: __( 'Search', 'jetpack' ),
			description: __( 'Fast, relevant results your visitors can filter, instead of the default search.', 'jetpack' ),
			link: inApp( __( 'Configure search', 'jetpack' ), '#/performance' ),
		} ),
	},
	videopress: {
		module: 'videopress',
		turnOn: () => __( 'Turn on VideoPress', 'jetpack' ),
		describe: () => ( {
			title: __( 'Video hosting', 'jetpack' ),
			description: __( 'Ad-free videos in high quality, hosted and played without slowing your site.', 'jetpack' ),
			link: inApp( __( 'Configure VideoPress', 'jetpack' ), '#/performance' ),
		} ),
	},
	ads: {
		module: 'wordads',
		turnOn: () => __( 'Turn on ads', 'jetpack' ),
		describe: () => ( {
			title: __( 'Ads', 'jetpack' ),
			description: __( 'Earn from your traffic with high-quality ads placed on your site.', 'jetpack' ),
			link: inApp( __( 'Configure ads', 'jetpack' ), '#/traffic' ),
		} ),
	},
	analytics: {
		module: 'google-analytics',
		turnOn: () => __( 'Turn on Google Analytics', 'jetpack' ),
		describe: () => ( {
			title: __( 'Google Analytics', 'jetpack' ),
			description: __( 'Connect your site to Google Analytics without editing code.', 'jetpack' ),
			link: inApp( __( 'Configure analytics', 'jetpack' ), '#/traffic' ),
		} ),
	},
	social: {
		module: 'publicize',
		turnOn: () => __( 'Turn on sharing', 'jetpack' ),
		describe: () => ( {
			title: __( 'Social media', 'jetpack' ),
			description: __( 'New posts are shared to your social networks as they are published.', 'jetpack' ),
			link: inApp( __( 'Configure sharing', 'jetpack' ), '#/sharing' ),
		} ),
	},
	stats: {
		module: 'stats',
		turnOn: () => __( 'Turn on stats', 'jetpack' ),
		describe: () => ( {
			title: __( 'Site stats', 'jetpack' ),
			description: __( 'See which posts and pages your visitors read, and where they come from.', 'jetpack' ),
			link: inApp( __( 'Configure stats', 'jetpack' ), '#/traffic' ),
		} ),
	},
	protect: {
		module: 'protect',
		turnOn: () => __( 'Turn on protection', 'jetpack' ),
		describe: () => ( {
			title: __( 'Brute force protection', 'jetpack' ),
			description: __( 'Malicious login attempts are blocked before they reach your site.', 'jetpack' ),
			link: inApp( __( 'Configure protection', 'jetpack' ), '#/security' ),
		} ),
	},
	monitor: {
		module: 'monitor',
		turnOn: () => __( 'Turn on monitoring', 'jetpack' ),
		describe: () => ( {
			title: __( 'Downtime monitoring', 'jetpack' ),
			description: __( 'You get an email as soon as your site goes down, and again when it is back.', 'jetpack' ),
			link: inApp( __( 'Configure monitoring', 'jetpack' ), '#/security' ),
		} ),
	},
	'site-accelerator': {
		module: 'photon',
		turnOn: () => __( 'Turn on the site accelerator', 'jetpack' ),
		describe: () => ( {
			title: __( 'Site accelerator', 'jetpack' ),
			description: __( 'Images and static files are served from a global network, so pages load faster.', 'jetpack' ),
			link: inApp( __( 'Configure the site accelerator', 'jetpack' ), '#/performance' ),
		} ),
	},
};

const FREE_FEATURES: readonly PlanFeatureId[] = [ 'stats', 'protect', 'monitor', 'site-accelerator' ];

/** The tools a bundle gives, in the grid's order. */
function bundleFeatures( planClass: PlanClass ): PlanFeatureId[] {
	const features: PlanFeatureId[] = [ 'backups' ];
	if ( planClass !== 'personal' ) {
		features.push( 'scan' );
	}
	features.push( 'anti-spam' );
	if ( planClass === 'business' || planClass === 'complete' ) {
		features.push( 'search' );
	}
	if ( planHasPremiumFeatures( planClass ) ) {
		features.push( 'videopress', 'ads', 'analytics', 'social' );
	}
	return features;
}

/** The product a single-product plan is, listed before the free tools. */
const PRODUCT_FEATURE: Partial< Record< PlanClass, PlanFeatureId > > = {
	'backup-t0': 'backups',
	'backup-t1': 'backups',
	'backup-t2': 'backups',
	'daily-backup': 'backups',
	'realtime-backup': 'backups',
	search: 'search',
	scan: 'scan',
	'anti-spam': 'anti-spam',
	videopress: 'videopress',
};

function shown( ids: readonly PlanFeatureId[], modules: ModuleMap | undefined, urls: FeatureUrls ): PlanFeature[] {
	return ids
		.filter( ( id ) => {
			const module = FEATURES[ id ].module;
			return ! module || modules?.[ module ]?.override !== 'inactive';
		} )
		.map( ( id ) => {
			const { module, describe, turnOn } = FEATURES[ id ];
			const feature = describe( urls );
			// Unknown (no module list, or the module not in it): neither claimed on nor off.
			const state = module ? modules?.[ module ] : undefined;
			const on = state ? state.activated === true : null;
			return { id, ...feature, on, link: on === false && turnOn ? { ...feature.link, label: turnOn() } : feature.link };
		} );
}

/** The paid grid of a bundle plan. */
export function paidPlanFeatures( planSlug: string, modules: ModuleMap | undefined, urls: FeatureUrls ): PlanFeature[] {
	return shown( bundleFeatures( getPlanClass( planSlug ) ), modules, urls );
}

/** The basic grid: the product the site bought (if the plan is one), then the free tools. Offline: the free tools. */
export function basicPlanFeatures( planSlug: string | null, modules: ModuleMap | undefined, urls: FeatureUrls ): PlanFeature[] {
	const product = planSlug && isKnownPlanSlug( planSlug ) ? PRODUCT_FEATURE[ getPlanClass( planSlug ) ] : undefined;
	return shown( product ? [ product, ...FREE_FEATURES ] : FREE_FEATURES, modules, urls );
}
