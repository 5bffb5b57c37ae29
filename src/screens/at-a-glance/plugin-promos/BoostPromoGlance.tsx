/**
 * The performance-plugin promo (docs/dashboard.md#promo-and-bundle-cards): Jetpack Boost, installed and activated from
 * the card.
 */
import { __ } from '@wordpress/i18n';
import { PluginPromoCard } from './PluginPromoCard';

export function BoostPromoGlance() {
	return (
		<PluginPromoCard
			title={ __( 'Speed up your site', 'jetpack' ) }
			pitch={ __( 'Jetpack Boost improves your Core Web Vitals and page speed with one-click optimizations.', 'jetpack' ) }
			slug="jetpack-boost"
			pluginFile="jetpack-boost/jetpack-boost.php"
			pluginName="Jetpack Boost"
			managePath="admin.php?page=jetpack-boost"
		/>
	);
}
