/**
 * Which cards the Writing and Sharing sections show, and the bounds of the content types' posts-per-page counts.
 * Pure.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { Module, SettingValue } from '../api/types';
import type { Capabilities } from './permissions';
import { getSiteSlug } from './plans-url';
import { getRedirectUrl } from './redirect-url';
import { CONTENT_TYPE_PAGE_SIZE, POSTS_PER_PAGE_MAX, POSTS_PER_PAGE_MIN } from './setting-bounds';

/** The cards of the Writing section, in the order they show. */
export const WRITING_CARDS = [ 'media', 'composing', 'custom-content-types', 'theme-enhancements', 'widgets', 'post-by-email', 'masterbar' ] as const;
export type WritingCard = ( typeof WRITING_CARDS )[ number ];

/** The modules each Writing card holds: the card shows when one of them is found. */
export const WRITING_CARD_MODULES: Record< WritingCard, readonly string[] > = {
	media: [ 'carousel' ],
	composing: [ 'copy-post', 'markdown', 'latex', 'shortcodes' ],
	'custom-content-types': [ 'custom-content-types' ],
	'theme-enhancements': [ 'infinite-scroll', 'custom-css' ],
	widgets: [ 'widgets', 'widget-visibility' ],
	'post-by-email': [ 'post-by-email' ],
	masterbar: [ 'masterbar' ],
};

type CardCaps = Pick< Capabilities, 'userCanManageModules' | 'userCanEditPosts' >;
type Modules = Record< string, Pick< Module, 'activated' | 'override' > > | undefined;

/**
 * Managers get every card one of whose modules is found, except the toolbar when a site administrator keeps it
 * always on (there is nothing to switch). Users who cannot manage modules but can write posts see how composing
 * is set up (without changing it) and use post by email while it is on; others get no card.
 */
export function visibleWritingCards( isFound: ( slug: string ) => boolean, modules: Modules, caps: CardCaps ): WritingCard[] {
	const found = ( slug: string ) => !! modules?.[ slug ] && isFound( slug );
	const shown = ( card: WritingCard ) => WRITING_CARD_MODULES[ card ].some( found );
	if ( ! caps.userCanManageModules ) {
		if ( ! caps.userCanEditPosts ) {
			return [];
		}
		const postByEmail = !! modules?.[ 'post-by-email' ]?.activated && shown( 'post-by-email' );
		return ( [ 'composing', 'post-by-email' ] as const ).filter( ( card ) => ( card === 'composing' ? shown( card ) : postByEmail ) );
	}
	return WRITING_CARDS.filter( ( card ) => ! ( card === 'masterbar' && modules?.masterbar?.override === 'active' ) && shown( card ) );
}

/** Why a site option's switch cannot be used by this user, or null when it can. */
export function siteOptionLockedReason( caps: Pick< Capabilities, 'userCanManageModules' > ): string | null {
	return caps.userCanManageModules ? null : __( 'Only a site administrator can change this.', 'jetpack' );
}

/** The cards of the Sharing section, in the order they show, by the module each belongs to. */
export const SHARING_CARDS = [ 'publicize', 'sharedaddy', 'likes' ] as const;
export type SharingCard = ( typeof SHARING_CARDS )[ number ];

/**
 * Managers get each found sharing module's card. Others only manage their own social connections: the publicize
 * card, while it is on and they can publish.
 */
export function visibleSharingCards(
	isFound: ( slug: string ) => boolean,
	modules: Modules,
	caps: Pick< Capabilities, 'userCanManageModules' | 'userCanPublish' >
): SharingCard[] {
	const found = ( slug: string ) => !! modules?.[ slug ] && isFound( slug );
	if ( ! caps.userCanManageModules ) {
		return caps.userCanPublish && modules?.publicize?.activated && found( 'publicize' ) ? [ 'publicize' ] : [];
	}
	return SHARING_CARDS.filter( found );
}

export { CONTENT_TYPE_PAGE_SIZE, POSTS_PER_PAGE_MAX, POSTS_PER_PAGE_MIN };

/** Whether a value is a whole number of items per page the site accepts. */
export function isPostsPerPage( value: unknown ): value is number {
	return typeof value === 'number' && Number.isInteger( value ) && value >= POSTS_PER_PAGE_MIN && value <= POSTS_PER_PAGE_MAX;
}

/** What typing in a posts-per-page field records: digits become the number, anything else stays as typed. */
export function postsPerPageInput( text: string ): SettingValue {
	const trimmed = text.trim();
	return /^\d{1,6}$/.test( trimmed ) ? Number( trimmed ) : text;
}

/** Why a posts-per-page value would be refused, or null when it is fine. */
export function postsPerPageProblem( value: SettingValue | undefined ): string | null {
	if ( value === undefined || isPostsPerPage( value ) ) {
		return null;
	}
	return sprintf(
		/* translators: 1: the smallest number allowed, 2: the largest. */
		__( 'Enter a whole number of items per page from %1$d to %2$d.', 'jetpack' ),
		POSTS_PER_PAGE_MIN,
		POSTS_PER_PAGE_MAX
	);
}

/**
 * Where sharing is set up beyond its switches: social accounts are connected at WordPress.com; the sharing
 * buttons are arranged there too for a connected site, else on the site's own Sharing screen, or nowhere where the
 * host has no such screen (the link would only answer that the user may not open it).
 */
export function sharingLinks( site: { rawUrl: string; adminUrl: string; isSiteConnected: boolean; sharingScreen: boolean } ): {
	connections: string;
	buttons: string | null;
} {
	const redirect = ( source: string ) => getRedirectUrl( source, { site: getSiteSlug( site.rawUrl ) } );
	const ownScreen = site.sharingScreen ? `${ site.adminUrl }options-general.php?page=sharing` : null;
	return {
		connections: redirect( 'calypso-marketing-connections' ),
		buttons: site.isSiteConnected ? redirect( 'calypso-marketing-sharing-buttons' ) : ownScreen,
	};
}
