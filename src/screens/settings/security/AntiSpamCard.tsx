/**
 * Anti-spam, shown while the Akismet plugin is active (the module list reports the plugin as the akismet module):
 * the API key, saved with Save Settings, and its status badge (docs/settings.md#security-status-badges): "Invalid
 * key" while the plugin refuses the key, "Active" while it counts spam.
 */
import { useEffect, useRef } from 'react';
import { __ } from '@wordpress/i18n';
import { Loading } from '../../../components/isolation/Loading';
import { LocalFailure } from '../../../components/isolation/LocalFailure';
import { FoundIn } from '../../../components/settings/search-context';
import { SettingTextField } from '../../../components/settings/SettingFields';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { failureReason } from '../../../lib/failure-message';
import { antiSpamBadge } from './security-status-badge';
import { useAppSelector } from '../../../state/hooks';
import { useGetModulesQuery } from '../../../state/modules/api';
import { useRouteRead } from '../../../state/route-reads/api';
import { selectIsOfflineMode } from '../../../state/selectors';
import { useGetSettingsQuery } from '../../../state/settings/api';
import { useSettingsForm } from '../../../state/settings/use-settings-form';
import { StatusBadges } from './StatusBadges';

export function AntiSpamCard() {
	const akismetActive = useGetModulesQuery().data?.akismet?.activated === true;
	const form = useSettingsForm( 'security-anti-spam' );
	const offline = useAppSelector( selectIsOfflineMode );
	const skip = offline || ! akismetActive;
	const data = useRouteRead( 'akismetData', { skip } );
	// A saved key changes what the plugin says of it: ask again, so the badge is not the old key's.
	const savedKey = useGetSettingsQuery().data?.wordpress_api_key;
	const askedFor = useRef( savedKey );
	const { refetch } = data;
	useEffect( () => {
		if ( askedFor.current === savedKey ) {
			return;
		}
		askedFor.current = savedKey;
		if ( ! skip ) {
			void refetch();
		}
	}, [ savedKey, skip, refetch ] );
	if ( ! akismetActive ) {
		return null;
	}
	return (
		<SettingsCard title={ __( 'Anti-spam', 'jetpack' ) } form={ form }>
			<FoundIn slug="akismet" />
			<StatusBadges badges={ [ antiSpamBadge( data.data ) ] } />
			{ data.isLoading && <Loading label={ __( 'Checking the anti-spam key…', 'jetpack' ) } /> }
			{ data.error !== undefined && ! data.isFetching && (
				<LocalFailure
					summary={ __( 'The anti-spam status could not be loaded.', 'jetpack' ) }
					reason={ failureReason( data.error ) }
					onRetry={ () => void data.refetch() }
				/>
			) }
			<p>{ __( 'Comments and contact form submissions are checked against a global spam database.', 'jetpack' ) }</p>
			<SettingTextField form={ form } name="wordpress_api_key" label={ __( 'Your API key', 'jetpack' ) } />
		</SettingsCard>
	);
}
