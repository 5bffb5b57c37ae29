/**
 * At a Glance, My Plan and a product page for a Portuguese (Portugal, AO90) admin: WordPress prints that locale as
 * `pt-pt-ao90`, which Intl refuses. Every card still shows, its figures written the Portuguese way.
 */
import { screen, within } from '@testing-library/react';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend( 'threats-pt' );

const card = ( name: string ) => screen.findByRole( 'region', { name } );

describe( 'in a variant locale WordPress ships (pt_PT_ao90)', () => {
	it( 'the page prints it as WordPress does', () => {
		demo.reset( 'threats-pt' );
		expect( demo.backend.state.site.locale ).toBe( 'pt_PT_ao90' );
	} );

	it( 'At a Glance shows every card, the threats counted', async () => {
		renderApp( demo.backend, { route: '#/dashboard' } );
		await screen.findByRole( 'heading', { level: 1, name: 'At a Glance' } );
		expect( await within( await card( 'Scan' ) ).findByText( '17 security threats found on your site.' ) ).toBeInTheDocument();
		expect( await within( await card( 'Backup' ) ).findByText( /^Real-time backups are on/ ) ).toBeInTheDocument();
		// The chart's dates in Portuguese: the month of the demo's "now" (November 2026).
		expect( ( await within( await card( 'Site Stats' ) ).findAllByText( /novembro|nov\./ ) ).length ).toBeGreaterThan( 0 );
		expect( screen.queryByText( /Something went wrong/ ) ).not.toBeInTheDocument();
	} );

	it( 'My Plan writes the renewal date with the Portuguese month name (lower case)', async () => {
		renderApp( demo.backend, { route: '#/my-plan' } );
		expect( await screen.findByText( /^Renews on [a-zç]+ \d+, \d{4}\.$/ ) ).toBeInTheDocument();
		expect( screen.queryByText( /Something went wrong/ ) ).not.toBeInTheDocument();
	} );
} );
