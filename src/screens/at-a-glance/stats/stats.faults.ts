/** The Site Stats card in the fault gate (tests/e2e/faults.e2e.ts): an upgrade on the free site, its figures on the others. */
import { statsCard } from './stats.card';
import { cardFaults } from '../../../../tests/e2e/support/card-faults';
import type { InCard } from '../../../../tests/e2e/support/card-faults';

const viewsPer: InCard = ( card ) => card.getByRole( 'list', { name: /^Views per/ } );

export const statsFaults = cardFaults( statsCard, {
	// Another range: once its tab is selected, the chart shown is that range's (the old one went with the switch).
	open: async ( card ) => {
		await card.getByRole( 'tab', { name: 'Weeks' } ).click();
		await card.getByRole( 'tab', { name: 'Weeks', selected: true } ).waitFor();
	},
	ready: { owner: viewsPer, threats: viewsPer, 'jetpack-owner': viewsPer, 'jetpack-latest': viewsPer },
} );
