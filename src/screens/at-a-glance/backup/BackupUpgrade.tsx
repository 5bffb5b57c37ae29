/**
 * A site without backups: the upgrade banner (connect, while no one owns the connection) and above it the upsell
 * bar (spec 2 §2.4, §5), counting what the site holds from the legacy service's backup figures when it has them.
 * Closing the bar lasts for this page view.
 */
import { useState } from 'react';
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { backupStats, shouldShowBackupUpsell } from '../../../lib/backup-card';
import type { BackupStats } from '../../../lib/backup-card';
import { getCardBannerAction } from '../../../lib/card-banner';
import { useGetVaultPressDataQuery } from '../../../state/dashboard/api';
import { useAppSelector } from '../../../state/hooks';
import { selectCapabilities } from '../../../state/selectors';
import { CardBanner } from '../banner/CardBanner';
import { BackupFigures } from './BackupFigures';

function UpsellBar( { stats, onClose }: { stats: BackupStats; onClose: () => void } ) {
	return (
		<div className="jp-backup-upsell" role="group" aria-label={ __( 'Backup suggestion', 'jetpack' ) }>
			<p className="jp-backup-upsell__text">{ __( 'Your site holds a lot worth keeping:', 'jetpack' ) }</p>
			<BackupFigures stats={ stats } />
			<Button variant="tertiary" className="jp-backup-upsell__close" onClick={ onClose }>
				{ __( 'Close', 'jetpack' ) }
			</Button>
		</div>
	);
}

/** vaultPressActive: whether the vaultpress module is active (its figures are asked only then). */
export function BackupUpgrade( { vaultPressActive }: { vaultPressActive: boolean } ) {
	const caps = useAppSelector( selectCapabilities );
	const query = useGetVaultPressDataQuery( undefined, { skip: ! vaultPressActive } );
	const [ closed, setClosed ] = useState( false );
	const stats = backupStats( query.data );
	const showBar = shouldShowBackupUpsell( {
		offersUpgrade: getCardBannerAction( { caps, namesPlan: true } ) === 'upgrade',
		loading: query.isFetching,
		closed,
		posts: stats?.posts,
	} );
	return (
		<>
			{ showBar && stats && <UpsellBar stats={ stats } onClose={ () => setClosed( true ) } /> }
			<CardBanner
				text={ __( 'Never lose your site: automatic backups keep your content safe, ready to restore in one click.', 'jetpack' ) }
				feature="jetpack-backup"
			/>
		</>
	);
}
