/**
 * Scanning by the legacy service (scan unavailable, reason vp_active_on_site; docs/dashboard.md#scan step 4). Its data
 * is asked only while the vaultpress module is active; the order of what it shows is scan-card.ts's.
 */
import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { QueryView } from '../../../components/isolation/QueryView';
import { getLegacyScanView } from './scan-card';
import { VAULTPRESS_DASHBOARD_URL, vaultPressAdminUrl } from '../../../lib/security-links';
import { CONTACT_SUPPORT_URL } from '../../../lib/support-links';
import { useAppSelector } from '../../../state/hooks';
import { useRouteRead } from '../../../state/route-reads/api';
import { ScanBanner } from './ScanBanner';
import { ThreatsFound } from './ThreatsFound';
import { VaultPressOffer } from './VaultPressOffer';

function NotRegistered() {
	const adminUrl = useAppSelector( ( state ) => state.page.adminUrl );
	// translators: Keep the two parts in <> and their order: the first links to the key's page, the second to support.
	const [ before, key, between, support, after ] = __(
		'VaultPress is having difficulties scanning your site. Make sure its <registration key is entered>. If you need help, <contact support>.',
		'jetpack'
	).split( /[<>]/ );
	return (
		<p>
			{ before }
			<a href={ vaultPressAdminUrl( adminUrl ) }>{ key }</a>
			{ between }
			<ExternalLink href={ CONTACT_SUPPORT_URL }>{ support }</ExternalLink>
			{ after }
		</p>
	);
}

export function LegacyScan( { vaultPressActive }: { vaultPressActive: boolean } ) {
	const planSlug = useAppSelector( ( state ) => state.page.siteData.plan );
	const query = useRouteRead( 'vaultPressData', { skip: ! vaultPressActive } );
	const view = getLegacyScanView( { vaultPressActive, vaultPress: query.data, planSlug } );
	switch ( view.kind ) {
		case 'loading':
			return (
				<QueryView query={ query } failedSummary={ __( 'The VaultPress scan status could not be loaded.', 'jetpack' ) }>
					{ () => null }
				</QueryView>
			);
		case 'not-registered':
			return <NotRegistered />;
		case 'threats':
			return <ThreatsFound count={ view.count } fixUrl={ VAULTPRESS_DASHBOARD_URL } fixLabel={ __( 'Fix threats on VaultPress', 'jetpack' ) } />;
		case 'clean':
			return <p>{ __( "No threats found, you're good to go!", 'jetpack' ) }</p>;
		case 'offer':
			return <VaultPressOffer />;
		case 'banner':
			return <ScanBanner />;
	}
}
