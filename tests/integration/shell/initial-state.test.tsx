/**
 * A host page that left a field out of Initial_State, or printed it with another type, still gets a working app: the
 * page is read through readInitialState, as at boot, and the part that needed the field degrades on its own.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { readInitialState } from '../../../src/app/initial-state';
import type { InitialState } from '../../../src/api/types';
import { changeField, REMOVED } from '../../support/change-field';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend( 'threats-pt' );

/** The printed page with the field at `path` left out (undefined) or replaced, then read as at boot. */
function broken( path: string, value: unknown ) {
	return ( printed: InitialState ): InitialState =>
		readInitialState( { Initial_State: changeField( printed, path, value === undefined ? REMOVED : value ) as unknown as InitialState } );
}

describe( 'At a Glance and My Plan with a field missing or mistyped', () => {
	it.each< [ string, unknown, string ] >( [
		[ 'locale', undefined, '#/dashboard' ],
		[ 'locale', 7, '#/my-plan' ],
		[ 'siteData.features', undefined, '#/dashboard' ],
		[ 'siteData.features', 'scan', '#/my-plan' ],
		[ 'siteData', undefined, '#/dashboard' ],
		[ 'siteData.activeProducts', null, '#/my-plan' ],
		[ 'settings', [], '#/dashboard' ],
		[ 'getModules', 'none', '#/dashboard' ],
		[ 'userData.currentUser.wpcomUser', 'owner', '#/dashboard' ],
		[ 'licensing', undefined, '#/my-plan' ],
		[ 'themeData', undefined, '#/dashboard' ],
		[ 'dismissedNotices', undefined, '#/dashboard' ],
	] )( '%s as %p: %s shows, no card fails', async ( path, value, route ) => {
		renderApp( demo.backend, { route, initial: broken( path, value ) } );
		const heading = route === '#/dashboard' ? 'At a Glance' : 'Jetpack My Plan Details';
		expect( await screen.findByRole( 'heading', { level: 1, name: heading } ) ).toBeVisible();
		const main = within( document.getElementById( 'jp-main' ) ?? document.body );
		// Every part has loaded (or failed on its own) before anything is judged.
		await waitFor( () => expect( main.queryAllByText( 'Loading…' ) ).toHaveLength( 0 ) );
		expect( main.queryByText( /could not be shown|Something went wrong/ ) ).toBeNull();
	} );
} );

describe( 'dialogs with no release post printed', () => {
	// An absent release post must not hold the one dialog slot that the reconnect and user-connect dialogs share.
	it( 'opens the reconnect dialog', async () => {
		demo.reset( 'owner' );
		renderApp( demo.backend, { route: '#/reconnect', initial: broken( 'releasePost', undefined ) } );
		expect( await screen.findByRole( 'dialog', { name: 'Reconnect Jetpack' } ) ).toBeVisible();
	} );

	it( 'opens the user-connect dialog', async () => {
		demo.reset( 'user-unlinked' );
		renderApp( demo.backend, { route: '#/connect-user', initial: broken( 'releasePost', undefined ) } );
		expect( await screen.findByRole( 'dialog', { name: 'Unlock all the amazing features of Jetpack by connecting now' } ) ).toBeVisible();
	} );
} );
