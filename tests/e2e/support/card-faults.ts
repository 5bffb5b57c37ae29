/**
 * The At a Glance cards that call as the page loads, as the fault gate (faults.e2e.ts) tries them: the failure title
 * the card's region is named by, the route its call goes to, and what shows in the card once its data is there, in
 * each scenario it is tried in. Each card that starts a call says what shows in its own folder
 * (`<card>.faults.ts`, docs/dashboard.md#adding-a-card); its title and route are its rule's. tests/unit/e2e/card-faults.test.ts
 * holds these to the cards' start calls (src/screens/at-a-glance/cards.ts): a call no card's faults file tries, or a
 * faults file for a card that starts none, fails there.
 */
import type { Locator } from 'playwright-core';
import { REST_ROUTES } from '../../../src/api/rest-routes';
import type { ScenarioName } from '../../../src/demo/backend/scenarios';
import type { CardRule } from '../../../src/screens/at-a-glance/card-rule';
import { cardFolderExports } from '../../support/card-folders';

export type InCard = ( card: Locator ) => Locator;

/** What a card's folder says of it: what shows once its data is there, and how a user makes it call again. */
export interface CardFaultChecks {
	/** A user action in the card that makes it call again. */
	open?: ( card: Locator ) => Promise< void >;
	ready: Partial< Record< ScenarioName, InCard > >;
}

export interface CardFault extends CardFaultChecks {
	title: string;
	restPath: string;
}

/** A card's row of the gate: its checks, under its title and the route it starts. */
export function cardFaults( card: CardRule, checks: CardFaultChecks ): CardFault {
	if ( ! card.start ) {
		throw new Error( `The ${ card.id } card starts no call: the fault gate has nothing of it to fail.` );
	}
	return { ...checks, title: card.title(), restPath: REST_ROUTES[ card.start.route ].path };
}

/** Every card folder's rows, in the order of their files. */
export const CARD_FAULTS: readonly CardFault[] = cardFolderExports< CardFault >( '.faults.ts' ).map( ( { value } ) => value );
