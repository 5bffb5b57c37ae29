import { cardRule, managesModules } from '../card-rule';

export const searchCard = cardRule( { id: 'search', section: 'performance', module: 'search', sees: managesModules } );
