/**
 * The upgrade banners of the settings screens (docs/settings.md#upgrade-banners): "Upgrade" once someone owns the
 * connection, "Connect" until then, and none for users who cannot manage modules (the settings are not theirs to
 * extend). Built on the dashboard cards' banner rule, so offline and who may purchase are decided once. Pure.
 */
import type { CardBannerAction } from '../../../lib/card-banner';
import { getCardBannerAction } from '../../../lib/card-banner';
import type { Capabilities } from '../../../lib/permissions';

export type SettingsBannerCaps = Pick< Capabilities, 'userCanManageModules' | 'hasConnectedOwner' | 'userCanManageOptions' | 'isOfflineMode' >;

export function getSettingsBannerAction( caps: SettingsBannerCaps ): CardBannerAction | null {
	if ( ! caps.userCanManageModules ) {
		return null;
	}
	return getCardBannerAction( { caps, namesPlan: true } );
}
