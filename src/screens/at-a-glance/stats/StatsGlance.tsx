/**
 * The Site Stats card (docs/dashboard.md#site-stats). What it shows, first match wins: offline mode, the module forced
 * off by the site administrator, stats switched off (managers may switch them on), then the stats themselves. Below
 * them, a
 * user who may link an account and has not is offered to connect it.
 */
import { __ } from '@wordpress/i18n';
import { DashItem } from '../../../components/dash-item/DashItem';
import { useAppSelector } from '../../../state/hooks';
import { showStatsConnectOption, statsBody } from './stats-card';
import { useGetModulesQuery } from '../../../state/modules/api';
import { selectCapabilities } from '../../../state/selectors';
import { useGetSettingsQuery } from '../../../state/settings/api';
import { SettingsButton } from './SettingsButton';
import { StatsConnect } from './StatsConnect';
import { StatsView } from './StatsView';
import './stats-card.css';

function StatsBody( { overridden }: { overridden: boolean } ) {
	const caps = useAppSelector( selectCapabilities );
	// Printed by the page: never fetched on load, refetched after a save.
	const settings = useGetSettingsQuery().data;
	switch ( statsBody( { caps, overridden, statsOn: !! settings?.stats } ) ) {
		case 'offline':
			return <p>{ __( 'Unavailable in Offline Mode.', 'jetpack' ) }</p>;
		case 'overridden':
			return <p>{ __( 'Site Stats has been turned off by a site administrator.', 'jetpack' ) }</p>;
		case 'stats':
			return <StatsView emptyCardDismissed={ !! settings?.dismiss_empty_stats_card } canDismiss={ caps.userCanManageOptions } />;
		case 'ask-admin':
			return <p>{ __( 'Site Stats is off. Ask a site administrator to activate it.', 'jetpack' ) }</p>;
		case 'activate':
			return (
				<>
					<p>{ __( 'Activate Site Stats to see your site’s views here.', 'jetpack' ) }</p>
					<SettingsButton update={ { stats: true } } label={ __( 'Activate Site Stats', 'jetpack' ) } failed={ __( 'Site Stats could not be activated.', 'jetpack' ) } />
				</>
			);
	}
}

export function StatsGlance() {
	const caps = useAppSelector( selectCapabilities );
	const overridden = useGetModulesQuery().data?.stats?.override === 'inactive';
	return (
		<DashItem title={ __( 'Site Stats', 'jetpack' ) }>
			<StatsBody overridden={ overridden } />
			{ ! overridden && showStatsConnectOption( caps ) && <StatsConnect /> }
		</DashItem>
	);
}
