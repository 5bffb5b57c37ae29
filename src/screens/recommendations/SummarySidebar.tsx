/**
 * The summary's sidebar card, the first that applies: loading while the backup status is unknown, the upsell for a
 * free site, one-click restores while credentials are awaited, manage security when backups run, else the app.
 */
import { Button, ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { LocalFailure } from '../../components/isolation/LocalFailure';
import { Loading } from '../../components/isolation/Loading';
import { failureReason } from '../../lib/failure-message';
import { isFreeWithoutPaid } from '../../lib/recommendation-flow';
import { ownsScan, sidebarCard } from './recommendation-summary';
import { activityLogUrl, serverCredentialsUrl } from '../../lib/security-links';
import { useAppSelector } from '../../state/hooks';
import { useRouteRead } from '../../state/route-reads/api';
import { UpsellCard } from './UpsellCard';

export function SummarySidebar() {
	const { plan, activeProducts } = useAppSelector( ( state ) => state.page.siteData );
	const rawUrl = useAppSelector( ( state ) => state.page.rawUrl );
	const rewind = useRouteRead( 'rewind' );
	const freeWithoutPaid = isFreeWithoutPaid( plan, activeProducts );
	const card = sidebarCard( { freeWithoutPaid, rewindState: rewind.data?.state, ownsScan: ownsScan( activeProducts ) } );
	// The card is chosen once the backup status is known: a failed read says so, with a retry.
	if ( card === 'loading' && rewind.isError && ! rewind.isFetching ) {
		return (
			<LocalFailure
				summary={ __( 'The backup status could not be loaded.', 'jetpack' ) }
				reason={ failureReason( rewind.error ) }
				onRetry={ () => rewind.refetch() }
			/>
		);
	}

	switch ( card ) {
		case 'loading':
			return <Loading />;
		case 'upsell':
			return <UpsellCard />;
		case 'one-click-restores':
			return (
				<div className="jp-recommendations__card">
					<h2>{ __( 'Enable one-click restores', 'jetpack' ) }</h2>
					<p>{ __( 'Enter your server credentials so a backup can be restored in one click.', 'jetpack' ) }</p>
					<Button variant="primary" href={ serverCredentialsUrl( rawUrl ) } target="_blank" rel="noopener noreferrer">
						{ __( 'Enter server credentials', 'jetpack' ) }
					</Button>
				</div>
			);
		case 'manage-security':
			return (
				<div className="jp-recommendations__card">
					<h2>{ __( 'Manage your security on the go', 'jetpack' ) }</h2>
					<p>{ __( 'Your backups are running. See every event on your site in the activity log.', 'jetpack' ) }</p>
					<ExternalLink href={ activityLogUrl( rawUrl ) }>{ __( 'View the activity log', 'jetpack' ) }</ExternalLink>
				</div>
			);
		default:
			return (
				<div className="jp-recommendations__card">
					<h2>{ __( 'Get the Jetpack app', 'jetpack' ) }</h2>
					<p>{ __( 'Check your stats, moderate comments and get notified of downtime from your phone.', 'jetpack' ) }</p>
					<ExternalLink href="https://jetpack.com/app/">{ __( 'Download the app', 'jetpack' ) }</ExternalLink>
				</div>
			);
	}
}
