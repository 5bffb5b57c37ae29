/**
 * My Plan's "Your plan's features" says whether each feature is on (docs/my-plan-and-products.md#my-plan): a feature
 * whose module is off does not read as working, and its link is the way to turn it on.
 */
import { screen, within } from '@testing-library/react';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend();

function setModules( active: Record< string, boolean > ) {
	demo.backend.update( ( state ) => {
		for ( const [ slug, on ] of Object.entries( active ) ) {
			const module = state.modules[ slug ];
			if ( module ) {
				module.activated = on;
			}
		}
	} );
}

const feature = ( title: string ) => {
	const grid = within( screen.getByRole( 'region', { name: 'Your plan’s features' } ) );
	return within( grid.getByRole( 'heading', { level: 3, name: title } ).closest( 'li' ) as HTMLElement );
};

it( 'says which free features are off, with the way to turn them on, and which are on', async () => {
	setModules( { monitor: false, photon: false, stats: true, protect: true } );
	renderApp( demo.backend, { route: '#/my-plan' } );
	await screen.findByRole( 'heading', { level: 3, name: 'Downtime monitoring' } );

	expect( feature( 'Downtime monitoring' ).getByText( 'Off' ) ).toBeVisible();
	expect( feature( 'Downtime monitoring' ).getByRole( 'link', { name: 'Turn on monitoring' } ) ).toHaveAttribute( 'href', '#/security' );
	expect( feature( 'Site accelerator' ).getByText( 'Off' ) ).toBeVisible();
	expect( feature( 'Site accelerator' ).getByRole( 'link', { name: 'Turn on the site accelerator' } ) ).toHaveAttribute( 'href', '#/performance' );
	expect( feature( 'Site stats' ).getByText( 'On' ) ).toBeVisible();
	expect( feature( 'Site stats' ).getByRole( 'link', { name: 'Configure stats' } ) ).toBeVisible();
	expect( feature( 'Brute force protection' ).getByText( 'On' ) ).toBeVisible();
} );
