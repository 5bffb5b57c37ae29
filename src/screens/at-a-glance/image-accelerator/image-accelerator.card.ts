import { cardRule, managesModules } from '../card-rule';

export const imageAcceleratorCard = cardRule( { id: 'image-accelerator', section: 'performance', module: 'photon', sees: managesModules } );
