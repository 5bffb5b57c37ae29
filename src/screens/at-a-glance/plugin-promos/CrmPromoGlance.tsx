/**
 * The CRM-plugin promo (docs/dashboard.md#promo-and-bundle-cards): Jetpack CRM, installed and activated from the card.
 */
import { __ } from '@wordpress/i18n';
import { PluginPromoCard } from './PluginPromoCard';

export function CrmPromoGlance() {
	return (
		<PluginPromoCard
			title={ __( 'Manage your customers', 'jetpack' ) }
			pitch={ __( 'Jetpack CRM keeps your contacts, leads, quotes and invoices together, right inside WordPress.', 'jetpack' ) }
			slug="zero-bs-crm"
			pluginFile="zero-bs-crm/ZeroBSCRM.php"
			pluginName="Jetpack CRM"
			managePath="admin.php?page=zerobscrm-dash"
		/>
	);
}
