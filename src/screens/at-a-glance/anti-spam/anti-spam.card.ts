import { dashboardApi } from '../../../state/dashboard/api';
import { selectCapabilities } from '../../../state/selectors';
import { cardRule, managesModules } from '../card-rule';
import { fetchesAkismetData } from './anti-spam-card';

export const antiSpamCard = cardRule( {
	id: 'anti-spam',
	section: 'security',
	sees: managesModules,
	start: {
		call: { endpoint: 'getAkismetData' },
		initiate: ( store ) => store.dispatch( dashboardApi.endpoints.getAkismetData.initiate() ),
		route: 'akismetData',
		fetches: ( state ) => fetchesAkismetData( selectCapabilities( state ) ),
	},
} );
