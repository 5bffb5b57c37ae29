/**
 * What the page printed (connection, user, modules, settings, licence counts) stays in the store for the life of
 * the page: nothing subscribes to some of it, and it must not expire like fetched data does after a minute.
 */
import { createAppStore } from '../../../src/state/store';
import { selectCapabilities, selectConnectionStatus, selectModules, selectSettings } from '../../../src/state/selectors';
import { licensingApi } from '../../../src/state/licensing/api';
import { connectionApi } from '../../../src/state/connection/api';
import { setupDemoBackend } from '../../support/demo-msw';
import { initialStateFor } from '../../support/render';

const demo = setupDemoBackend();

afterEach( () => {
	jest.useRealTimers();
} );

it( 'keeps the printed data after the page has been open for an hour', () => {
	jest.useFakeTimers();
	const store = createAppStore( initialStateFor( demo.backend ) );
	jest.advanceTimersByTime( 60 * 60 * 1000 );
	const state = store.getState();
	expect( selectCapabilities( state ).userCanManageModules ).toBe( true );
	expect( selectConnectionStatus( state )?.isActive ).toBe( true );
	expect( Object.keys( selectModules( state ) ?? {} ) ).toContain( 'protect' );
	expect( selectSettings( state ) ).toBeDefined();
	expect( connectionApi.endpoints.getConnectedPlugins.select()( state ).data ).toBeDefined();
	expect( licensingApi.endpoints.getUserLicenseCounts.select()( state ).data ).toBeDefined();
} );
