import { cardRule, managesModules } from '../card-rule';

export const blocksCard = cardRule( { id: 'blocks', section: 'security', sees: managesModules } );
