/**
 * Site-data loading through the real store and the demo backend: one flag per request, on while in flight and
 * off after; a failure stored as message, action and code by kind, or the server's own message.
 */
import { createAppStore } from '../../../src/state/store';
import { siteApi } from '../../../src/state/site/api';
import { selectConnectedPluginsFetched, selectSiteRequest } from '../../../src/state/site/requests';
import { connectionApi } from '../../../src/state/connection/api';
import { modulesApi } from '../../../src/state/modules/api';
import { settingsApi } from '../../../src/state/settings/api';
import { setupDemoBackend } from '../../support/demo-msw';
import { initialStateFor } from '../../support/render';
import { recordRequests } from '../../support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );

async function inject( fault: Record< string, unknown > ) {
	await fetch( 'http://localhost/dev-api/faults', { method: 'POST', body: JSON.stringify( fault ) } );
}

it( 'turns the flag on at request start and off on success', async () => {
	const store = createAppStore( initialStateFor( demo.backend ) );
	const request = store.dispatch( siteApi.endpoints.getSiteData.initiate() );
	expect( selectSiteRequest( store.getState(), 'siteData' ).isFetching ).toBe( true );
	const result = await request;
	expect( result.data?.plan.product_slug ).toBe( 'jetpack_free' );
	expect( selectSiteRequest( store.getState(), 'siteData' ) ).toEqual( { isFetching: false, error: null } );
	// The other requests have their own flags.
	expect( selectSiteRequest( store.getState(), 'purchases' ).isFetching ).toBe( false );
} );

it( 'stores an ApiError as the reconnect message', async () => {
	await inject( { path: 'jetpack/v4/site/purchases', status: 500 } );
	const store = createAppStore( initialStateFor( demo.backend ) );
	await store.dispatch( siteApi.endpoints.getSitePurchases.initiate() );
	// The injected fault carries a WordPress error body, whose message wins.
	expect( selectSiteRequest( store.getState(), 'purchases' ) ).toEqual( {
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
	expect( selectSiteRequest( store.getState(), 'features' ).error ).toMatchObject( {
		message: 'Jetpack encountered an error and was unable to display the Dashboard. Please try refreshing the page.',
		action: 'support',
	} );
} );

it( 'stores a network failure as a problem with the website', async () => {
	await inject( { path: 'jetpack/v4/site/benefits', network: true } );
	const store = createAppStore( initialStateFor( demo.backend ) );
	await store.dispatch( siteApi.endpoints.getSiteBenefits.initiate() );
	expect( selectSiteRequest( store.getState(), 'benefits' ).error ).toEqual( {
		message: 'There seems to be a problem with your website.',
		action: null,
		code: 'fetch_site_data_fail_other',
		data: null,
	} );
} );

it( 'counts the connected plugins as fetched once known: printed by the page, or answered since, even by a failure', async () => {
	const store = createAppStore( initialStateFor( demo.backend ) );
	expect( selectConnectedPluginsFetched( store.getState() ) ).toBe( true );
	await inject( { path: 'jetpack/v4/connection/plugins', status: 500 } );
	const request = store.dispatch( connectionApi.endpoints.getConnectedPlugins.initiate( undefined, { forceRefetch: true } ) );
	expect( selectSiteRequest( store.getState(), 'connectedPlugins' ).isFetching ).toBe( true );
	await request;
	expect( selectConnectedPluginsFetched( store.getState() ) ).toBe( true );
	expect( selectSiteRequest( store.getState(), 'connectedPlugins' ) ).toMatchObject( { isFetching: false, error: { action: 'reconnect' } } );
	request.unsubscribe();
} );

it( 'keeps a failure while the request is tried again, and forgets it once that succeeds', async () => {
	await inject( { path: 'jetpack/v4/site/purchases', status: 500 } );
	const store = createAppStore( initialStateFor( demo.backend ) );
	await store.dispatch( siteApi.endpoints.getSitePurchases.initiate() );
	expect( selectSiteRequest( store.getState(), 'purchases' ).error ).not.toBeNull();
	await fetch( 'http://localhost/dev-api/faults', { method: 'DELETE' } );
	const again = store.dispatch( siteApi.endpoints.getSitePurchases.initiate( undefined, { forceRefetch: true } ) );
	expect( selectSiteRequest( store.getState(), 'purchases' ) ).toMatchObject( { isFetching: true, error: { action: 'reconnect' } } );
	await again;
	expect( selectSiteRequest( store.getState(), 'purchases' ) ).toEqual( { isFetching: false, error: null } );
} );

it( 'does not fetch what Initial_State carries', async () => {
	const store = createAppStore( initialStateFor( demo.backend ) );
	const subscriptions: { unsubscribe(): void }[] & PromiseLike< unknown >[] = [
		store.dispatch( connectionApi.endpoints.getConnectionStatus.initiate() ),
		store.dispatch( connectionApi.endpoints.getConnectionData.initiate() ),
		store.dispatch( connectionApi.endpoints.getConnectedPlugins.initiate() ),
	];
	subscriptions.push( store.dispatch( modulesApi.endpoints.getModules.initiate() ) );
	subscriptions.push( store.dispatch( settingsApi.endpoints.getSettings.initiate() ) );
	await Promise.all( subscriptions );
	expect( requests.sent ).toEqual( [] );
	expect( connectionApi.endpoints.getConnectionStatus.select()( store.getState() ).data?.isActive ).toBe( true );
	expect( modulesApi.endpoints.getModules.select()( store.getState() ).data?.stats?.activated ).toBe( true );
	subscriptions.forEach( ( subscription ) => subscription.unsubscribe() );
} );

it( 'keeps a site without a discount as no discount (the server answers an empty object)', async () => {
	demo.reset( 'not-connected' );
	const store = createAppStore( initialStateFor( demo.backend ) );
	const result = await store.dispatch( siteApi.endpoints.getSiteDiscount.initiate() );
	expect( result.data ).toBeNull();
	expect( result.isSuccess ).toBe( true );
} );

it( 'keeps a site’s discount as the server gave it', async () => {
	demo.reset( 'owner' );
	const store = createAppStore( initialStateFor( demo.backend ) );
	const result = await store.dispatch( siteApi.endpoints.getSiteDiscount.initiate() );
	expect( result.data ).toMatchObject( { code: 'DEMO40', discount: 40 } );
} );
