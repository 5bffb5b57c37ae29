/**
 * The Downtime monitoring card (docs/dashboard.md#monitor-image-accelerator-and-protection): module monitor, on or off.
 * It asks the server nothing.
 */
import { __ } from '@wordpress/i18n';
import { DashItem } from '../../../components/dash-item/DashItem';
import { ModuleCardBody } from '../module-card/ModuleCardBody';
import type { InactiveTexts } from '../module-card/ModuleCardBody';

export function MonitorGlance() {
	const texts: InactiveTexts = {
		offer: __( 'Downtime monitoring is off. Turn it on to get an email when your site goes down, and another when it is back up.', 'jetpack' ),
		activateLabel: __( 'Activate downtime monitoring', 'jetpack' ),
		askAdmin: __( 'Downtime monitoring is off. Ask a site administrator to turn it on.', 'jetpack' ),
		needsConnection: __( 'Downtime monitoring is off. It can be turned on once the site is connected to WordPress.com.', 'jetpack' ),
		unavailable: __( 'Downtime monitoring is not available on this site.', 'jetpack' ),
		failed: __( 'Downtime monitoring could not be activated.', 'jetpack' ),
	};
	return (
		<DashItem title={ __( 'Downtime monitoring', 'jetpack' ) }>
			<ModuleCardBody slug="monitor" texts={ texts }>
				<p>{ __( 'Your site is being monitored for downtime. If it goes down, you will get an email alert.', 'jetpack' ) }</p>
			</ModuleCardBody>
		</DashItem>
	);
}
