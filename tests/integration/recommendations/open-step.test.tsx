/**
 * Opening a step of the recommendations assistant against the demo backend (docs/recommendations.md): a step that
 * could not be saved as the place to resume, or whose view could not be recorded, says so and sends nothing more
 * until the user's Try again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupDemoBackend, TEST_REST_ROOT } from '../../support/demo-msw';
import { failCall } from '../../support/fail';
import { renderApp } from '../../support/render';
import { recordRequests } from '../../support/requests';

const demo = setupDemoBackend( 'recommendations' );

const requests = recordRequests( demo );
const posts = ( path: string ) => requests.bodies( 'POST', path );


it( 'says when the step could not be saved as the place to resume, sends nothing more, and Try again saves it and records the view', async () => {
	failCall( demo.server, 'post', 'recommendations/step', { code: 'db_down', message: 'The database is resting.' } );
	const user = userEvent.setup();
	renderApp( demo.backend, { route: '#/recommendations/monitor' } );
	const alert = await screen.findByRole( 'alert' );
	expect( alert ).toHaveTextContent( 'Your place in the recommendations could not be saved.' );
	expect( alert ).toHaveTextContent( 'The database is resting.' );
	expect( screen.getByRole( 'button', { name: 'Enable Downtime Monitoring' } ) ).toBeVisible();
	expect( demo.backend.state.recommendations.data.viewedRecommendations ).not.toContain( 'monitor' );

	await user.click( within( alert ).getByRole( 'button', { name: 'Try again' } ) );
	await waitFor( () => expect( demo.backend.state.recommendations.data.viewedRecommendations ).toContain( 'monitor' ) );
	expect( screen.queryByRole( 'alert' ) ).toBeNull();
	expect( demo.backend.state.recommendations.step ).toBe( 'monitor' );
	expect( posts( 'recommendations/step' ) ).toEqual( [ { step: 'monitor' }, { step: 'monitor' } ] );
} );

it( 'says when the view of a step could not be recorded, and sends it again only on Try again', async () => {
	demo.backend.update( ( state ) => {
		state.recommendations.step = 'monitor';
	} );
	let refusing = true;
	demo.server.use(
		http.post( `${ TEST_REST_ROOT }jetpack/v4/recommendations/data`, () =>
			refusing ? HttpResponse.json( { code: 'db_down', message: 'The database is resting.', data: { status: 500 } }, { status: 500 } ) : undefined
		)
	);
	const user = userEvent.setup();
	renderApp( demo.backend, { route: '#/recommendations/monitor' } );
	const alert = await screen.findByRole( 'alert' );
	expect( alert ).toHaveTextContent( 'Your place in the recommendations could not be saved.' );

	// Refused again: the retry is the one more call; nothing went out between the two.
	await user.click( within( alert ).getByRole( 'button', { name: 'Try again' } ) );
	await waitFor( () => expect( posts( 'recommendations/data' ) ).toHaveLength( 2 ) );
	expect( await screen.findByRole( 'alert' ) ).toHaveTextContent( 'The database is resting.' );
	expect( posts( 'recommendations/data' ) ).toHaveLength( 2 );

	refusing = false;
	await user.click( within( screen.getByRole( 'alert' ) ).getByRole( 'button', { name: 'Try again' } ) );
	await waitFor( () => expect( demo.backend.state.recommendations.data.viewedRecommendations ).toContain( 'monitor' ) );
	expect( screen.queryByRole( 'alert' ) ).toBeNull();
	expect( posts( 'recommendations/data' ) ).toHaveLength( 3 );
	expect( posts( 'recommendations/step' ) ).toEqual( [] );
} );
