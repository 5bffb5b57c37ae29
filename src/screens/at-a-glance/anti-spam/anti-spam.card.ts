import { cardRule, managesModules } from '../card-rule';
import { fetchesAkismetData } from './anti-spam-card';

export const antiSpamCard = cardRule( {
	id: 'anti-spam',
	section: 'security',
	sees: managesModules,
	start: {
		call: { endpoint: 'getAkismetData' },
		initiate: ( endpoints ) => endpoints.getAkismetData.initiate(),
		route: 'akismetData',
		fetches: ( { caps } ) => fetchesAkismetData( caps ),
	},
} );
