import { cardRule } from '../card-rule';
import { PLUGINS_START, seesPluginPromo } from './plugin-promo-rule';

export const crmPromoCard = cardRule( { id: 'crm-promo', section: 'performance', sees: seesPluginPromo, start: PLUGINS_START } );
