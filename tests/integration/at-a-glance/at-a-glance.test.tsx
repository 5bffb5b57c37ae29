/**
 * The whole At a Glance screen for each kind of user: its sections and cards in the spec's order, the Security
 * section's settings link, and the calls a load makes (each card asks for its own data, nothing the page printed).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderApp } from '../../support/render';
import { recordRequests } from '../../support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );

async function openDashboard() {
	renderApp( demo.backend, { route: '#/dashboard' } );
	const main = await screen.findByRole( 'region', { name: 'At a Glance' } );
	// Settled: no card is still loading.
	await waitFor( () => expect( within( main ).queryAllByRole( 'status' ).filter( ( s ) => s.textContent === 'Loading…' ) ).toEqual( [] ), {
		timeout: 3000,
	} );
	return main;
}

const names = ( main: HTMLElement, level: number ) =>
	within( main ).getAllByRole( 'heading', { level } ).map( ( heading ) => heading.textContent );

describe( 'At a Glance', () => {
	it( 'gives the connection owner every card, in the spec’s sections and order, from six calls', async () => {
		const main = await openDashboard();
		expect( names( main, 2 ) ).toEqual( [ 'Security', 'Performance and Growth', 'Connections' ] );
		expect( names( main, 3 ) ).toEqual( [
			'Activity',
			'Anti-spam',
			'Backup',
			'Scan',
			'Blocks',
			'Brute force protection',
			'Search',
			'Site Stats',
			'VideoPress',
			'Image Accelerator',
			'Downtime monitoring',
			'Speed up your site',
			'Manage your customers',
			'Comprehensive Site Security',
			"Manage your clients' sites with ease",
			'Jetpack in your pocket',
			'Site connection',
			'Account connection',
		] );
		expect( within( main ).getByRole( 'link', { name: 'Manage security settings' } ) ).toHaveAttribute( 'href', '#/security' );
		expect( requests.calls().sort() ).toEqual(
			[ 'GET module/akismet/data', 'GET rewind', 'GET scan', 'GET module/protect/data', 'GET module/stats/data', 'GET plugins' ].sort()
		);
	} );

	it( 'shows an editor the protection card in Security, stats and connections, without the settings link', async () => {
		demo.reset( 'editor' );
		const main = await openDashboard();
		expect( names( main, 2 ) ).toEqual( [ 'Security', 'Performance and Growth', 'Connections' ] );
		expect( names( main, 3 ) ).toEqual( [ 'Brute force protection', 'Site Stats', 'Site connection', 'Account connection' ] );
		expect( within( main ).queryByRole( 'link', { name: 'Manage security settings' } ) ).not.toBeInTheDocument();
		expect( within( main ).getByRole( 'region', { name: 'Brute force protection' } ) ).toHaveTextContent( '23 blocked attempts' );
	} );

	it( 'offline, says so on the cards that need the provider and asks nothing but the installed plugins', async () => {
		demo.reset( 'offline' );
		const main = await openDashboard();
		for ( const title of [ 'Activity', 'Anti-spam', 'Backup', 'Scan', 'Brute force protection', 'Site Stats', 'VideoPress' ] ) {
			expect( within( main ).getByRole( 'region', { name: title } ) ).toHaveTextContent( 'Unavailable in Offline Mode.' );
		}
		expect( within( main ).getByRole( 'region', { name: 'Search' } ) ).toHaveTextContent( 'Unavailable in Offline Mode' );
		expect( requests.calls() ).toEqual( [ 'GET plugins' ] );
	} );
} );
