/**
 * The Brute force protection card (docs/dashboard.md#monitor-image-accelerator-and-protection): module protect. Active,
 * it shows the attempts blocked so far (GET module/protect/data, asked only while protection is on and the site is
 * connected). Editors see it too,
 * read-only.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import type { ProtectCount } from '../../../api/types';
import { DashItem } from '../../../components/dash-item/DashItem';
import { QueryView } from '../../../components/isolation/QueryView';
import { formatCount } from '../../../lib/locale';
import { fetchesProtectCount, protectCountView } from './protect-card';
import { useAppSelector } from '../../../state/hooks';
import { useGetModulesQuery } from '../../../state/modules/api';
import { useRouteRead } from '../../../state/route-reads/api';
import { selectCapabilities } from '../../../state/selectors';
import { ModuleCardBody } from '../module-card/ModuleCardBody';
import type { InactiveTexts } from '../module-card/ModuleCardBody';
import '../module-card/module-card.css';

function BlockedAttempts( { count }: { count: ProtectCount } ) {
	const locale = useAppSelector( ( state ) => state.page.locale );
	const view = protectCountView( count );
	if ( view.kind === 'none-yet' ) {
		return <p>{ __( 'Brute force protection is watching your login page. No attempts have been blocked yet.', 'jetpack' ) }</p>;
	}
	return (
		<>
			<p className="jp-module-card__figure">
				{ sprintf(
					/* translators: %s: how many malicious login attempts were blocked, formatted for the locale. */
					_n( '%s blocked attempt', '%s blocked attempts', view.count, 'jetpack' ),
					formatCount( view.count, locale )
				) }
			</p>
			<p>{ __( 'Malicious login attempts stopped by brute force protection.', 'jetpack' ) }</p>
		</>
	);
}

function ProtectActive() {
	const caps = useAppSelector( selectCapabilities );
	const module = useGetModulesQuery().data?.protect;
	// Mounted only once protection is on (ModuleCardBody); the count comes from the provider.
	const fetches = fetchesProtectCount( module, caps );
	const query = useRouteRead( 'protectCount', { skip: ! fetches } );
	if ( ! fetches ) {
		return <p>{ __( 'Brute force protection is on.', 'jetpack' ) }</p>;
	}
	return (
		<QueryView query={ query } failedSummary={ __( 'The blocked-attempts count could not be loaded.', 'jetpack' ) }>
			{ ( count ) => <BlockedAttempts count={ count } /> }
		</QueryView>
	);
}

export function ProtectGlance() {
	const texts: InactiveTexts = {
		offer: __( 'Brute force protection is off. Turn it on to block bots and hackers trying to guess passwords on your login page.', 'jetpack' ),
		activateLabel: __( 'Activate brute force protection', 'jetpack' ),
		askAdmin: __( 'Brute force protection is off. Ask a site administrator to turn it on.', 'jetpack' ),
		needsConnection: __( 'Brute force protection is off. It can be turned on once the site is connected to WordPress.com.', 'jetpack' ),
		unavailable: __( 'Brute force protection is not available on this site.', 'jetpack' ),
		failed: __( 'Brute force protection could not be activated.', 'jetpack' ),
	};
	return (
		<DashItem title={ __( 'Brute force protection', 'jetpack' ) }>
			<ModuleCardBody slug="protect" texts={ texts }>
				<ProtectActive />
			</ModuleCardBody>
		</DashItem>
	);
}
