/**
 * The Security bundle banner (docs/dashboard.md#promo-and-bundle-cards): what the bundle covers and "Upgrade" to the
 * plans page. Hidden when the site already has a Security or Complete purchase, from users who cannot buy, offline, on
 * a multisite network
 * and without a connected owner (rule in security-bundle.ts).
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { DashItem } from '../../../components/dash-item/DashItem';
import { showSecurityBundle } from './security-bundle';
import { useAppSelector } from '../../../state/hooks';
import { selectCapabilities } from '../../../state/selectors';
import './security-bundle.css';

export function SecurityBundleGlance() {
	const caps = useAppSelector( selectCapabilities );
	const { plan, activeProducts } = useAppSelector( ( state ) => state.page.siteData );
	if ( ! showSecurityBundle( { caps, plan, activeProducts } ) ) {
		return null;
	}
	return (
		<DashItem title={ __( 'Comprehensive Site Security', 'jetpack' ) } className="jp-security-bundle">
			<p>{ __( 'One bundle protects your site around the clock:', 'jetpack' ) }</p>
			<ul className="jp-security-bundle__list">
				<li>{ __( 'Backup', 'jetpack' ) }</li>
				<li>{ __( 'Scan', 'jetpack' ) }</li>
				<li>{ __( 'Anti-spam', 'jetpack' ) }</li>
			</ul>
			<Button variant="primary" href="#/plans">
				{ __( 'Upgrade', 'jetpack' ) }
			</Button>
		</DashItem>
	);
}
