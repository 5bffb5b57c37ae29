/**
 * The recommendations assistant against the demo backend: resuming at the saved step, the site-type answer, a
 * feature's Enable (plugin install with its source) and Not now, a failed save that keeps the user on the step and
 * is not recorded twice, the summary's lists and the navigation badge.
 */
import { StrictMode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupDemoBackend, TEST_REST_ROOT } from '../../support/demo-msw';
import { failCall } from '../../support/fail';
import { setModules } from '../../support/modules';
import { initialStateFor, renderApp } from '../../support/render';
import { recordRequests } from '../../support/requests';
import { App } from '../../../src/app/App';
import { createAppStore } from '../../../src/state/store';
import { recommendationsApi } from '../../../src/state/recommendations/api';

const demo = setupDemoBackend( 'recommendations' );

const requests = recordRequests( demo );
const posts = ( path: string ) => requests.bodies( 'POST', path );
const heading = ( name: string | RegExp ) => screen.findByRole( 'heading', { level: 1, name } );

it( 'resumes at the site type for a site that has not started, and saves the answer before moving on', async () => {
	const user = userEvent.setup();
	renderApp( demo.backend, { route: '#/recommendations' } );
	await heading( /What type of site is/ );
	await waitFor( () => expect( window.location.hash ).toBe( '#/recommendations/site-type' ) );
	await waitFor( () => expect( demo.backend.state.recommendations.step ).toBe( 'site-type-question' ) );
	await waitFor( () => expect( demo.backend.state.recommendations.data.viewedRecommendations ).toContain( 'site-type-question' ) );

	await user.click( await screen.findByRole( 'checkbox', { name: 'Store' } ) );
	await user.click( screen.getByRole( 'button', { name: 'Continue' } ) );

	await heading( 'Would you like WooCommerce to power your store?' );
	expect( window.location.hash ).toBe( '#/recommendations/woocommerce' );
	expect( demo.backend.state.setupQuestionnaire ).toMatchObject( { 'site-type-store': true, 'site-type-personal': false } );
	expect( demo.backend.state.recommendations.data[ 'site-type-store' ] ).toBe( true );
	await waitFor( () => expect( demo.backend.state.recommendations.step ).toBe( 'woocommerce' ) );
} );

it( 'keeps the site type on screen when its save fails, says why, and Try again sends only the part that did not go through', async () => {
	const user = userEvent.setup();
	renderApp( demo.backend, { route: '#/recommendations/site-type' } );
	await user.click( await screen.findByRole( 'checkbox', { name: 'Store' } ) );
	await waitFor( () => expect( demo.backend.state.recommendations.data.viewedRecommendations ).toContain( 'site-type-question' ) );
	failCall( demo.server, 'post', 'recommendations/data', { code: 'db_down', message: 'The database is resting.' } );
	await user.click( screen.getByRole( 'button', { name: 'Continue' } ) );
	const alert = await screen.findByRole( 'alert' );
	expect( alert ).toHaveTextContent( 'Your answer could not be saved.' );
	expect( alert ).toHaveTextContent( 'The database is resting.' );
	expect( window.location.hash ).toBe( '#/recommendations/site-type' );
	expect( screen.getByRole( 'checkbox', { name: 'Store' } ) ).toBeChecked();

	await user.click( within( alert ).getByRole( 'button', { name: 'Try again' } ) );
	await heading( 'Would you like WooCommerce to power your store?' );
	const answers = ( path: string ) => posts( path ).filter( ( body ) => JSON.stringify( body ).includes( 'site-type-store' ) );
	// The questionnaire took the answer the first time: only the assistant's data is sent again.
	expect( answers( 'setup/questionnaire' ) ).toHaveLength( 1 );
	expect( answers( 'recommendations/data' ) ).toHaveLength( 2 );
	expect( demo.backend.state.recommendations.data[ 'site-type-store' ] ).toBe( true );
} );

