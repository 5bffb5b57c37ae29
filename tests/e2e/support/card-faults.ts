/**
 * The At a Glance cards that call as the page loads, as the fault gate (faults.e2e.ts) tries them: the failure title
 * the card's region is named by, the route its call goes to, and what shows in the card once its data is there, in
 * each scenario it is tried in. tests/unit/e2e/card-faults.test.ts holds this list to the cards' own start calls
 * (src/screens/at-a-glance/cards.ts): a card that starts a call without a row here, or a row for a call no card starts,
 * fails there.
 */
import type { Locator } from 'playwright-core';
import type { ScenarioName } from '../../../src/demo/backend/scenarios';

type InCard = ( card: Locator ) => Locator;

export interface CardFault {
	title: string;
	restPath: string;
	/** A user action in the card that makes it call again. */
	open?: ( card: Locator ) => Promise< void >;
	ready: Partial< Record< ScenarioName, InCard > >;
}

const viewsPer: InCard = ( card ) => card.getByRole( 'list', { name: /^Views per/ } );

/** An upgrade on the free site, the site's own figures on the paid one. */
export const CARD_FAULTS: readonly CardFault[] = [
	{
		title: 'Site Stats',
		restPath: 'module/stats/data',
		// Another range: once its tab is selected, the chart shown is that range's (the old one went with the switch).
		open: async ( card ) => {
			await card.getByRole( 'tab', { name: 'Weeks' } ).click();
			await card.getByRole( 'tab', { name: 'Weeks', selected: true } ).waitFor();
		},
		ready: { owner: viewsPer, threats: viewsPer, 'jetpack-owner': viewsPer, 'jetpack-latest': viewsPer },
	},
	{
		title: 'Backup',
		restPath: 'rewind',
		ready: {
			owner: ( card ) => card.getByRole( 'link', { name: 'Upgrade' } ),
			threats: ( card ) => card.getByRole( 'link', { name: /^View your backups/ } ),
		},
	},
	{
		title: 'Scan',
		restPath: 'scan',
		ready: {
			owner: ( card ) => card.getByRole( 'link', { name: 'Upgrade' } ),
			threats: ( card ) => card.getByText( '17 security threats found on your site.' ),
		},
	},
	{
		title: 'Anti-spam',
		restPath: 'module/akismet/data',
		ready: {
			owner: ( card ) => card.getByRole( 'button', { name: 'Activate Akismet' } ),
			threats: ( card ) => card.getByRole( 'button', { name: 'Activate Akismet' } ),
		},
	},
	{
		title: 'Brute force protection',
		restPath: 'module/protect/data',
		ready: {
			owner: ( card ) => card.getByText( '23 blocked attempts' ),
			threats: ( card ) => card.getByText( '23 blocked attempts' ),
		},
	},
	// The two plugin promos read the same installed plugins: one of them is tried.
	{
		title: 'Speed up your site',
		restPath: 'plugins',
		ready: {
			owner: ( card ) => card.getByRole( 'button', { name: 'Install' } ),
			threats: ( card ) => card.getByRole( 'button', { name: 'Install' } ),
		},
	},
];
