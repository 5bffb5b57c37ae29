/**
 * Site-data loading through the real store and the demo backend: one flag per request, on while in flight and
 * off after; a failure stored as message, action and code by kind, or the server's own message.
 */
import { createAppStore } from '../../../src/state/store';
import { siteApi } from '../../../src/state/site/api';
import { connectionApi } from '../../../src/state/connection/api';
import { modulesApi } from '../../../src/state/modules/api';
import { settingsApi } from '../../../src/state/settings/api';
import { setupDemoBackend } from '../../support/demo-msw';
import { initialStateFor } from '../../support/render';

const demo = setupDemoBackend();

async function inject( fault: Record< string, unknown > ) {
	await fetch( 'http://localhost/dev-api/faults', { method: 'POST', body: JSON.stringify( fault ) } );
}

it( 'turns the flag on at request start and off on success', async () => {
	const store = createAppStore( initialStateFor( demo.backend ) );
	const request = store.dispatch( siteApi.endpoints.getSiteData.initiate() );
	expect( store.getState().site.requests.siteData.isFetching ).toBe( true );
	const result = await request;
	expect( result.data?.plan.product_slug ).toBe( 'jetpack_free' );
	expect( store.getState().site.requests.siteData ).toEqual( { isFetching: false, error: null } );
	// The other requests have their own flags.
	expect( store.getState().site.requests.purchases.isFetching ).toBe( false );
} );

it( 'stores an ApiError as the reconnect message', async () => {
	await inject( { path: 'jetpack/v4/site/purchases', status: 500 } );
	const store = createAppStore( initialStateFor( demo.backend ) );
	await store.dispatch( siteApi.endpoints.getSitePurchases.initiate() );
	// The injected fault carries a WordPress error body, whose message wins.
	expect( store.getState().site.requests.purchases ).toEqual( {
		isFetching: false,
		error: {
			message: 'The server could not complete this request.',
			action: 'reconnect',
			code: 'demo_injected_fault',
			data: { status: 500 },
		},
	} );
} );

it( 'stores a non-JSON answer as the support message', async () => {
	await inject( { path: 'jetpack/v4/site/features', body: '<b>Fatal error</b>' } );
	const store = createAppStore( initialStateFor( demo.backend ) );
	await store.dispatch( siteApi.endpoints.getSiteFeatures.initiate() );
	expect( store.getState().site.requests.features.error ).toMatchObject( {
		message: 'Jetpack encountered an error and was unable to display the Dashboard. Please try refreshing the page.',
		action: 'support',
	} );
} );

it( 'stores a network failure as a problem with the website', async () => {
	await inject( { path: 'jetpack/v4/site/benefits', network: true } );
	const store = createAppStore( initialStateFor( demo.backend ) );
	await store.dispatch( siteApi.endpoints.getSiteBenefits.initiate() );
	expect( store.getState().site.requests.benefits.error ).toEqual( {
		message: 'There seems to be a problem with your website.',
		action: null,
		code: 'fetch_site_data_fail_other',
		data: null,
	} );
} );

it( 'records that connected plugins were fetched', async () => {
	const store = createAppStore( initialStateFor( demo.backend ) );
	expect( store.getState().site.connectedPluginsFetched ).toBe( false );
	await store.dispatch( connectionApi.endpoints.getConnectedPlugins.initiate( undefined, { forceRefetch: true } ) );
	expect( store.getState().site.connectedPluginsFetched ).toBe( true );
	expect( store.getState().site.requests.connectedPlugins.isFetching ).toBe( false );
} );

it( 'does not fetch what Initial_State carries', async () => {
	const requests: string[] = [];
	demo.server.events.on( 'request:start', ( { request } ) => requests.push( request.url ) );
	const store = createAppStore( initialStateFor( demo.backend ) );
	const subscriptions: { unsubscribe(): void }[] & PromiseLike< unknown >[] = [
		store.dispatch( connectionApi.endpoints.getConnectionStatus.initiate() ),
		store.dispatch( connectionApi.endpoints.getConnectionData.initiate() ),
		store.dispatch( connectionApi.endpoints.getConnectedPlugins.initiate() ),
	];
	subscriptions.push( store.dispatch( modulesApi.endpoints.getModules.initiate() ) );
	subscriptions.push( store.dispatch( settingsApi.endpoints.getSettings.initiate() ) );
	await Promise.all( subscriptions );
	expect( requests ).toEqual( [] );
	expect( connectionApi.endpoints.getConnectionStatus.select()( store.getState() ).data?.isActive ).toBe( true );
	expect( modulesApi.endpoints.getModules.select()( store.getState() ).data?.stats?.activated ).toBe( true );
	subscriptions.forEach( ( subscription ) => subscription.unsubscribe() );
	demo.server.events.removeAllListeners();
} );
