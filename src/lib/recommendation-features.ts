/**
 * What each step of the recommendations assistant offers: the features it turns on (a plugin to install or modules
 * to activate) and the resources it points to, how the saved lists change with a choice, and whether a feature is
 * already working. Pure.
 */
import { __ } from '@wordpress/i18n';
import type { InstalledPlugins, ModuleMap, RecommendationsData } from '../api/types';
import { FEATURE_SLUGS, isFeatureSlug } from './recommendation-lists';
import type { FeatureSlug } from './recommendation-lists';

export { FEATURE_SLUGS, isFeatureSlug, withListDefaults } from './recommendation-lists';
export type { FeatureSlug } from './recommendation-lists';

export const RESOURCE_SLUGS = [ 'anti-spam', 'backup-plan' ] as const;
export type ResourceSlug = ( typeof RESOURCE_SLUGS )[ number ];

/** A feature is either a plugin from the plugin directory or one or more Jetpack modules. */
export type FeatureSource = { plugin: string; pluginFile: string; pluginName: string } | { modules: readonly string[] };

export interface FeatureInfo {
	slug: FeatureSlug;
	question: string;
	description: string;
	enableLabel: string;
	source: FeatureSource;
	/** Where its settings are: an app route (starting with #) or a path under wp-admin. */
	settingsPath: string;
	/** The summary's name for it. */
	name: string;
}

export function isResourceSlug( slug: string ): slug is ResourceSlug {
	return ( RESOURCE_SLUGS as readonly string[] ).includes( slug );
}

const plugin = ( slug: string, pluginFile: string, pluginName: string ): FeatureSource => ( { plugin: slug, pluginFile, pluginName } );

function features(): Record< FeatureSlug, FeatureInfo > {
	return {
		woocommerce: {
			slug: 'woocommerce',
			question: __( 'Would you like WooCommerce to power your store?', 'jetpack' ),
			description: __( 'WooCommerce is the most popular way to sell online: products, payments, shipping and taxes in one place.', 'jetpack' ),
			enableLabel: __( 'Install WooCommerce', 'jetpack' ),
			source: plugin( 'woocommerce', 'woocommerce/woocommerce.php', 'WooCommerce' ),
			settingsPath: 'admin.php?page=wc-admin',
			name: __( 'WooCommerce', 'jetpack' ),
		},
		monitor: {
			slug: 'monitor',
			question: __( 'Would you like Downtime Monitoring to notify you if your site goes offline?', 'jetpack' ),
			description: __( 'If your site ever goes down, Downtime Monitoring sends you an email so you can act right away.', 'jetpack' ),
			enableLabel: __( 'Enable Downtime Monitoring', 'jetpack' ),
			source: { modules: [ 'monitor' ] },
			settingsPath: '#/security',
			name: __( 'Downtime Monitoring', 'jetpack' ),
		},
		'related-posts': {
			slug: 'related-posts',
			question: __( 'Would you like Related Posts to display at the bottom of your content?', 'jetpack' ),
			description: __( 'Related Posts keeps visitors reading by showing them more of your posts at the end of each one.', 'jetpack' ),
			enableLabel: __( 'Enable Related Posts', 'jetpack' ),
			source: { modules: [ 'related-posts' ] },
			settingsPath: '#/traffic',
			name: __( 'Related Posts', 'jetpack' ),
		},
		'creative-mail': {
			slug: 'creative-mail',
			question: __( 'Would you like to turn site visitors into subscribers?', 'jetpack' ),
			description: __( 'Creative Mail lets you send newsletters and email campaigns to the people who sign up on your site.', 'jetpack' ),
			enableLabel: __( 'Install Creative Mail', 'jetpack' ),
			source: plugin( 'creative-mail-by-constant-contact', 'creative-mail-by-constant-contact/creative-mail-plugin.php', 'Creative Mail' ),
			settingsPath: 'admin.php?page=creativemail',
			name: __( 'Creative Mail', 'jetpack' ),
		},
		'site-accelerator': {
			slug: 'site-accelerator',
			question: __( 'Would you like Site Accelerator to help your site load faster?', 'jetpack' ),
			description: __( 'Site Accelerator serves your images and static files from a global network of servers.', 'jetpack' ),
			enableLabel: __( 'Enable Site Accelerator', 'jetpack' ),
			source: { modules: [ 'photon', 'photon-cdn' ] },
			settingsPath: '#/performance',
			name: __( 'Site Accelerator', 'jetpack' ),
		},
		publicize: {
			slug: 'publicize',
			question: __( 'Would you like to share your posts on social media automatically?', 'jetpack' ),
			description: __( 'Jetpack Social shares each new post to the networks you connect, as soon as it is published.', 'jetpack' ),
			enableLabel: __( 'Enable Jetpack Social', 'jetpack' ),
			source: { modules: [ 'publicize' ] },
			settingsPath: '#/sharing',
			name: __( 'Jetpack Social', 'jetpack' ),
		},
		protect: {
			slug: 'protect',
			question: __( 'Would you like Jetpack Protect to scan your site for vulnerabilities?', 'jetpack' ),
			description: __( 'Jetpack Protect checks your plugins, themes and WordPress itself against a database of known vulnerabilities.', 'jetpack' ),
			enableLabel: __( 'Install Jetpack Protect', 'jetpack' ),
			source: plugin( 'jetpack-protect', 'jetpack-protect/jetpack-protect.php', 'Jetpack Protect' ),
			settingsPath: 'admin.php?page=jetpack-protect',
			name: __( 'Jetpack Protect', 'jetpack' ),
		},
		videopress: {
			slug: 'videopress',
			question: __( 'Would you like to host your videos with VideoPress?', 'jetpack' ),
			description: __( 'VideoPress plays your videos fast and ad-free, on every device.', 'jetpack' ),
			enableLabel: __( 'Enable VideoPress', 'jetpack' ),
			source: { modules: [ 'videopress' ] },
			settingsPath: '#/performance',
			name: __( 'VideoPress', 'jetpack' ),
		},
		boost: {
			slug: 'boost',
			question: __( 'Would you like Jetpack Boost to speed up your site?', 'jetpack' ),
			description: __( 'Jetpack Boost improves your page speed score with critical CSS, deferred scripts and lazy images.', 'jetpack' ),
			enableLabel: __( 'Install Jetpack Boost', 'jetpack' ),
			source: plugin( 'jetpack-boost', 'jetpack-boost/jetpack-boost.php', 'Jetpack Boost' ),
			settingsPath: 'admin.php?page=jetpack-boost',
			name: __( 'Jetpack Boost', 'jetpack' ),
		},
	};
}

