import { cardRule, managesModules } from '../card-rule';

export const monitorCard = cardRule( { id: 'monitor', section: 'performance', module: 'monitor', sees: managesModules } );
