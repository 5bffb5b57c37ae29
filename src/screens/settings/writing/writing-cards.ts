/**
 * Which cards the Writing section shows, and who may change its site options. Pure.
 */
import { __ } from '@wordpress/i18n';
import type { Module } from '../../../api/types';
import type { Capabilities } from '../../../lib/permissions';

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
