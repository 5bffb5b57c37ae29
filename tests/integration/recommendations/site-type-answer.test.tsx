/**
 * The site-type question's Continue (docs/recommendations.md#site-type): ready until the user answers, busy while the
 * answer is being saved (to the setup questionnaire, then to the assistant's data), sent once however often it is
 * pressed meanwhile, and ready again after a refusal, which keeps the user on the step with the reason.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDemoBackend } from '../../support/demo-msw';
import { failCall } from '../../support/fail';
import { holdCall } from '../../support/hold';
import { renderApp } from '../../support/render';
import { recordRequests } from '../../support/requests';

const demo = setupDemoBackend( 'recommendations' );
const requests = recordRequests( demo );
const WOOCOMMERCE = 'Would you like WooCommerce to power your store?';

const continueButton = () => screen.getByRole( 'button', { name: 'Continue' } );
/** The posts to a path that carry the site-type answers (the step's own saves go to the same data route). */
const answers = ( path: string ) => requests.bodies( 'POST', path ).filter( ( body ) => JSON.stringify( body ).includes( 'site-type-store' ) );

async function openSiteType() {
	renderApp( demo.backend, { route: '#/recommendations/site-type' } );
	await screen.findByRole( 'heading', { level: 1, name: /What type of site is/ } );
	// The opening records the step as viewed: wait for it, so that it does not mix with the answer's saves.
	await waitFor( () => expect( demo.backend.state.recommendations.data.viewedRecommendations ).toContain( 'site-type-question' ) );
	await userEvent.click( await screen.findByRole( 'checkbox', { name: 'Store' } ) );
}

it( 'shows Continue ready, then busy while the answer is saved, and goes on once it is', async () => {
	await openSiteType();
	expect( continueButton() ).not.toHaveAttribute( 'aria-disabled', 'true' );
	const held = holdCall( demo.server, 'post', 'setup/questionnaire' );

	await userEvent.click( continueButton() );
	await waitFor( () => expect( held.calls() ).toBe( 1 ) );
	expect( continueButton() ).toHaveAttribute( 'aria-disabled', 'true' );

	held.release();
	await screen.findByRole( 'heading', { level: 1, name: WOOCOMMERCE } );
	expect( demo.backend.state.setupQuestionnaire ).toMatchObject( { 'site-type-store': true } );
	expect( demo.backend.state.recommendations.data[ 'site-type-store' ] ).toBe( true );
} );

it( 'sends the answer once when Continue is pressed again while it is being saved', async () => {
	await openSiteType();
	const held = holdCall( demo.server, 'post', 'setup/questionnaire' );
	await userEvent.click( continueButton() );
	await waitFor( () => expect( held.calls() ).toBe( 1 ) );
	await userEvent.click( continueButton() );

	held.release();
	await screen.findByRole( 'heading', { level: 1, name: WOOCOMMERCE } );
	await waitFor( () => expect( demo.backend.state.recommendations.step ).toBe( 'woocommerce' ) );
	expect( held.calls() ).toBe( 1 );
	expect( answers( 'setup/questionnaire' ) ).toHaveLength( 1 );
	expect( answers( 'recommendations/data' ) ).toHaveLength( 1 );
} );

it( 'keeps the user on the step when the questionnaire refuses the answer, sends nothing further, and Try again sends both', async () => {
	await openSiteType();
	failCall( demo.server, 'post', 'setup/questionnaire', { code: 'db_down', message: 'The database is resting.' } );
	await userEvent.click( continueButton() );

	const alert = await screen.findByRole( 'alert' );
	expect( alert ).toHaveTextContent( 'Your answer could not be saved.' );
	expect( alert ).toHaveTextContent( 'The database is resting.' );
	expect( window.location.hash ).toBe( '#/recommendations/site-type' );
	expect( screen.getByRole( 'checkbox', { name: 'Store' } ) ).toBeChecked();
	// Ready for another try: not busy any more.
	expect( continueButton() ).not.toHaveAttribute( 'aria-disabled', 'true' );
	expect( answers( 'recommendations/data' ) ).toEqual( [] );
	expect( demo.backend.state.recommendations.data[ 'site-type-store' ] ).not.toBe( true );

	await userEvent.click( within( alert ).getByRole( 'button', { name: 'Try again' } ) );
	await screen.findByRole( 'heading', { level: 1, name: WOOCOMMERCE } );
	expect( answers( 'setup/questionnaire' ) ).toHaveLength( 2 );
	expect( answers( 'recommendations/data' ) ).toHaveLength( 1 );
	expect( demo.backend.state.setupQuestionnaire ).toMatchObject( { 'site-type-store': true } );
	expect( demo.backend.state.recommendations.data[ 'site-type-store' ] ).toBe( true );
} );
