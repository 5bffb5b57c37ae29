/**
 * The Boost promo in the fault gate (tests/e2e/faults.e2e.ts). The two plugin promos read the same installed plugins:
 * this one is tried.
 */
import { boostPromoCard } from './boost-promo.card';
import { cardFaults } from '../../../../tests/e2e/support/card-faults';

export const boostPromoFaults = cardFaults( boostPromoCard, {
	ready: {
		owner: ( card ) => card.getByRole( 'button', { name: 'Install' } ),
		threats: ( card ) => card.getByRole( 'button', { name: 'Install' } ),
	},
} );
