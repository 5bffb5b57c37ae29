import { cardRule, managesModules } from '../card-rule';

export const videoPressCard = cardRule( { id: 'videopress', section: 'performance', module: 'videopress', sees: managesModules } );
