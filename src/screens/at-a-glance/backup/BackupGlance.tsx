/**
 * The Backup card (docs/dashboard.md#backup): decided by the rewind status, which is asked only online and once the
 * site is connected. The order of its states is the pure rule in backup-card.ts.
 */
import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { DashItem } from '../../../components/dash-item/DashItem';
import { QueryView } from '../../../components/isolation/QueryView';
import { fetchesRewindStatus, getBackupCardView } from './backup-card';
import type { BackupCardView } from './backup-card';
import { backupsUrl, restorePointsUrl, serverCredentialsUrl } from '../../../lib/security-links';
import { useAppSelector } from '../../../state/hooks';
import { useGetModulesQuery } from '../../../state/modules/api';
import { useRouteRead } from '../../../state/route-reads/api';
import { selectCapabilities } from '../../../state/selectors';
import { useGetSettingsQuery } from '../../../state/settings/api';
import { CardBanner } from '../../../components/card-banner/CardBanner';
import { BackupUpgrade } from './BackupUpgrade';
import { GettingStarted } from './GettingStarted';
import { LegacyBackup } from './LegacyBackup';
import './backup-card.css';

function statusOf( view: BackupCardView ): string | undefined {
	switch ( view.kind ) {
		case 'provisioning':
			return __( 'Setting up', 'jetpack' );
		case 'awaiting-credentials':
			return __( 'Action needed', 'jetpack' );
		case 'active':
			return __( 'Active', 'jetpack' );
		default:
			return undefined;
	}
}

type ShownView = Exclude< BackupCardView, { kind: 'hidden' | 'loading' } >;

function BackupView( { view, vaultPressActive }: { view: ShownView; vaultPressActive: boolean } ) {
	const rawUrl = useAppSelector( ( state ) => state.page.rawUrl );
	switch ( view.kind ) {
		case 'offline':
			return <p>{ __( 'Unavailable in Offline Mode.', 'jetpack' ) }</p>;
		case 'not-connected':
			return (
				<CardBanner
					text={ __( 'Connect your site to back it up automatically and restore it in one click.', 'jetpack' ) }
					namesPlan={ false }
				/>
			);
		case 'provisioning':
			return <p>{ __( 'We are setting up your site’s backups. This can take a few minutes.', 'jetpack' ) }</p>;
		case 'awaiting-credentials':
			return (
				<>
					<p>{ __( 'Enter your server credentials (SSH, SFTP or FTP) to finish setting up backups and restore your site in one click.', 'jetpack' ) }</p>
					<ExternalLink href={ serverCredentialsUrl( rawUrl ) }>{ __( 'Enter server credentials', 'jetpack' ) }</ExternalLink>
					{ view.showGettingStarted && <GettingStarted /> }
				</>
			);
		case 'active':
			return (
				<>
					<p>
						{ view.realTime
							? __( 'Real-time backups are on: every change you make is backed up as you edit your site.', 'jetpack' )
							: __( 'Daily backups are on: your site is backed up once a day.', 'jetpack' ) }
					</p>
					<ul className="jp-backup-card__links">
						<li>
							<ExternalLink href={ backupsUrl( rawUrl ) }>{ __( 'View your backups', 'jetpack' ) }</ExternalLink>
						</li>
						<li>
							<ExternalLink href={ restorePointsUrl( rawUrl ) }>{ __( 'View your restore points in the activity log', 'jetpack' ) }</ExternalLink>
						</li>
					</ul>
				</>
			);
		case 'new-site':
			return <p>{ __( 'Your site is new: its backups are still being prepared. Check back soon.', 'jetpack' ) }</p>;
		case 'legacy':
			return <LegacyBackup vaultPressActive={ vaultPressActive } />;
		case 'upgrade':
			return <BackupUpgrade vaultPressActive={ vaultPressActive } />;
	}
}

export function BackupGlance() {
	const caps = useAppSelector( selectCapabilities );
	const features = useAppSelector( ( state ) => state.page.siteData.features );
	const showBackups = useAppSelector( ( state ) => state.page.siteData.showBackups );
	// Subscribed (the page printed both, so nothing is fetched): a settings save then refreshes them, not drops them.
	const vaultPressActive = useGetModulesQuery().data?.vaultpress?.activated ?? false;
	const dismissed = useGetSettingsQuery().data?.dismiss_dash_backup_getting_started === true;
	const rewind = useRouteRead( 'rewind', {
		skip: ! fetchesRewindStatus( { showBackups, isOfflineMode: caps.isOfflineMode, isSiteConnected: caps.isSiteConnected } ),
	} );
	const view = getBackupCardView( {
		showBackups,
		isOfflineMode: caps.isOfflineMode,
		isSiteConnected: caps.isSiteConnected,
		rewind: rewind.data,
		siteFeatures: features,
		gettingStartedDismissed: dismissed,
	} );
	if ( view.kind === 'hidden' ) {
		return null;
	}
	return (
		<DashItem title={ __( 'Backup', 'jetpack' ) } status={ statusOf( view ) }>
			{ view.kind === 'loading' ? (
				<QueryView query={ rewind } failedSummary={ __( 'The backup status could not be loaded.', 'jetpack' ) }>
					{ () => null }
				</QueryView>
			) : (
				<BackupView view={ view } vaultPressActive={ vaultPressActive } />
			) }
		</DashItem>
	);
}
