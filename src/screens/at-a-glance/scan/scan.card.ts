import { dashboardApi } from '../../../state/dashboard/api';
import { selectCapabilities, selectModules } from '../../../state/selectors';
import { cardRule } from '../card-rule';
import { fetchesScanStatus } from './scan-card';

export const scanCard = cardRule( {
	id: 'scan',
	section: 'security',
	module: 'scan',
	// The scan card has no place on Atomic sites (the host scans them).
	sees: ( { caps } ) => caps.userCanManageModules && ! caps.isAtomicSite,
	start: {
		call: { endpoint: 'getScanStatus' },
		initiate: ( store ) => store.dispatch( dashboardApi.endpoints.getScanStatus.initiate() ),
		route: 'scan',
		fetches: ( state ) => {
			const { isOfflineMode, isSiteConnected, isAtomicSite, isMultisite } = selectCapabilities( state );
			const vaultPressActive = selectModules( state )?.vaultpress?.activated ?? false;
			const { showBackups } = state.page.siteData;
			return fetchesScanStatus( { showBackups, isAtomicSite, isMultisite, vaultPressActive, isOfflineMode, isSiteConnected } );
		},
	},
} );
