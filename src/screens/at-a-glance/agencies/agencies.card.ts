import { cardRule, managesModules } from '../card-rule';

export const agenciesCard = cardRule( { id: 'agencies', section: 'performance', sees: managesModules } );
