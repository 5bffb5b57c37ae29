/**
 * Usage events on the demo backend (docs/rules.md#usage-events): opening a step records its view once, the Dev Tools
 * card lists it, and a user who opted out of sharing usage data on the Privacy screen has no event recorded.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupDemoBackend, TEST_REST_ROOT } from '../../support/demo-msw';
import { renderApp } from '../../support/render';
import { recordRequests } from '../../support/requests';

const demo = setupDemoBackend( 'recommendations' );

const requests = recordRequests( demo );
const reads = () => requests.count( 'GET', 'tracking/settings' );
beforeEach( () => {
	// The page's analytics queue, as the demo page (or the provider's script) gives it.
	window._tkq = [];
} );
afterEach( () => {
	delete window._tkq;
} );

const queuedEvents = () => ( window._tkq ?? [] ).map( ( entry ) => ( entry as unknown[] ).slice( 1 ) );
const VIEWED = 'jetpack_recommendations_recommendation_viewed';

async function openMonitorStep() {
	await screen.findByRole( 'button', { name: 'Enable Downtime Monitoring' } );
	await waitFor( () => expect( demo.backend.state.recommendations.data.viewedRecommendations ).toContain( 'monitor' ) );
}

it( 'records the step view once, after asking the user choice once, and lists it in Dev Tools', async () => {
	const user = userEvent.setup();
	renderApp( demo.backend, { route: '#/recommendations/monitor' } );
	await openMonitorStep();
	await waitFor( () => expect( queuedEvents() ).toEqual( [ [ VIEWED, { feature: 'monitor' } ] ] ) );
	expect( reads() ).toBe( 1 );

	await user.click( screen.getByRole( 'button', { name: 'Not now' } ) );
	await screen.findByRole( 'heading', { level: 1, name: 'Would you like Related Posts to display at the bottom of your content?' } );
	await waitFor( () =>
		expect( queuedEvents() ).toEqual( [
			[ VIEWED, { feature: 'monitor' } ],
			[ 'jetpack_recommended_feature_decide_later_click', { feature: 'monitor' } ],
			[ VIEWED, { feature: 'related-posts' } ],
		] )
	);
	expect( reads() ).toBe( 1 );

	await user.click( screen.getByRole( 'button', { name: 'Dev Tools' } ) );
	const list = await screen.findByRole( 'list', { name: 'Usage events' } );
	expect( within( list ).getAllByRole( 'listitem' ).map( ( item ) => item.textContent ) ).toEqual( [
		`${ VIEWED } {"feature":"related-posts"}`,
		'jetpack_recommended_feature_decide_later_click {"feature":"monitor"}',
		`${ VIEWED } {"feature":"monitor"}`,
	] );
} );

it( 'records no event for a user who opted out of sharing usage data', async () => {
	demo.backend.update( ( state ) => {
		state.tracking.tracks_opt_out = true;
	} );
	renderApp( demo.backend, { route: '#/recommendations/monitor' } );
	await openMonitorStep();
	await waitFor( () => expect( reads() ).toBe( 1 ) );
	// The answer was read and applied before this check: the Privacy screen's box shows it from the same cache.
	window.location.hash = '#/privacy';
	const share = await screen.findByRole( 'checkbox', { name: /Share information with our analytics tool/ } );
	expect( share ).not.toBeChecked();
	expect( queuedEvents() ).toEqual( [] );
} );

it( 'stops recording from the moment the user opts out on the Privacy screen', async () => {
	const user = userEvent.setup();
	renderApp( demo.backend, { route: '#/privacy' } );
	const share = await screen.findByRole( 'checkbox', { name: /Share information with our analytics tool/ } );
	expect( share ).toBeChecked();
	await user.click( share );
	expect( await screen.findByText( 'Updated privacy settings.' ) ).toBeInTheDocument();
	expect( demo.backend.state.tracking.tracks_opt_out ).toBe( true );

	window.location.hash = '#/recommendations/monitor';
	await openMonitorStep();
	await user.click( screen.getByRole( 'button', { name: 'Not now' } ) );
	await screen.findByRole( 'heading', { level: 1, name: 'Would you like Related Posts to display at the bottom of your content?' } );
	await waitFor( () => expect( demo.backend.state.recommendations.data.viewedRecommendations ).toContain( 'related-posts' ) );
	expect( queuedEvents() ).toEqual( [] );
} );

it( 'records the purchase on the thank-you step with the product bought, besides the step view', async () => {
	demo.reset( 'threats' );
	renderApp( demo.backend, { route: '#/recommendations/product-purchased' } );
	await screen.findByRole( 'article', { name: 'Security' } );
	await waitFor( () =>
		expect( queuedEvents() ).toEqual(
			expect.arrayContaining( [
				[ 'jetpack_recommendations_product_purchased', { type: 'jetpack_security_t1_yearly' } ],
				[ VIEWED, { feature: 'product-purchased' } ],
			] )
		)
	);
	expect( queuedEvents() ).toHaveLength( 2 );
} );

it( 'records the summary view once the summary is saved as the user place', async () => {
	renderApp( demo.backend, { route: '#/recommendations/summary' } );
	await screen.findByRole( 'heading', { level: 1, name: "Nice work! Let's recap what we enabled for Demo Garden Journal." } );
	await waitFor( () => expect( queuedEvents() ).toEqual( [ [ VIEWED, { feature: 'summary' } ] ] ) );
	expect( demo.backend.state.recommendations.step ).toBe( 'summary' );
} );

it.each( [
	[ 'a server error', () => HttpResponse.json( { code: 'boom', message: 'Down.', data: { status: 500 } }, { status: 500 } ) ],
	[ 'an answer that is not JSON', () => new HttpResponse( 'not json', { status: 200, headers: { 'Content-Type': 'application/json' } } ) ],
	[ 'a network failure', () => HttpResponse.error() ],
] )( 'records nothing, and the step works as ever, when the choice cannot be read (%s)', async ( _name, answer ) => {
	demo.server.use( http.get( `${ TEST_REST_ROOT }jetpack/v4/tracking/settings`, answer ) );
	const user = userEvent.setup();
	renderApp( demo.backend, { route: '#/recommendations/monitor' } );
	await openMonitorStep();
	await waitFor( () => expect( reads() ).toBe( 1 ) );
	await user.click( screen.getByRole( 'button', { name: 'Not now' } ) );
	await screen.findByRole( 'heading', { level: 1, name: 'Would you like Related Posts to display at the bottom of your content?' } );
	await waitFor( () => expect( demo.backend.state.recommendations.data.viewedRecommendations ).toContain( 'related-posts' ) );
	expect( screen.queryByRole( 'alert' ) ).toBeNull();
	expect( queuedEvents() ).toEqual( [] );
} );