/** The feature a step offers; an unknown slug is a programming error. */
export function featureInfo( slug: string ): FeatureInfo {
	if ( ! isFeatureSlug( slug ) ) {
		throw new Error( `Unknown recommendations feature: ${ slug }` );
	}
	return features()[ slug ];
}

export interface ResourceInfo {
	slug: ResourceSlug;
	question: string;
	description: string;
	readLabel: string;
	url: string;
	name: string;
}

/** The reading a resource step points to; an unknown slug is a programming error. */
export function resourceInfo( slug: string ): ResourceInfo {
	if ( slug === 'anti-spam' ) {
		return {
			slug,
			question: __( 'Are you getting comment spam?', 'jetpack' ),
			description: __( 'Learn how to keep spam comments and form submissions away from your site.', 'jetpack' ),
			readLabel: __( 'Read how to stop spam', 'jetpack' ),
			url: 'https://jetpack.com/support/jetpack-anti-spam/',
			name: __( 'Protect your site from spam', 'jetpack' ),
		};
	}
	if ( slug === 'backup-plan' ) {
		return {
			slug,
			question: __( 'Is your site backed up?', 'jetpack' ),
			description: __( 'Learn why a backup plan matters and how to restore your site in one click if something goes wrong.', 'jetpack' ),
			readLabel: __( 'Read about backups', 'jetpack' ),
			url: 'https://jetpack.com/support/backup/',
			name: __( 'Plan your backups', 'jetpack' ),
		};
	}
	throw new Error( `Unknown recommendations resource: ${ slug }` );
}

/** A feature works when its plugin is active, or all of its modules are. */
export function isFeatureActive( slug: FeatureSlug, modules: ModuleMap, plugins: InstalledPlugins ): boolean {
	const source = featureInfo( slug ).source;
	if ( 'plugin' in source ) {
		return Object.hasOwn( plugins, source.pluginFile ) && plugins[ source.pluginFile ]?.active === true;
	}
	return source.modules.every( ( module ) => modules[ module ]?.activated === true );
}

/** Which features already work, by step name, for the order of the steps and the summary. */
export function activeFeatures( modules: ModuleMap, plugins: InstalledPlugins ): Record< string, boolean > {
	return Object.fromEntries( FEATURE_SLUGS.map( ( slug ) => [ slug, isFeatureActive( slug, modules, plugins ) ] ) );
}

export type RecommendationLists = Pick< RecommendationsData, 'selectedRecommendations' | 'skippedRecommendations' | 'viewedRecommendations' >;
export type Choice = 'select' | 'skip' | 'view';

/**
 * The lists after a choice: selecting adds to selected and takes out of skipped, skipping the reverse, viewing adds
 * to viewed. Null when nothing changes, so a choice already saved is not sent again.
 */
export function listsAfter( lists: RecommendationLists, choice: Choice, slug: string ): Partial< RecommendationLists > | null {
	const { selectedRecommendations: selected, skippedRecommendations: skipped, viewedRecommendations: viewed } = lists;
	if ( choice === 'view' ) {
		return viewed.includes( slug ) ? null : { viewedRecommendations: [ ...viewed, slug ] };
	}
	const [ into, outOf ] = choice === 'select' ? [ selected, skipped ] : [ skipped, selected ];
	if ( into.includes( slug ) && ! outOf.includes( slug ) ) {
		return null;
	}
	const added = into.includes( slug ) ? into : [ ...into, slug ];
	const removed = outOf.filter( ( item ) => item !== slug );
	return choice === 'select'
		? { selectedRecommendations: added, skippedRecommendations: removed }
		: { skippedRecommendations: added, selectedRecommendations: removed };
}

/** The site-type question's answers; more than one may apply. */
export const SITE_TYPES = [ 'personal', 'business', 'store', 'other' ] as const;
export type SiteType = ( typeof SITE_TYPES )[ number ];
export type SiteTypeAnswers = Record< `site-type-${ SiteType }`, boolean >;

export function siteTypeAnswers( chosen: readonly SiteType[] ): SiteTypeAnswers {
	return {
		'site-type-personal': chosen.includes( 'personal' ),
		'site-type-business': chosen.includes( 'business' ),
		'site-type-store': chosen.includes( 'store' ),
		'site-type-other': chosen.includes( 'other' ),
	};
}
