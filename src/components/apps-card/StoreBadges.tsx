/**
 * The two store badges, drawn locally so an English (or offline) page loads nothing remote. A store's localised
 * badge, when the page has one, replaces the local drawing until it fails to load (docs/rules.md#error-catalogue: the
 * local image then).
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

function BadgeFrame( { children }: { children: ReactNode } ) {
	return (
		<svg className="jp-store-badge__image" viewBox="0 0 135 40" width="135" height="40" aria-hidden="true" focusable="false">
			<rect width="135" height="40" rx="6" fill="#000" stroke="#a6a6a6" />
			{ children }
		</svg>
	);
}

export function GooglePlayBadge() {
	return (
		<BadgeFrame>
			<path d="M12 9.5v21l11-10.5z" fill="#00d7fe" />
			<path d="M12 9.5l15 8.2-4 3.3z" fill="#32a071" />
			<path d="M12 30.5l15-8.2-4-3.3z" fill="#ea4335" />
			<path d="M27 17.7l4.5 2.3-4.5 2.3-4-2.3z" fill="#fbbc04" />
			<text x="40" y="15" fill="#fff" fontSize="7" fontFamily="Arial, sans-serif">
				GET IT ON
			</text>
			<text x="40" y="30" fill="#fff" fontSize="14" fontFamily="Arial, sans-serif">
				Google Play
			</text>
		</BadgeFrame>
	);
}

export function AppStoreBadge() {
	return (
		<BadgeFrame>
			<g transform="translate(10 8)">
				<path
					d="M12.152 6.896c-.948 0-2.415-1.078-3.96-1.04-2.04.027-3.91 1.183-4.961 3.014-2.117 3.675-.546 9.103 1.519 12.09 1.013 1.454 2.208 3.09 3.792 3.039 1.52-.065 2.09-.987 3.935-.987 1.831 0 2.35.987 3.96.948 1.637-.026 2.676-1.48 3.676-2.948 1.156-1.688 1.636-3.325 1.662-3.415-.039-.013-3.182-1.221-3.22-4.857-.026-3.04 2.48-4.494 2.597-4.559-1.429-2.09-3.623-2.324-4.39-2.376-2-.156-3.675 1.09-4.61 1.09zM15.53 3.83c.843-1.012 1.4-2.427 1.245-3.83-1.207.052-2.662.805-3.532 1.818-.78.896-1.454 2.338-1.273 3.714 1.338.104 2.715-.688 3.559-1.701"
					fill="#fff"
				/>
			</g>
			<text x="38" y="15" fill="#fff" fontSize="7" fontFamily="Arial, sans-serif">
				Download on the
			</text>
			<text x="38" y="30" fill="#fff" fontSize="15" fontFamily="Arial, sans-serif">
				App Store
			</text>
		</BadgeFrame>
	);
}

export interface StoreBadgeLinkProps {
	href: string;
	/** The badge's words, its link's name: "Get it on Google Play". */
	name: string;
	/** The store's localised badge; null: the local one. */
	remoteImage: string | null;
	localBadge: ReactNode;
}

export function StoreBadgeLink( { href, name, remoteImage, localBadge }: StoreBadgeLinkProps ) {
	const [ failed, setFailed ] = useState( false );
	return (
		<a className="jp-store-badge" href={ href } target="_blank" rel="noopener noreferrer">
			{ remoteImage && ! failed ? (
				<img className="jp-store-badge__image" src={ remoteImage } alt="" height="40" onError={ () => setFailed( true ) } />
			) : (
				localBadge
			) }
			<VisuallyHidden>
				{ name } { __( '(opens in a new tab)', 'jetpack' ) }
			</VisuallyHidden>
		</a>
	);
}
