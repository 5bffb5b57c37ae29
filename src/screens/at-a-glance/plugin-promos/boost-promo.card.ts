import { cardRule } from '../card-rule';
import { PLUGINS_START, seesPluginPromo } from './plugin-promo-rule';

export const boostPromoCard = cardRule( { id: 'boost-promo', section: 'performance', sees: seesPluginPromo, start: PLUGINS_START } );
