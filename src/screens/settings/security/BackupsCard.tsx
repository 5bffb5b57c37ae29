/**
 * Backups and security scanning ("Jetpack Backup" when the site has backups but no scanning): the backup
 * status, asked for when the card shows, in the words of the status rule.
 */
import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { Loading } from '../../../components/isolation/Loading';
import { LocalFailure } from '../../../components/isolation/LocalFailure';
import { FoundIn } from '../../../components/settings/search-context';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { failureReason } from '../../../lib/failure-message';
import { backupCardTitle, backupStatusView } from '../../../lib/settings-backup-status';
import { useGetRewindStatusQuery } from '../../../state/dashboard/api';
import { useAppSelector } from '../../../state/hooks';
import { selectIsOfflineMode } from '../../../state/selectors';

export function BackupsCard() {
	const features = useAppSelector( ( state ) => state.page.siteData.features );
	const rawUrl = useAppSelector( ( state ) => state.page.rawUrl );
	const offline = useAppSelector( selectIsOfflineMode );
	// The backup service is the provider's: an offline site does not ask it.
	const rewind = useGetRewindStatusQuery( undefined, { skip: offline } );
	const view = backupStatusView( rewind.data?.state, rawUrl );
	if ( offline ) {
		return (
			<SettingsCard title={ backupCardTitle( features ) } unavailable={ __( 'Unavailable in Offline Mode', 'jetpack' ) }>
				<FoundIn slug="vaultpress" />
				<p>{ __( 'Backups and security scanning need a connection to WordPress.com.', 'jetpack' ) }</p>
			</SettingsCard>
		);
	}
	return (
		<SettingsCard title={ backupCardTitle( features ) }>
			<FoundIn slug="vaultpress" />
			{ rewind.isLoading && <Loading /> }
			{ rewind.error !== undefined && ! rewind.isFetching && (
				<LocalFailure
					summary={ __( 'The backup status could not be loaded.', 'jetpack' ) }
					reason={ failureReason( rewind.error ) }
					onRetry={ () => void rewind.refetch() }
				/>
			) }
			<p className="jp-settings-backup__status">
				<strong>{ view.status }</strong> { view.text }
			</p>
			{ view.link && (
				<p>
					<ExternalLink href={ view.link.href }>{ view.link.label }</ExternalLink>
				</p>
			) }
		</SettingsCard>
	);
}
