/**
 * Enable on a feature step of the assistant that activates modules (docs/recommendations.md), against the demo
 * backend: only the modules not active yet are activated, the button says the work is under way and a second press
 * sends nothing, a failed activation or install keeps the user on the step with the reason, and Try again finishes
 * the work without recording the choice twice.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDemoBackend } from '../../support/demo-msw';
import { failCall } from '../../support/fail';
import { holdCall } from '../../support/hold';
import { setModules } from '../../support/modules';
import { renderApp } from '../../support/render';
import { recordRequests } from '../../support/requests';

const demo = setupDemoBackend( 'recommendations' );

const requests = recordRequests( demo );

const selections = () => requests.bodies( 'POST', 'recommendations/data' ).filter( ( body ) => JSON.stringify( body ).includes( 'selectedRecommendations' ) );
const heading = ( name: string ) => screen.findByRole( 'heading', { level: 1, name } );
const failWith = ( path: string, message: string ) => failCall( demo.server, 'post', path, { code: 'db_down', message } );

it( 'activates only the modules of the feature that are not active yet, records the choice once, and moves on', async () => {
	setModules( demo.backend, { photon: true, 'photon-cdn': false } );
	const user = userEvent.setup();
	renderApp( demo.backend, { route: '#/recommendations/site-accelerator' } );
	await user.click( await screen.findByRole( 'button', { name: 'Enable Site Accelerator' } ) );
	await waitFor( () => expect( window.location.hash ).not.toBe( '#/recommendations/site-accelerator' ) );
	expect( requests.bodies( 'POST', 'module/photon-cdn/active' ) ).toEqual( [ { active: true } ] );
	expect( requests.count( 'POST', 'module/photon/active' ) ).toBe( 0 );
	expect( demo.backend.state.modules[ 'photon-cdn' ]?.activated ).toBe( true );
	expect( selections() ).toHaveLength( 1 );
	expect( demo.backend.state.recommendations.data.selectedRecommendations ).toContain( 'site-accelerator' );
} );

it( 'says the work is under way on the button while it runs, and a second press sends nothing more', async () => {
	setModules( demo.backend, { monitor: false } );
	const held = holdCall( demo.server, 'post', 'module/monitor/active' );
	const user = userEvent.setup();
	renderApp( demo.backend, { route: '#/recommendations/monitor' } );
	await user.click( await screen.findByRole( 'button', { name: 'Enable Downtime Monitoring' } ) );
	const working = await screen.findByRole( 'button', { name: 'Activating Downtime Monitoring' } );
	expect( working ).toHaveAttribute( 'aria-disabled', 'true' );
	await waitFor( () => expect( held.calls() ).toBe( 1 ) );
	await user.click( working );
	held.release();
	await heading( 'Would you like Related Posts to display at the bottom of your content?' );
	expect( held.calls() ).toBe( 1 );
	expect( selections() ).toHaveLength( 1 );
	expect( demo.backend.state.modules.monitor?.activated ).toBe( true );
} );

it( 'keeps the user on the step when an activation fails, says why, and Try again activates without recording the choice again', async () => {
	setModules( demo.backend, { monitor: false } );
	failWith( 'module/monitor/active', 'The module store is resting.' );
	const user = userEvent.setup();
	renderApp( demo.backend, { route: '#/recommendations/monitor' } );
	await user.click( await screen.findByRole( 'button', { name: 'Enable Downtime Monitoring' } ) );
	const alert = await screen.findByRole( 'alert' );
	expect( alert ).toHaveTextContent( 'Downtime Monitoring could not be enabled.' );
	expect( alert ).toHaveTextContent( 'The module store is resting.' );
	expect( window.location.hash ).toBe( '#/recommendations/monitor' );
	expect( screen.getByRole( 'button', { name: 'Enable Downtime Monitoring' } ) ).not.toHaveAttribute( 'aria-disabled', 'true' );
	expect( demo.backend.state.modules.monitor?.activated ).toBe( false );

	await user.click( within( alert ).getByRole( 'button', { name: 'Try again' } ) );
	await heading( 'Would you like Related Posts to display at the bottom of your content?' );
	expect( requests.count( 'POST', 'module/monitor/active' ) ).toBe( 2 );
	expect( selections() ).toHaveLength( 1 );
	expect( demo.backend.state.modules.monitor?.activated ).toBe( true );
} );

it( 'activates nothing when the choice cannot be recorded, and says why', async () => {
	setModules( demo.backend, { monitor: false } );
	const user = userEvent.setup();
	renderApp( demo.backend, { route: '#/recommendations/monitor' } );
	const enable = await screen.findByRole( 'button', { name: 'Enable Downtime Monitoring' } );
	// Opening the step records it as viewed: the failure is for the choice, made after that.
	await waitFor( () => expect( demo.backend.state.recommendations.data.viewedRecommendations ).toContain( 'monitor' ) );
	failWith( 'recommendations/data', 'The database is resting.' );
	await user.click( enable );
	expect( await screen.findByRole( 'alert' ) ).toHaveTextContent( 'The database is resting.' );
	expect( requests.count( 'POST', 'module/monitor/active' ) ).toBe( 0 );
	expect( window.location.hash ).toBe( '#/recommendations/monitor' );
} );

it( 'keeps the user on a plugin step when the install fails, with the server’s reason', async () => {
	failWith( 'plugins', 'The plugin directory is resting.' );
	const user = userEvent.setup();
	renderApp( demo.backend, { route: '#/recommendations/creative-mail' } );
	await user.click( await screen.findByRole( 'button', { name: 'Install Creative Mail' } ) );
	const alert = await screen.findByRole( 'alert' );
	expect( alert ).toHaveTextContent( 'Creative Mail could not be enabled.' );
	expect( alert ).toHaveTextContent( 'The plugin directory is resting.' );
	expect( window.location.hash ).toBe( '#/recommendations/creative-mail' );
} );
