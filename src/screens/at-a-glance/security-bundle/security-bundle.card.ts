import { cardRule, managesModules } from '../card-rule';

export const securityBundleCard = cardRule( { id: 'security-bundle', section: 'performance', sees: managesModules } );