it( 'installs the plugin with the recommendations source on Enable, then goes to the next step', async () => {
	const user = userEvent.setup();
	demo.backend.update( ( state ) => {
		state.recommendations.data[ 'site-type-store' ] = true;
	} );
	renderApp( demo.backend, { route: '#/recommendations/woocommerce' } );
	await user.click( await screen.findByRole( 'button', { name: 'Install WooCommerce' } ) );
	await heading( 'Would you like Downtime Monitoring to notify you if your site goes offline?' );
	expect( posts( 'plugins' ) ).toEqual( [ { slug: 'woocommerce', status: 'active', source: 'recommendations' } ] );
	expect( demo.backend.state.plugins[ 'woocommerce/woocommerce.php' ]?.active ).toBe( true );
	expect( demo.backend.state.recommendations.data.selectedRecommendations ).toEqual( [ 'woocommerce' ] );
} );

it( 'records a skip on Not now, and a failed save keeps the user on the step with the reason and a retry', async () => {
	const user = userEvent.setup();
	renderApp( demo.backend, { route: '#/recommendations/monitor' } );
	await screen.findByRole( 'button', { name: 'Enable Downtime Monitoring' } );
	await waitFor( () => expect( demo.backend.state.recommendations.data.viewedRecommendations ).toContain( 'monitor' ) );
	failCall( demo.server, 'post', 'recommendations/data', { code: 'db_down', message: 'The database is resting.' } );
	await user.click( screen.getByRole( 'button', { name: 'Not now' } ) );
	const alert = await screen.findByRole( 'alert' );
	expect( alert ).toHaveTextContent( 'Your choice could not be saved.' );
	expect( alert ).toHaveTextContent( 'The database is resting.' );
	expect( window.location.hash ).toBe( '#/recommendations/monitor' );

	await user.click( within( alert ).getByRole( 'button', { name: 'Try again' } ) );
	await heading( 'Would you like Related Posts to display at the bottom of your content?' );
	expect( demo.backend.state.recommendations.data.skippedRecommendations ).toEqual( [ 'monitor' ] );
	const skips = posts( 'recommendations/data' ).filter( ( body ) => JSON.stringify( body ).includes( 'skippedRecommendations' ) );
	expect( skips ).toHaveLength( 2 );
} );

it( 'records the step as viewed even when the saved step reaches the page before its save has answered', async () => {
	const page: { store?: ReturnType< typeof renderApp >[ 'store' ] } = {};
	demo.server.use(
		http.post(
			`${ TEST_REST_ROOT }jetpack/v4/recommendations/step`,
			async () => {
				// Another reader of the step (a refetch) brings the new step in while this save is still out.
				page.store?.dispatch( recommendationsApi.util.upsertQueryData( 'getRecommendationsStep', undefined, 'monitor' ) );
				await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
				demo.backend.update( ( state ) => {
					state.recommendations.step = 'monitor';
				} );
				return HttpResponse.json( true );
			},
			{ once: true }
		)
	);
	page.store = renderApp( demo.backend, { route: '#/recommendations/monitor' } ).store;
	await screen.findByRole( 'button', { name: 'Enable Downtime Monitoring' } );
	await waitFor( () => expect( demo.backend.state.recommendations.data.viewedRecommendations ).toContain( 'monitor' ) );
	expect( posts( 'recommendations/step' ) ).toEqual( [ { step: 'monitor' } ] );
} );

/** Opened on the monitor step, then on to Related Posts: one save of each step, the views recorded after them. */
async function expectEachStepSavedOnce( user: ReturnType< typeof userEvent.setup > ) {
	await screen.findByRole( 'button', { name: 'Enable Downtime Monitoring' } );
	// The view is recorded only after the step's save has answered, so every save of the opening is out by now.
	await waitFor( () => expect( demo.backend.state.recommendations.data.viewedRecommendations ).toContain( 'monitor' ) );
	expect( posts( 'recommendations/step' ) ).toEqual( [ { step: 'monitor' } ] );

	await user.click( screen.getByRole( 'button', { name: 'Not now' } ) );
	await heading( 'Would you like Related Posts to display at the bottom of your content?' );
	await waitFor( () => expect( demo.backend.state.recommendations.data.viewedRecommendations ).toContain( 'related-posts' ) );
	expect( posts( 'recommendations/step' ) ).toEqual( [ { step: 'monitor' }, { step: 'related-posts' } ] );
}

