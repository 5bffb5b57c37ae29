/**
 * What the At a Glance card rules (`<card>.card.ts`, docs/dashboard.md#adding-a-card) are tested with: the layout's
 * facts for a user and site, the facts a demo page prints, and the call a card's start sends.
 */
import { dropEarlyCalls } from '../../src/api/call-route';
import type { InitialState, Module } from '../../src/api/types';
import { holdStartCalls, sendStart } from '../../src/app/boot-calls';
import { pageFactsOf } from '../../src/lib/page-facts';
import type { PageFacts } from '../../src/lib/page-facts';
import { getCapabilities } from '../../src/lib/permissions';
import type { PermissionFlags } from '../../src/lib/permissions';
import type { CardRule, CardStart, DashboardFacts } from '../../src/screens/at-a-glance/card-rule';
import { routeReadsApi } from '../../src/state/route-reads/api';
import { createAppStore } from '../../src/state/store';
import type { DemoMsw } from './demo-msw';
import { initialStateFor } from './render';
import type { RequestLog } from './requests';

export interface SiteFacts {
	connected?: boolean;
	hasConnectedOwner?: boolean;
	isAtomic?: boolean;
	protectActive?: boolean;
	path?: string;
}

/** The layout's facts for a user with these permissions, on a connected single site at /dashboard unless told. */
export function factsFor( permissions: PermissionFlags, site: SiteFacts = {} ): DashboardFacts {
	const { connected = true, hasConnectedOwner = true, isAtomic = false } = site;
	return {
		caps: getCapabilities( {
			permissions,
			user: { isConnected: true, isMaster: false },
			connection: { isActive: connected, isRegistered: connected, hasConnectedOwner, offline: false },
			site: { isMultisite: false, isAtomic },
		} ),
		overriddenInactive: new Set(),
		protectActive: site.protectActive ?? false,
		path: site.path ?? '/dashboard',
	};
}

/** The facts a demo scenario's page prints, with what the page printed adjusted first. */
export function pageFacts( demo: DemoMsw, scenario: string, adjust: ( initial: InitialState ) => void = () => undefined ): PageFacts {
	const initial = initialStateFor( demo.reset( scenario ) );
	adjust( initial );
	return pageFactsOf( initial );
}

export interface StartedCall {
	/** The store's read it started: its route and query. */
	read: unknown;
	status: string | undefined;
	/** The requests it sent, "METHOD route" under jetpack/v4. */
	sent: string[];
}

/**
 * Sends a card's call on the owner's dashboard as the boot does, then starts its read in the store, as the boot does
 * once the store exists; tells what the query asked and what was sent once it is answered.
 */
export async function startOnOwnersPage( demo: DemoMsw, requests: RequestLog, start: CardStart ): Promise< StartedCall > {
	const initial = initialStateFor( demo.reset( 'owner' ) );
	requests.clear();
	sendStart( start );
	const store = createAppStore( initial );
	const printed = new Set( Object.keys( store.getState().server.queries ) );
	const held = holdStartCalls( store, routeReadsApi, [ start ] );
	await held.answered;
	held.release();
	dropEarlyCalls();
	const added = Object.entries( store.getState().server.queries ).filter( ( [ key ] ) => ! printed.has( key ) );
	const [ query ] = added.map( ( [ , entry ] ) => entry );
	expect( added ).toHaveLength( 1 );
	return { read: query?.originalArgs, status: query?.status, sent: requests.calls() };
}

/** Where a card sits and what names it: its id, title, section, the module that hides it, and its start call. */
export const placing = ( { id, title, section, module, start }: CardRule ) => ( { id, title: title(), section, module, start } );

/** A card's start; a card that has none fails the test. */
export function startOf( rule: CardRule ): CardStart {
	if ( ! rule.start ) {
		throw new Error( `The ${ rule.id } card starts no call.` );
	}
	return rule.start;
}

/** Changes one module of the printed catalogue; a slug the demo catalogue lacks fails the test. */
export const withModule =
	( slug: string, change: Partial< Module > ) =>
	( initial: InitialState ): void => {
		const module = initial.getModules[ slug ];
		if ( ! module ) {
			throw new Error( `The demo catalogue has no module "${ slug }".` );
		}
		Object.assign( module, change );
	};
