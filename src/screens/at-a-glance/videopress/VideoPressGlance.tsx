/**
 * The VideoPress card (docs/dashboard.md#videopress). On, on a connected site: enabled, with the storage meter of a
 * VideoPress plan or the free-video upgrade banner of a site without one. Otherwise: offline text, a connect banner for
 * a site that
 * is not connected, or Activate for the connection owner (only they can enable VideoPress,
 * docs/rules.md#roles-and-capabilities). The settings and the plan's features were printed by the page: nothing is
 * fetched on load.
 */
import { __ } from '@wordpress/i18n';
import { DashItem } from '../../../components/dash-item/DashItem';
import { Loading } from '../../../components/isolation/Loading';
import { SaveSettingsButton } from '../../../components/save-settings/SaveSettingsButton';
import { videoPressCardState, videoPressEnabledView } from './videopress-card';
import { useAppSelector } from '../../../state/hooks';
import { selectCapabilities } from '../../../state/selectors';
import { useGetSettingsQuery } from '../../../state/settings/api';
import { CardBanner } from '../../../components/card-banner/CardBanner';
import { StorageMeter } from './StorageMeter';
import './videopress-card.css';

function VideoPressEnabled() {
	const features = useAppSelector( ( state ) => state.page.siteData.features );
	const storageUsed = useAppSelector( ( state ) => state.page.siteData.videoPressStorageUsed );
	const { storagePercent, banner } = videoPressEnabledView( features, storageUsed );
	return (
		<>
			<p>{ __( 'VideoPress is active. Videos you upload to your Media Library stream fast and ad-free.', 'jetpack' ) }</p>
			{ storagePercent !== null && <StorageMeter percent={ storagePercent } /> }
			{ banner && (
				<CardBanner
					text={
						banner === 'used'
							? __( 'You have used your free video. Upgrade now to unlock more videos and 1TB of storage.', 'jetpack' )
							: __( '1 free video available. Upgrade now to unlock more videos and 1TB of storage.', 'jetpack' )
					}
					feature="jetpack-videopress"
				/>
			) }
		</>
	);
}

function VideoPressBody() {
	const caps = useAppSelector( selectCapabilities );
	const settings = useGetSettingsQuery().data;
	switch ( videoPressCardState( caps, settings ) ) {
		case 'loading':
			return <Loading />;
		case 'enabled':
			return <VideoPressEnabled />;
		case 'offline':
			return <p>{ __( 'Unavailable in Offline Mode.', 'jetpack' ) }</p>;
		case 'connect':
			return (
				<CardBanner text={ __( 'Connect your site to host fast, ad-free video with VideoPress.', 'jetpack' ) } namesPlan={ false } />
			);
		case 'activate':
			return (
				<>
					<p>{ __( 'Host fast, ad-free video on your site: activate VideoPress to upload videos to your Media Library.', 'jetpack' ) }</p>
					<SaveSettingsButton
						update={ { videopress: true } }
						label={ __( 'Activate', 'jetpack' ) }
						failed={ __( 'VideoPress could not be activated.', 'jetpack' ) }
					/>
				</>
			);
		case 'ask-owner':
			return <p>{ __( 'VideoPress is off. Only the site’s connection owner can activate it.', 'jetpack' ) }</p>;
		case 'no-owner':
			return <p>{ __( 'VideoPress is off. It can be activated once a site owner connects their WordPress.com account.', 'jetpack' ) }</p>;
	}
}

export function VideoPressGlance() {
	return (
		<DashItem title={ __( 'VideoPress', 'jetpack' ) } className="jp-videopress-card">
			<VideoPressBody />
		</DashItem>
	);
}
