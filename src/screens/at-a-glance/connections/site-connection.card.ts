import { cardRule } from '../card-rule';

export const siteConnectionCard = cardRule( { id: 'site-connection', section: 'connections', sees: () => true } );
