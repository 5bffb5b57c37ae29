/**
 * What the At a Glance card rules (`<card>.card.ts`, docs/dashboard.md#adding-a-card) are tested with: the layout's
 * facts for a user and site, the store's state on a demo page, and the call a card's start sends.
 */
import type { InitialState, Module } from '../../src/api/types';
import { getCapabilities } from '../../src/lib/permissions';
import type { PermissionFlags } from '../../src/lib/permissions';
import type { CardRule, CardStart, DashboardFacts } from '../../src/screens/at-a-glance/card-rule';
import { api } from '../../src/state/api';
import { createAppStore } from '../../src/state/store';
import type { RootState } from '../../src/state/store';
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

/** The store's state on a demo scenario's page, with what the page printed adjusted first. */
export function pageState( demo: DemoMsw, scenario: string, adjust: ( initial: InitialState ) => void = () => undefined ): RootState {
	const initial = initialStateFor( demo.reset( scenario ) );
	adjust( initial );
	return createAppStore( initial ).getState();
}

/** The state of a page whose answers from the server are not in (yet): no modules, no settings, no connection. */
export function stateWithoutAnswers( demo: DemoMsw ): RootState {
	const store = createAppStore( initialStateFor( demo.reset( 'owner' ) ) );
	store.dispatch( api.util.resetApiState() );
	return store.getState();
}

export interface StartedCall {
	endpoint: string | undefined;
	arg: unknown;
	status: string | undefined;
	/** The requests it sent, "METHOD route" under jetpack/v4. */
	sent: string[];
}

/** Starts a card's call on the owner's dashboard, as the boot does, and tells what it asked and sent once answered. */
export async function startOnOwnersPage( demo: DemoMsw, requests: RequestLog, start: CardStart ): Promise< StartedCall > {
	const store = createAppStore( initialStateFor( demo.reset( 'owner' ) ) );
	const printed = new Set( Object.keys( store.getState().server.queries ) );
	requests.clear();
	const started = start.initiate( store );
	await started;
	started.unsubscribe();
	const added = Object.entries( store.getState().server.queries ).filter( ( [ key ] ) => ! printed.has( key ) );
	const [ query ] = added.map( ( [ , entry ] ) => entry );
	expect( added ).toHaveLength( 1 );
	return { endpoint: query?.endpointName, arg: query?.originalArgs, status: query?.status, sent: requests.calls() };
}

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
