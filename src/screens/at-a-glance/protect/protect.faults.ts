/** The protection card in the fault gate (tests/e2e/faults.e2e.ts): the count of blocked attempts. */
import { protectCard } from './protect.card';
import { cardFaults } from '../../../../tests/e2e/support/card-faults';

export const protectFaults = cardFaults( protectCard, {
	ready: {
		owner: ( card ) => card.getByText( '23 blocked attempts' ),
		threats: ( card ) => card.getByText( '23 blocked attempts' ),
	},
} );
