/**
 * Backups by the legacy service (rewind unavailable, reason vp_active_on_site): what VaultPress reports, its
 * backup figures, and its dashboard. Its data is asked only while the vaultpress module is active.
 */
import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { QueryView } from '../../../components/isolation/QueryView';
import { getLegacyBackupView } from './backup-card';
import { VAULTPRESS_DASHBOARD_URL } from '../../../lib/security-links';
import { BackupFigures } from './BackupFigures';
import { useRouteRead } from '../../../state/route-reads/api';

/** vaultPressActive: whether the vaultpress module is active. */
export function LegacyBackup( { vaultPressActive }: { vaultPressActive: boolean } ) {
	const query = useRouteRead( 'vaultPressData', { skip: ! vaultPressActive } );
	const view = getLegacyBackupView( { vaultPressActive, vaultPress: query.data } );
	const dashboardLink = <ExternalLink href={ VAULTPRESS_DASHBOARD_URL }>{ __( 'View your backups on VaultPress', 'jetpack' ) }</ExternalLink>;
	switch ( view.kind ) {
		case 'loading':
			return (
				<QueryView query={ query } failedSummary={ __( 'The VaultPress backup status could not be loaded.', 'jetpack' ) }>
					{ () => null }
				</QueryView>
			);
		case 'elsewhere':
			return (
				<>
					<p>{ __( 'Your site is backed up by VaultPress.', 'jetpack' ) }</p>
					{ dashboardLink }
				</>
			);
		case 'report':
			return (
				<>
					<p>{ view.message }</p>
					{ view.stats && (
						<>
							<p className="jp-backup-card__figures-intro">{ __( 'Backed up:', 'jetpack' ) }</p>
							<BackupFigures stats={ view.stats } />
						</>
					) }
					{ dashboardLink }
				</>
			);
	}
}
