/** The Scan card in the fault gate (tests/e2e/faults.e2e.ts): an upgrade on the free site, the threats on the paid one. */
import { scanCard } from './scan.card';
import { cardFaults } from '../../../../tests/e2e/support/card-faults';

export const scanFaults = cardFaults( scanCard, {
	ready: {
		owner: ( card ) => card.getByRole( 'link', { name: 'Upgrade' } ),
		threats: ( card ) => card.getByText( '17 security threats found on your site.' ),
	},
} );
