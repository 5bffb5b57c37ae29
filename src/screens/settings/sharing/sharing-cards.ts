/**
 * Which cards the Sharing section shows, and where sharing is set up beyond its switches. Pure.
 */
import type { Module } from '../../../api/types';
import type { Capabilities } from '../../../lib/permissions';
import { getSiteSlug } from '../../../lib/plans-url';
import { getRedirectUrl } from '../../../lib/redirect-url';

type Modules = Record< string, Pick< Module, 'activated' | 'override' > > | undefined;

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
