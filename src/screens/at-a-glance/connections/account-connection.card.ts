import { cardRule } from '../card-rule';

export const accountConnectionCard = cardRule( { id: 'account-connection', section: 'connections', sees: ( { caps } ) => caps.userCanConnectAccount } );
