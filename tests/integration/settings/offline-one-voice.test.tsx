/**
 * Offline mode speaks with one voice (docs/settings.md#search-switches): a card that says "Unavailable in Offline
 * Mode" offers no switch the user could take for working.
 */
import { screen, within } from '@testing-library/react';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend( 'offline' );

it( 'shows the Search card offline with its reason and no switch', async () => {
	renderApp( demo.backend, { route: '#/performance' } );
	const search = within( await screen.findByRole( 'region', { name: 'Search' } ) );
	expect( search.getByText( 'Unavailable in Offline Mode' ) ).toBeVisible();
	expect( search.getByText( 'Search is served by WordPress.com and needs a connection to it.' ) ).toBeVisible();
	expect( search.queryByRole( 'checkbox' ) ).toBeNull();
	expect( search.queryByRole( 'switch' ) ).toBeNull();
} );
