/**
 * What an At a Glance card is, as data (docs/dashboard.md#adding-a-card): its section, the module that can hide it,
 * who sees it and the call it starts as the dashboard opens. Each card folder declares one (`<card>.card.ts`), the
 * ordered list is cards.ts, and the layout and the start calls are derived from it. The boot reads these rules before
 * it evaluates the store or any view, so they import neither: a view is loaded with the screen's own chunk (`view`), the
 * store's reads are named by their route (state/route-reads/api.ts).
 */
import type { ComponentType } from 'react';
import type { RouteRead } from '../../api/rest-routes';
import type { PageFacts } from '../../lib/page-facts';
import type { Capabilities } from '../../lib/permissions';

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

/**
 * The read a card makes as it is first drawn (its route and query), and the rule it fetches by (the card's own, over
 * what the page printed). The boot sends it as soon as the shell has painted; the store's read of the route, started
 * once the store exists, takes its answer (docs/api.md#start-calls), and the card reads the route by the same name.
 */
export interface CardStart extends RouteRead {
	fetches: ( page: PageFacts ) => boolean;
}

export interface CardRule< Id extends string = string, S extends Section = Section > {
	id: Id;
	/** The card's title, named by its failure message. */
	title: () => string;
	/** Its view, imported into the screen's chunk (webpackChunkName "at-a-glance"): the boot never loads it. */
	view: () => Promise< ComponentType >;
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
