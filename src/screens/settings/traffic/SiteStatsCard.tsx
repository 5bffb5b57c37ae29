/**
 * Site stats: a notice when a site administrator switched them off; an Activate card while they are off
 * (unavailable offline); once on, the admin bar chart and the two role lists, each saved as it is changed.
 */
import { Button, Notice, Panel, PanelBody } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useState } from 'react';
import { FoundIn } from '../../../components/settings/search-context';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { SettingToggle } from '../../../components/settings/SettingToggle';
import { statsCardView } from './traffic-cards';
import { useSaveSettings } from '../../../state/settings/use-save-settings';
import { StatsRoleList } from './StatsRoleList';
import { useTrafficPage } from './use-traffic-page';

const MODULE = 'stats';

export function SiteStatsCard() {
	const { modules, caps } = useTrafficPage();
	const save = useSaveSettings();
	const [ activating, setActivating ] = useState( false );
	const module = modules[ MODULE ];
	if ( ! module ) {
		return null;
	}
	const view = statsCardView( module );
	const activate = async () => {
		setActivating( true );
		await save( { [ MODULE ]: true } );
		setActivating( false );
	};
	return (
		<SettingsCard title={ __( 'Site stats', 'jetpack' ) }>
			<FoundIn slug={ MODULE } />
			{ view === 'overridden' && (
				<Notice status="warning" isDismissible={ false }>
					{ sprintf(
						/* translators: %s: a feature's name. */
						__( '%s has been disabled by a site administrator.', 'jetpack' ),
						module.name
					) }
				</Notice>
			) }
			{ view === 'activate' && (
				<div className="jp-traffic__activate">
					<p>{ __( 'Activate Site Stats to see detailed stats, likes, followers, subscribers, and more!', 'jetpack' ) }</p>
					{ caps.isOfflineMode ? (
						<p className="jp-traffic__unavailable">{ __( 'Unavailable in Offline Mode', 'jetpack' ) }</p>
					) : (
						<Button variant="primary" isBusy={ activating } disabled={ activating || ! caps.userCanManageModules } onClick={ () => void activate() }>
							{ activating ? __( 'Activating…', 'jetpack' ) : __( 'Activate Site Stats', 'jetpack' ) }
						</Button>
					) }
				</div>
			) }
			{ view === 'settings' && (
				<Panel>
					<PanelBody title={ __( 'Expand to update settings for how visits are counted and manage who can view this information.', 'jetpack' ) } initialOpen={ false }>
						<SettingToggle
							name="admin_bar"
							module={ MODULE }
							label={ __( 'Include a small chart in your admin bar with a 48-hour traffic snapshot', 'jetpack' ) }
						/>
						<StatsRoleList list="count_roles" legend={ __( 'Count logged in page views from', 'jetpack' ) } />
						<StatsRoleList list="roles" legend={ __( 'Allow stats reports to be viewed by', 'jetpack' ) } />
					</PanelBody>
				</Panel>
			) }
		</SettingsCard>
	);
}
