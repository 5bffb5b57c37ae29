/**
 * What an At a Glance card is, as data (docs/dashboard.md#adding-a-card): its section, the module that can hide it,
 * who sees it and the call it starts as the dashboard opens. Each card folder declares one (`<card>.card.ts`), the
 * ordered list is cards.ts, and the layout and the start calls are derived from it. The boot reads these rules, so
 * they name no view: the views are looked up by id in the screen's own chunk (card-views.ts).
 */
import type { REST_ROUTES } from '../../api/rest-routes';
import type { StatsRange } from '../../api/types';
import type { Capabilities } from '../../lib/permissions';
import type { AppStore, RootState } from '../../state/store';

export type Section = 'security' | 'performance' | 'connections';

export interface DashboardFacts {
	caps: Capabilities;
	/** Module slugs the site administrator forced off: their cards hide (the stats card says so instead). */
	overriddenInactive: ReadonlySet< string >;
	/** Whether the brute-force protection module is on. */
	protectActive: boolean;
	/** The dashboard path shown (/dashboard, /woo-setup, ...): the WooCommerce setup keeps to its task. */
	path: string;
}

/** A call the dashboard starts at boot (docs/dashboard.md#start-calls), by the client's endpoint name and argument. */
export interface StartCall {
	endpoint: string;
	range?: StatsRange;
}

/** A started query of the client: answered once its answer is in; released once the cards that read it subscribed. */
export interface StartedQuery extends PromiseLike< unknown > {
	unsubscribe: () => void;
}

/** The call a card makes as it is first drawn, and the rule it fetches by (the card's own, read from the store). */
export interface CardStart {
	call: StartCall;
	/** Starts the call in the store, as the card's own query would. */
	initiate: ( store: AppStore ) => StartedQuery;
	/** The REST route it calls (src/api/rest-routes.ts): the fault gate's card list is checked against it. */
	route: keyof typeof REST_ROUTES;
	fetches: ( state: RootState ) => boolean;
}

export interface CardRule< Id extends string = string, S extends Section = Section > {
	id: Id;
	section: S;
	/** The module whose override (forced off) hides the card. */
	module?: string;
	/** Whether this user, on this path, sees the card (before a module override hides it). */
	sees: ( facts: DashboardFacts ) => boolean;
	start?: CardStart;
}

/** Declares a card, keeping its id and section literal for the layout's types. */
export const cardRule = < const Id extends string, const S extends Section >( rule: CardRule< Id, S > ): CardRule< Id, S > => rule;

/** Most cards are for those who may manage the modules (docs/dashboard.md#who-sees-which-card). */
export const managesModules = ( { caps }: DashboardFacts ): boolean => caps.userCanManageModules;
