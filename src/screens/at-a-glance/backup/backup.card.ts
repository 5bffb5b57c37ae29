import { dashboardApi } from '../../../state/dashboard/api';
import { selectCapabilities } from '../../../state/selectors';
import { cardRule, managesModules } from '../card-rule';
import { fetchesRewindStatus } from './backup-card';

export const backupCard = cardRule( {
	id: 'backup',
	section: 'security',
	sees: managesModules,
	start: {
		call: { endpoint: 'getRewindStatus' },
		initiate: ( store ) => store.dispatch( dashboardApi.endpoints.getRewindStatus.initiate() ),
		route: 'rewind',
		fetches: ( state ) => {
			const { isOfflineMode, isSiteConnected } = selectCapabilities( state );
			return fetchesRewindStatus( { isOfflineMode, isSiteConnected, showBackups: state.page.siteData.showBackups } );
		},
	},
} );
