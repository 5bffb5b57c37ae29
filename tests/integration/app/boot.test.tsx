import { screen } from '@testing-library/react';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend();

it( 'shows the At a Glance heading and the connection state read from the store', async () => {
	renderApp( demo.backend );
	expect( await screen.findByRole( 'heading', { level: 1, name: 'At a Glance' } ) ).toBeInTheDocument();
	expect( screen.getByText( 'Your site and your account are connected to WordPress.com.' ) ).toBeInTheDocument();
} );

it( 'shows offline mode in the offline scenario', async () => {
	demo.reset( 'offline' );
	renderApp( demo.backend );
	expect( await screen.findByText( 'Offline Mode: features that need WordPress.com are off.' ) ).toBeInTheDocument();
} );