it( 'saves the step once when a step opens, and once for each step the user moves on to', async () => {
	const user = userEvent.setup();
	renderApp( demo.backend, { route: '#/recommendations/monitor' } );
	await expectEachStepSavedOnce( user );
} );

it( 'saves the step once when /recommendations resumes at it', async () => {
	renderApp( demo.backend, { route: '#/recommendations' } );
	await heading( /What type of site is/ );
	await waitFor( () => expect( demo.backend.state.recommendations.data.viewedRecommendations ).toContain( 'site-type-question' ) );
	expect( posts( 'recommendations/step' ) ).toEqual( [ { step: 'site-type-question' } ] );
} );

it( 'saves each step once under StrictMode, where a step opened with its data at hand runs its effects twice', async () => {
	const user = userEvent.setup();
	window.location.hash = '#/recommendations/monitor';
	render(
		<StrictMode>
			<App store={ createAppStore( initialStateFor( demo.backend ) ) } />
		</StrictMode>
	);
	await expectEachStepSavedOnce( user );
} );

it( 'shows an active feature as enabled, with its settings and Next', async () => {
	setModules( demo.backend, { monitor: true } );
	renderApp( demo.backend, { route: '#/recommendations/monitor' } );
	expect( await screen.findByText( 'Feature Enabled' ) ).toBeInTheDocument();
	expect( screen.getByRole( 'link', { name: 'Go to settings' } ) ).toHaveAttribute( 'href', '#/security' );
	expect( screen.getByRole( 'button', { name: 'Next' } ) ).toBeInTheDocument();
} );

it( 'recaps enabled, skipped and read items on the summary, and the badge drops as new ones are viewed', async () => {
	demo.backend.update( ( state ) => {
		state.recommendations.data.selectedRecommendations = [ 'monitor', 'anti-spam' ];
		state.recommendations.data.skippedRecommendations = [ 'related-posts' ];
		state.recommendations.data.viewedRecommendations = [ 'monitor' ];
	} );
	renderApp( demo.backend, { route: '#/recommendations/summary' } );
	await heading( "Nice work! Let's recap what we enabled for Demo Garden Journal." );
	const enabled = await screen.findByRole( 'region', { name: 'Recommendations enabled' } );
	expect( within( enabled ).getAllByRole( 'listitem' ).map( ( item ) => item.textContent ) ).toEqual( [ 'Downtime Monitoring New' ] );
	const skipped = screen.getByRole( 'region', { name: 'Recommendations skipped' } );
	expect( within( skipped ).getByRole( 'link', { name: 'Enable Related Posts' } ) ).toHaveAttribute( 'href', '#/recommendations/related-posts' );
	expect( screen.getByRole( 'region', { name: 'Resources' } ) ).toHaveTextContent( 'Protect your site from spam' );
	// monitor was opened already; related-posts and site-accelerator are still new.
	expect( screen.getByLabelText( '2 new recommendations' ) ).toBeInTheDocument();
	await waitFor( () => expect( demo.backend.state.recommendations.step ).toBe( 'summary' ) );
	await waitFor( () => expect( demo.backend.state.recommendations.data.viewedRecommendations ).toContain( 'summary' ) );
	expect( await screen.findByText( '14-day money-back guarantee' ) ).toBeInTheDocument();
	expect( screen.getByRole( 'link', { name: 'See all discounted products' } ) ).toHaveAttribute( 'href', '#/recommendations/product-suggestions' );
} );

it( 'says nothing was enabled when nothing was', async () => {
	renderApp( demo.backend, { route: '#/recommendations/summary' } );
	expect(
		await screen.findByText(
			"You didn't enable any recommended features. To get the most out of Jetpack, enable some recommendations or explore all Jetpack features."
		)
	).toBeInTheDocument();
	expect( screen.queryByRole( 'region', { name: 'Recommendations skipped' } ) ).not.toBeInTheDocument();
	expect( screen.queryByRole( 'region', { name: 'Resources' } ) ).not.toBeInTheDocument();
} );
