/**
 * Which settings sections a page shows: by where the user is (the tab's path), the search term, which modules
 * the site has (and the term finds), and the user's role. Pure; the settings screen renders what this returns.
 */
import { __ } from '@wordpress/i18n';
import type { Capabilities } from '../../lib/permissions';
import { normalizeSearchText } from '../../lib/settings-search';

export type SettingsSection = 'security' | 'performance' | 'writing' | 'sharing' | 'discussion' | 'traffic' | 'privacy';

/** The order sections appear in while searching. */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
	'security',
	'performance',
	'writing',
	'sharing',
	'discussion',
	'traffic',
	'privacy',
];

/** The modules whose cards each section holds; a section none of them is found for stays hidden. */
export const SECTION_MODULES: Record< Exclude< SettingsSection, 'privacy' >, readonly string[] > = {
	security: [ 'vaultpress', 'monitor', 'akismet', 'waf', 'protect', 'sso' ],
	performance: [ 'videopress', 'search', 'photon', 'photon-cdn', 'lazy-images', 'tiled-gallery' ],
	writing: [
		'carousel',
		'copy-post',
		'markdown',
		'latex',
		'shortcodes',
		'custom-content-types',
		'infinite-scroll',
		'custom-css',
		'widgets',
		'widget-visibility',
		'post-by-email',
		'masterbar',
	],
	sharing: [ 'publicize', 'sharedaddy', 'likes' ],
	discussion: [ 'comments', 'gravatar-hovercards', 'markdown', 'comment-likes', 'subscriptions' ],
	traffic: [ 'wordads', 'related-posts', 'seo-tools', 'google-analytics', 'stats', 'shortlinks', 'sitemaps', 'verification-tools' ],
};

/** The privacy section has no module: these words find it. */
const PRIVACY_WORDS = 'privacy, usage data, usage information, tracking, analytics, share information, gdpr, ccpa';

export function privacyMatches( term: string ): boolean {
	const wanted = normalizeSearchText( term );
	return wanted !== '' && normalizeSearchText( PRIVACY_WORDS ).includes( wanted );
}

export interface SectionContext {
	/** The hash path, e.g. '/security'. */
	path: string;
	/** The applied search term ('' when none). Only managers search; others' terms are ignored. */
	term: string;
	caps: Pick< Capabilities, 'userCanManageModules' | 'userCanPublish' | 'isSubscriber' >;
	/** Module slug → active, for the modules the site has. */
	modules: Record< string, boolean >;
	/** Slugs the term finds (ignored without a term). */
	found: ReadonlySet< string >;
}

/** Is a module's card shown: the site has it, and a term, when there is one, finds it. */
export function isModuleFound( slug: string, context: Pick< SectionContext, 'term' | 'modules' | 'found' > ): boolean {
	return slug in context.modules && ( context.term.trim() === '' || context.found.has( slug ) );
}

function sectionFound( section: SettingsSection, context: SectionContext ): boolean {
	if ( section === 'privacy' ) {
		return context.term.trim() === '' || privacyMatches( context.term );
	}
	return SECTION_MODULES[ section ].some( ( slug ) => isModuleFound( slug, context ) );
}

/** Where each section shows for managers when nothing is searched. */
function managerLocation( section: SettingsSection, path: string ): boolean {
	if ( section === 'security' ) {
		return path === '/security' || path === '/settings';
	}
	return path === `/${ section }`;
}

/**
 * Users who cannot manage modules get at most their own tools: Sharing when publicize is on, Writing when post by
 * email is on (both only for users who can publish). On the general /settings path Sharing comes first and
 * Writing shows only when there is no Sharing to show.
 */
function limitedSections( context: SectionContext ): SettingsSection[] {
	const { caps, modules, path } = context;
	if ( ! caps.userCanPublish ) {
		return [];
	}
	const sections: SettingsSection[] = [];
	const publicize = !! modules.publicize;
	const postByEmail = !! modules[ 'post-by-email' ];
	if ( postByEmail && ( path === '/writing' || ( path === '/settings' && ! publicize ) ) ) {
		sections.push( 'writing' );
	}
	if ( publicize && ( path === '/sharing' || path === '/settings' ) ) {
		sections.push( 'sharing' );
	}
	return sections;
}

export function visibleSections( context: SectionContext ): SettingsSection[] {
	const { caps } = context;
	// A subscriber cannot publish either: the limited sections are none.
	if ( ! caps.userCanManageModules ) {
		return limitedSections( context );
	}
	const searching = context.term.trim() !== '';
	return SETTINGS_SECTIONS.filter(
		( section ) => ( searching || managerLocation( section, context.path ) ) && sectionFound( section, context )
	);
}

/** The page's heading (read by screen readers): the tab's name, as the navigation labels it. */
export function settingsPageHeading( path: string ): string {
	const section = SETTINGS_SECTIONS.find( ( name ) => path === `/${ name }` );
	return section ? sectionHeading( section, true ) : __( 'Settings', 'jetpack' );
}

/** The screen-reader heading of the sections that have one besides their introduction. */
export function sectionScreenReaderHeading( section: SettingsSection ): string | null {
	if ( section === 'security' ) {
		return __( 'Jetpack Security Settings', 'jetpack' );
	}
	return section === 'sharing' ? __( 'Jetpack Sharing Settings', 'jetpack' ) : null;
}

/** A section's heading: its name while searching (results of several sections), its introduction otherwise. */
export function sectionHeading( section: SettingsSection, searching: boolean ): string {
	const names: Record< SettingsSection, [ string, string ] > = {
		security: [ __( 'Security', 'jetpack' ), __( "Your site is protected by Jetpack. You'll be notified if anything needs attention.", 'jetpack' ) ],
		performance: [
			__( 'Performance', 'jetpack' ),
			__( 'Load pages faster, allow visitors to search your site, and deliver media from a global network.', 'jetpack' ),
		],
		writing: [ __( 'Writing', 'jetpack' ), __( 'Compose content the way you want to and streamline your publishing experience.', 'jetpack' ) ],
		sharing: [ __( 'Sharing', 'jetpack' ), __( 'Share your content to social media, reaching new audiences and increasing engagement.', 'jetpack' ) ],
		discussion: [
			__( 'Discussion', 'jetpack' ),
			__( 'Manage advanced comment settings and grow your audience with email subscriptions.', 'jetpack' ),
		],
		traffic: [
			__( 'Traffic', 'jetpack' ),
			__( "Maximize your site's visibility in search engines and view traffic stats in real time.", 'jetpack' ),
		],
		privacy: [ __( 'Privacy', 'jetpack' ), __( 'Your privacy settings for sharing usage data.', 'jetpack' ) ],
	};
	const [ name, intro ] = names[ section ];
	return searching ? name : intro;
}
