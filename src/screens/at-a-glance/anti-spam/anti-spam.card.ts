import { selectCapabilities } from '../../../state/selectors';
import { cardRule, managesModules } from '../card-rule';
import { fetchesAkismetData } from './anti-spam-card';

export const antiSpamCard = cardRule( {
	id: 'anti-spam',
	section: 'security',
	sees: managesModules,
	start: { call: { endpoint: 'getAkismetData' }, route: 'akismetData', fetches: ( state ) => fetchesAkismetData( selectCapabilities( state ) ) },
} );
