/**
 * A settings card's upgrade banner (docs/settings.md#upgrade-banners): what the site would gain, with "Upgrade" once
 * the connection has an owner or "Connect" until then; nothing for users who cannot manage modules. The rule is
 * settings-banner.ts; the banner itself is the dashboard cards' one, so both screens offer the same way.
 */
import { CardBanner } from '../../../components/card-banner/CardBanner';
import { getSettingsBannerAction } from './settings-banner';
import { useAppSelector } from '../../../state/hooks';
import { selectCapabilities } from '../../../state/selectors';

export interface SettingsBannerProps {
	/** What the upgrade brings, one sentence. */
	text: string;
	/** The plans page's feature to highlight, e.g. "jetpack-backup". */
	feature?: string;
}

export function SettingsBanner( { text, feature }: SettingsBannerProps ) {
	const caps = useAppSelector( selectCapabilities );
	if ( ! getSettingsBannerAction( caps ) ) {
		return null;
	}
	return <CardBanner text={ text } feature={ feature } />;
}
