import { selectCapabilities, selectModules, selectSettings } from '../../../state/selectors';
import { statsApi } from '../../../state/stats/api';
import { cardRule } from '../card-rule';
import { FIRST_STATS_RANGE, statsBody } from './stats-card';

export const statsCard = cardRule( {
	id: 'stats',
	section: 'performance',
	// No module hides it: forced off, it says so itself.
	sees: ( { caps } ) => caps.userCanManageModules || caps.userCanViewStats,
	start: {
		call: { endpoint: 'getStatsData', range: FIRST_STATS_RANGE },
		initiate: ( store ) => store.dispatch( statsApi.endpoints.getStatsData.initiate( FIRST_STATS_RANGE ) ),
		route: 'stats',
		fetches: ( state ) =>
			statsBody( {
				caps: selectCapabilities( state ),
				overridden: selectModules( state )?.stats?.override === 'inactive',
				statsOn: !! selectSettings( state )?.stats,
			} ) === 'stats',
	},
} );
