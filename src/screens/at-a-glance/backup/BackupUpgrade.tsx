/**
 * A site without backups: the upgrade banner (connect, while no one owns the connection) and above it the upsell
 * bar, counting the site's posts, comments and plugins (from the page's site data, or the legacy service's figures
 * when it has them; docs/dashboard.md#backup).
 * Closing the bar lasts for this page view.
 */
import { useState } from 'react';
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { backupStats, shouldShowBackupUpsell } from './backup-card';
import type { BackupStats } from './backup-card';
import { useAppSelector } from '../../../state/hooks';
import { useRouteRead } from '../../../state/route-reads/api';
import { CardBanner } from '../../../components/card-banner/CardBanner';
import { BackupFigures } from './BackupFigures';

function UpsellBar( { stats, onClose }: { stats: Pick< BackupStats, 'posts' > & Partial< BackupStats >; onClose: () => void } ) {
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
	const { postCount: posts, commentCount, pluginCount } = useAppSelector( ( state ) => state.page.siteData );
	const query = useRouteRead( 'vaultPressData', { skip: ! vaultPressActive } );
	const [ closed, setClosed ] = useState( false );
	const showBar = shouldShowBackupUpsell( { loading: query.isFetching, closed, posts } );
	return (
		<>
			{ showBar && posts !== undefined && (
				<UpsellBar stats={ { comments: commentCount, plugins: pluginCount, ...backupStats( query.data ), posts } } onClose={ () => setClosed( true ) } />
			) }
			<CardBanner
				text={ __( 'Never lose your site: automatic backups keep your content safe, ready to restore in one click.', 'jetpack' ) }
				feature="jetpack-backup"
			/>
		</>
	);
}
