/**
 * The banner a card shows when the site lacks what the card is about (docs/dashboard.md#how-cards-load-and-fail):
 * "Upgrade" once someone owns the connection (purchases go to that account), "Connect" until then. A banner that
 * names a plan is hidden from users who cannot purchase it.
 */
import type { Capabilities } from './permissions';

export type CardBannerAction = 'upgrade' | 'connect';

export interface CardBannerInput {
	caps: Pick< Capabilities, 'hasConnectedOwner' | 'userCanManageOptions' | 'isOfflineMode' >;
	/** Whether the banner offers a named plan or product (most do). */
	namesPlan: boolean;
}

/** Only administrators buy for the site: the purchase attaches to the site, not to the user. */
export function userCanPurchase( caps: Pick< Capabilities, 'userCanManageOptions' > ): boolean {
	return caps.userCanManageOptions;
}

/** Which action the banner offers, or null when it shows nothing. Offline, neither works. */
export function getCardBannerAction( { caps, namesPlan }: CardBannerInput ): CardBannerAction | null {
	if ( caps.isOfflineMode ) {
		return null;
	}
	if ( namesPlan && ! userCanPurchase( caps ) ) {
		return null;
	}
	return caps.hasConnectedOwner ? 'upgrade' : 'connect';
}
