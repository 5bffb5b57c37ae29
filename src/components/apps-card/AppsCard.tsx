/**
 * The apps card (docs/dashboard.md#promo-and-bundle-cards): the mobile apps and their store badges. Hidden once
 * dismissed and while the site shows no promotions; only users who can manage options may dismiss it (it saves
 * dismiss_dash_app_card).
 */
import { __ } from '@wordpress/i18n';
import { DashItem } from '../dash-item/DashItem';
import { SaveSettingsButton } from '../save-settings/SaveSettingsButton';
import { canDismissPromo, showAppsCard, storeBadgeImages } from '../../lib/promo-cards';
import { useAppSelector } from '../../state/hooks';
import { selectCapabilities } from '../../state/selectors';
import { useGetSettingsQuery } from '../../state/settings/api';
import { AppStoreBadge, GooglePlayBadge, StoreBadgeLink } from './StoreBadges';
import './apps-card.css';

const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps/details?id=com.jetpack.android';
const APP_STORE_URL = 'https://apps.apple.com/app/jetpack-website-builder/id1565481562';

export function AppsCard() {
	const caps = useAppSelector( selectCapabilities );
	const showPromotions = useAppSelector( ( state ) => state.page.siteData.showPromotions );
	const locale = useAppSelector( ( state ) => state.page.locale );
	const settings = useGetSettingsQuery().data;
	if ( ! showAppsCard( settings, showPromotions ) ) {
		return null;
	}
	const images = storeBadgeImages( locale, caps.isOfflineMode );
	return (
		<DashItem title={ __( 'Jetpack in your pocket', 'jetpack' ) } className="jp-apps-card">
			<p>{ __( 'Check your stats, get notified of downtime and restore backups on the go with the Jetpack mobile app.', 'jetpack' ) }</p>
			<div className="jp-apps-card__badges">
				<StoreBadgeLink
					href={ GOOGLE_PLAY_URL }
					name={ __( 'Get it on Google Play', 'jetpack' ) }
					remoteImage={ images.googlePlay }
					localBadge={ <GooglePlayBadge /> }
				/>
				<StoreBadgeLink
					href={ APP_STORE_URL }
					name={ __( 'Download on the App Store', 'jetpack' ) }
					remoteImage={ images.appStore }
					localBadge={ <AppStoreBadge /> }
				/>
			</div>
			{ canDismissPromo( caps ) && (
				<div className="jp-apps-card__dismiss">
					<SaveSettingsButton
						update={ { dismiss_dash_app_card: true } }
						label={ __( 'Dismiss', 'jetpack' ) }
						failed={ __( 'This card could not be dismissed.', 'jetpack' ) }
						variant="tertiary"
					/>
				</div>
			) }
		</DashItem>
	);
}
