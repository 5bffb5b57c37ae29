import { cardRule, managesModules } from '../card-rule';

export const activityCard = cardRule( { id: 'activity', section: 'security', module: 'activity-log', sees: managesModules } );
