/**
 * Backups and security scanning ("Jetpack Backup" when the site has backups but no scanning), as
 * docs/settings.md#backups-and-scanning says: the backup service's status, or the legacy service's report, or the
 * upgrade banner for a plan with neither; beside it the status badges (the backup service's state, the scan's result).
 * The scan is asked only for a site whose plan scans, the legacy data only while its module is on; nothing is asked
 * while the provider does not know the site (offline, or still to connect), and a site still to connect is offered
 * the service.
 */
import { ExternalLink } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';
import { Loading } from '../../../components/isolation/Loading';
import { LocalFailure } from '../../../components/isolation/LocalFailure';
import { FoundIn } from '../../../components/settings/search-context';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { failureReason } from '../../../lib/failure-message';
import { formatCount } from '../../../lib/locale';
import { VAULTPRESS_DASHBOARD_URL } from '../../../lib/security-links';
import { backupBadge, scanBadge } from './security-status-badge';
import { backupCardTitle, backupStatusView, ownsScan, settingsBackupView } from './settings-backup-status';
import type { LegacyBackupText } from './settings-backup-status';
import { CONTACT_SUPPORT_URL } from '../../../lib/support-links';
import { useAppSelector } from '../../../state/hooks';
import { useGetModulesQuery } from '../../../state/modules/api';
import { useRouteRead } from '../../../state/route-reads/api';
import { selectIsOfflineMode, selectProviderKnowsSite } from '../../../state/selectors';
import { SettingsBanner } from '../banners/SettingsBanner';
import { StatusBadges } from './StatusBadges';

function LegacyReport( { text }: { text: LegacyBackupText } ) {
	const locale = useAppSelector( ( state ) => state.page.locale );
	switch ( text.kind ) {
		case 'threats':
			return (
				<>
					<p>
						<strong>
							{ sprintf(
								/* translators: %s: a number of security threats, e.g. 3. */
								_n( 'Uh oh, %s threat found.', 'Uh oh, %s threats found.', text.count, 'jetpack' ),
								formatCount( text.count, locale )
							) }
						</strong>
					</p>
					<p className="jp-settings-backup__links">
						<ExternalLink href={ VAULTPRESS_DASHBOARD_URL }>{ __( 'View details', 'jetpack' ) }</ExternalLink>
						<ExternalLink href={ CONTACT_SUPPORT_URL }>{ __( 'Contact Support', 'jetpack' ) }</ExternalLink>
					</p>
				</>
			);
		case 'backups-and-scan':
			return <p>{ __( 'Your site is connected to VaultPress, which backs it up and scans it for threats.', 'jetpack' ) }</p>;
		case 'backups-only':
			return <p>{ __( 'Your site is connected to VaultPress, which backs it up.', 'jetpack' ) }</p>;
		case 'not-active':
			return <p>{ __( 'Your plan includes VaultPress, but it is not active on this site yet.', 'jetpack' ) }</p>;
	}
}

export function BackupsCard() {
	const features = useAppSelector( ( state ) => state.page.siteData.features );
	const rawUrl = useAppSelector( ( state ) => state.page.rawUrl );
	const offline = useAppSelector( selectIsOfflineMode );
	const vaultPressActive = useGetModulesQuery().data?.vaultpress?.activated === true;
	// The backup service is the provider's: a site it does not know (offline, or still to connect) does not ask it.
	const known = useAppSelector( selectProviderKnowsSite );
	const rewind = useRouteRead( 'rewind', { skip: ! known } );
	const scan = useRouteRead( 'scan', { skip: ! known || ! ownsScan( features ) } );
	const vaultPress = useRouteRead( 'vaultPressData', { skip: ! known || ! vaultPressActive } );
	if ( offline ) {
		return (
			<SettingsCard title={ backupCardTitle( features ) } unavailable={ __( 'Unavailable in Offline Mode', 'jetpack' ) }>
				<FoundIn slug="vaultpress" />
				<p>{ __( 'Backups and security scanning need a connection to WordPress.com.', 'jetpack' ) }</p>
			</SettingsCard>
		);
	}
	const view = settingsBackupView( { providerKnowsSite: known, rewind: rewind.data, features, vaultPressActive, vaultPress: vaultPress.data } );
	const status = view.kind === 'status' ? backupStatusView( view.state, rawUrl ) : null;
	const failed = ( query: { error?: unknown; isFetching: boolean } ) => query.error !== undefined && ! query.isFetching;
	return (
		<SettingsCard title={ backupCardTitle( features ) }>
			<FoundIn slug="vaultpress" />
			<StatusBadges badges={ [ backupBadge( rewind.data ), scanBadge( { scan: scan.data, vaultPress: vaultPress.data } ) ] } />
			{ ( rewind.isLoading || vaultPress.isLoading ) && <Loading label={ __( 'Checking site status…', 'jetpack' ) } /> }
			{ scan.isLoading && <Loading label={ __( 'Checking for threats…', 'jetpack' ) } /> }
			{ failed( rewind ) && (
				<LocalFailure
					summary={ __( 'The backup status could not be loaded.', 'jetpack' ) }
					reason={ failureReason( rewind.error ) }
					onRetry={ () => void rewind.refetch() }
				/>
			) }
			{ failed( scan ) && (
				<LocalFailure
					summary={ __( 'The scan status could not be loaded.', 'jetpack' ) }
					reason={ failureReason( scan.error ) }
					onRetry={ () => void scan.refetch() }
				/>
			) }
			{ failed( vaultPress ) && (
				<LocalFailure
					summary={ __( 'The VaultPress status could not be loaded.', 'jetpack' ) }
					reason={ failureReason( vaultPress.error ) }
					onRetry={ () => void vaultPress.refetch() }
				/>
			) }
			{ status && (
				<>
					<p className="jp-settings-backup__status">
						<strong>{ status.status }</strong> { status.text }
					</p>
					{ status.link && (
						<p>
							<ExternalLink href={ status.link.href }>{ status.link.label }</ExternalLink>
						</p>
					) }
				</>
			) }
			{ view.kind === 'legacy' && <LegacyReport text={ view.text } /> }
			{ view.kind === 'offer' && (
				<SettingsBanner
					text={ __( 'Back up your site and scan it for threats automatically, with restores in one click.', 'jetpack' ) }
					feature="jetpack-backup"
				/>
			) }
		</SettingsCard>
	);
}
