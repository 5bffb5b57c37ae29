/**
 * The Scan card (docs/dashboard.md#scan, docs/rules.md#roles-and-capabilities): shown where the host shows backups,
 * never on Atomic, on multisite only with the legacy service. The scan status is asked only online and once the site is
 * connected; what the card shows, in
 * the spec's order, is the pure rule in scan-card.ts.
 */
import { ExternalLink } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';
import { DashItem } from '../../../components/dash-item/DashItem';
import { QueryView } from '../../../components/isolation/QueryView';
import { fetchesScanStatus, getScanCardView, isScanCardShown } from './scan-card';
import type { ScanCardView } from './scan-card';
import { scanUrl, serverCredentialsUrl } from '../../../lib/security-links';
import { useAppSelector } from '../../../state/hooks';
import { useGetModulesQuery } from '../../../state/modules/api';
import { useRouteRead } from '../../../state/route-reads/api';
import { selectCapabilities } from '../../../state/selectors';
import { CardBanner } from '../../../components/card-banner/CardBanner';
import { LegacyScan } from './LegacyScan';
import { ScanBanner } from './ScanBanner';
import { ThreatsFound } from './ThreatsFound';
import './scan-card.css';
import { formatCount } from '../../../lib/locale';

/**
 * Beside the title: the number of threats, or "Action needed" while credentials are missing (docs/api.md#data-shapes).
 */
function statusOf( view: ScanCardView, locale: string ): string | undefined {
	switch ( view.kind ) {
		case 'threats':
			/* translators: %s: a number of security threats, e.g. 17. */
			return sprintf( _n( '%s threat', '%s threats', view.count, 'jetpack' ), formatCount( view.count, locale ) );
		case 'credentials':
			return __( 'Action needed', 'jetpack' );
		default:
			return undefined;
	}
}

type ShownView = Exclude< ScanCardView, { kind: 'loading' } >;

function ScanView( { view, vaultPressActive }: { view: ShownView; vaultPressActive: boolean } ) {
	const rawUrl = useAppSelector( ( state ) => state.page.rawUrl );
	const detailsLink = <ExternalLink href={ scanUrl( rawUrl ) }>{ __( 'View security scan details', 'jetpack' ) }</ExternalLink>;
	switch ( view.kind ) {
		case 'offline':
			return <p>{ __( 'Unavailable in Offline Mode.', 'jetpack' ) }</p>;
		case 'not-connected':
			return <CardBanner text={ __( 'Connect your site to scan it for threats automatically.', 'jetpack' ) } namesPlan={ false } />;
		case 'threats':
			return <ThreatsFound count={ view.count } fixUrl={ scanUrl( rawUrl ) } fixLabel={ __( 'Fix threats', 'jetpack' ) } />;
		case 'credentials':
			return (
				<>
					<p>{ __( 'Enter your server credentials (SSH, SFTP or FTP) so threats can be fixed in one click.', 'jetpack' ) }</p>
					<ExternalLink href={ serverCredentialsUrl( rawUrl ) }>{ __( 'Enter server credentials', 'jetpack' ) }</ExternalLink>
				</>
			);
		case 'provisioning':
			return <p>{ __( 'We are configuring your site protection.', 'jetpack' ) }</p>;
		case 'clean':
			return (
				<>
					<p>{ __( 'No security threats found. Your site will continue to be monitored for future threats.', 'jetpack' ) }</p>
					{ detailsLink }
				</>
			);
		case 'legacy':
			return <LegacyScan vaultPressActive={ vaultPressActive } />;
		case 'banner':
			return <ScanBanner />;
	}
}

export function ScanGlance() {
	const caps = useAppSelector( selectCapabilities );
	const showBackups = useAppSelector( ( state ) => state.page.siteData.showBackups );
	const locale = useAppSelector( ( state ) => state.page.locale );
	// Subscribed (the page printed it, so nothing is fetched): a later save refreshes the modules, not drops them.
	const vaultPressActive = useGetModulesQuery().data?.vaultpress?.activated ?? false;
	const visibility = { showBackups, isAtomicSite: caps.isAtomicSite, isMultisite: caps.isMultisite, vaultPressActive };
	const shown = isScanCardShown( visibility );
	const scan = useRouteRead( 'scan', {
		skip: ! fetchesScanStatus( { ...visibility, isOfflineMode: caps.isOfflineMode, isSiteConnected: caps.isSiteConnected } ),
	} );
	if ( ! shown ) {
		return null;
	}
	const view = getScanCardView( { isOfflineMode: caps.isOfflineMode, isSiteConnected: caps.isSiteConnected, scan: scan.data } );
	return (
		<DashItem title={ __( 'Scan', 'jetpack' ) } status={ statusOf( view, locale ) }>
			{ view.kind === 'loading' ? (
				<QueryView query={ scan } failedSummary={ __( 'The scan status could not be loaded.', 'jetpack' ) }>
					{ () => null }
				</QueryView>
			) : (
				<ScanView view={ view } vaultPressActive={ vaultPressActive } />
			) }
		</DashItem>
	);
}
