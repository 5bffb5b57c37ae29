/** The Anti-spam card in the fault gate (tests/e2e/faults.e2e.ts): Akismet is installed but off on both sites. */
import { antiSpamCard } from './anti-spam.card';
import { cardFaults } from '../../../../tests/e2e/support/card-faults';

export const antiSpamFaults = cardFaults( antiSpamCard, {
	ready: {
		owner: ( card ) => card.getByRole( 'button', { name: 'Activate Akismet' } ),
		threats: ( card ) => card.getByRole( 'button', { name: 'Activate Akismet' } ),
	},
} );
