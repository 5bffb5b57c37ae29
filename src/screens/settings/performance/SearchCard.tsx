/**
 * Search: the search switch and the instant search switch, which move together (see the coupling rule); instant
 * search needs a plan that has it. Offline the card says 'Unavailable in Offline Mode' and shows no switch: a switch
 * it says cannot be used would only contradict it (docs/settings.md#search-switches). The plan's
 * search features are asked for when the card shows on a connected site.
 */
import { useState } from 'react';
import { __ } from '@wordpress/i18n';
import { Loading } from '../../../components/isolation/Loading';
import { LocalFailure } from '../../../components/isolation/LocalFailure';
import { FoundIn } from '../../../components/settings/search-context';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { SettingSwitchView } from '../../../components/settings/SettingSwitchView';
import { failureReason } from '../../../lib/failure-message';
import { moduleUnavailableReason } from '../../../lib/module-toggle';
import { searchRetryUpdate, searchToggleUpdate } from './search-settings';
import type { SearchSwitch } from './search-settings';
import { useAppSelector } from '../../../state/hooks';
import { useGetModulesQuery } from '../../../state/modules/api';
import { selectCapabilities } from '../../../state/selectors';
import { useGetSettingsQuery } from '../../../state/settings/api';
import { useGetSearchPlanQuery } from '../../../state/settings/section-api';
import { useSaveSettings } from '../../../state/settings/use-save-settings';

function useSearchSwitches( instantAvailable: boolean ) {
	const settings = useGetSettingsQuery().data;
	const save = useSaveSettings();
	const [ pending, setPending ] = useState< { which: SearchSwitch; next: boolean } | null >( null );
	const searchOn = settings?.search === true;
	const instantOn = settings?.instant_search_enabled === true;
	const change = async ( which: SearchSwitch, next: boolean ) => {
		if ( pending ) {
			return false;
		}
		setPending( { which, next } );
		const update = searchToggleUpdate( which, next, { instantAvailable, instantOn } );
		let ok = await save( update );
		const retry = ok ? null : searchRetryUpdate( update, instantAvailable );
		if ( retry ) {
			ok = await save( retry );
		}
		setPending( null );
		return ok;
	};
	const shown = ( which: SearchSwitch, server: boolean ) => {
		if ( ! pending ) {
			return server;
		}
		const update = searchToggleUpdate( pending.which, pending.next, { instantAvailable, instantOn } );
		const key = which === 'search' ? 'search' : 'instant_search_enabled';
		return typeof update[ key ] === 'boolean' ? update[ key ] === true : server;
	};
	return {
		search: { on: shown( 'search', searchOn ), saving: pending !== null, change: ( next: boolean ) => change( 'search', next ) },
		instant: { on: shown( 'instant', instantOn ), saving: pending !== null, change: ( next: boolean ) => change( 'instant', next ) },
	};
}

export function SearchCard() {
	const caps = useAppSelector( selectCapabilities );
	const module = useGetModulesQuery().data?.search;
	const plan = useGetSearchPlanQuery( undefined, { skip: caps.isOfflineMode || ! caps.isSiteConnected } );
	const instantAvailable = plan.data?.supports_instant_search === true;
	const switches = useSearchSwitches( instantAvailable );
	if ( caps.isOfflineMode ) {
		return (
			<SettingsCard title={ __( 'Search', 'jetpack' ) } unavailable={ __( 'Unavailable in Offline Mode', 'jetpack' ) }>
				<FoundIn slug="search" />
				<p>{ __( 'Search is served by WordPress.com and needs a connection to it.', 'jetpack' ) }</p>
			</SettingsCard>
		);
	}
	const reason = moduleUnavailableReason( module, caps );
	return (
		<SettingsCard title={ __( 'Search', 'jetpack' ) }>
			<FoundIn slug="search" />
			{ plan.isFetching && ! plan.data && <Loading /> }
			{ plan.error !== undefined && ! plan.isFetching && (
				<LocalFailure
					summary={ __( 'Your plan’s search features could not be loaded.', 'jetpack' ) }
					reason={ failureReason( plan.error ) }
					onRetry={ () => void plan.refetch() }
				/>
			) }
			<SettingSwitchView
				toggle={ switches.search }
				label={ __( 'Enable Search', 'jetpack' ) }
				help={ __( 'Replace the site’s search with fast, relevant results.', 'jetpack' ) }
				reason={ reason }
			/>
			<SettingSwitchView
				toggle={ switches.instant }
				label={ __( 'Enable instant search experience (recommended)', 'jetpack' ) }
				help={ __( 'Results appear as visitors type, with filters, in an overlay.', 'jetpack' ) }
				reason={
					reason ??
					( plan.data ? null : __( 'Checking your plan…', 'jetpack' ) ) ??
					( instantAvailable ? null : __( 'Instant search is included in Jetpack Search plans.', 'jetpack' ) )
				}
			/>
		</SettingsCard>
	);
}
