/** The Backup card in the fault gate (tests/e2e/faults.e2e.ts): an upgrade on the free site, the backups on the paid one. */
import { backupCard } from './backup.card';
import { cardFaults } from '../../../../tests/e2e/support/card-faults';

export const backupFaults = cardFaults( backupCard, {
	ready: {
		owner: ( card ) => card.getByRole( 'link', { name: 'Upgrade' } ),
		threats: ( card ) => card.getByRole( 'link', { name: /^View your backups/ } ),
	},
} );
