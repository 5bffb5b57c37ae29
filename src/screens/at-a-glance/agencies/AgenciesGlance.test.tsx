/**
 * The agencies card against the demo backend (docs/dashboard.md#promo-and-bundle-cards,
 * docs/dashboard.md#how-cards-load-and-fail): who gets it, and its dismissal.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AgenciesGlance } from './AgenciesGlance';
import { findAlert } from '../../../../tests/support/alert';
import { setupDemoBackend, TEST_REST_ROOT } from '../../../../tests/support/demo-msw';
import { renderWithStore } from '../../../../tests/support/render';
import { recordRequests, settle } from '../../../../tests/support/requests';

const demo = setupDemoBackend();
const SETTINGS_URL = `${ TEST_REST_ROOT }jetpack/v4/settings`;

const requests = recordRequests( demo );

const region = ( name: string ) => screen.getByRole( 'region', { name } );
const queryRegion = ( name: string ) => screen.queryByRole( 'region', { name } );

describe( 'agencies card', () => {
	const TITLE = "Manage your clients' sites with ease";
	const renderCard = () => renderWithStore( <AgenciesGlance />, demo.backend );

	it( 'offers the 25% discount and the agencies page in a new tab, and asks for nothing on load', async () => {
		renderCard();
		const card = region( TITLE );
		expect( card ).toHaveTextContent( 'get 25% off Jetpack products' );
		const learnMore = within( card ).getByRole( 'link', { name: /^Learn More/ } );
		expect( learnMore ).toHaveAttribute( 'href', 'https://jetpack.com/for/agencies/' );
		expect( learnMore ).toHaveAttribute( 'target', '_blank' );
		expect( learnMore ).toHaveAccessibleName( 'Learn More (opens in a new tab)' );
		await settle();
		expect( requests.sent ).toEqual( [] );
	} );

	it( 'saves the dismissal and disappears', async () => {
		renderCard();
		await userEvent.click( within( region( TITLE ) ).getByRole( 'button', { name: 'Dismiss' } ) );
		await waitFor( () => expect( queryRegion( TITLE ) ).not.toBeInTheDocument() );
		expect( requests.calls() ).toEqual( [ 'POST settings' ] );
		expect( requests.bodies( 'POST', 'settings' ) ).toEqual( [ { dismiss_dash_agencies_learn_more: true } ] );
		expect( demo.backend.state.options.dismiss_dash_agencies_learn_more ).toBe( true );
	} );

	it( 'stays with the reason when the dismissal fails', async () => {
		demo.server.use( http.post( SETTINGS_URL, () => HttpResponse.error() ) );
		renderCard();
		await userEvent.click( within( region( TITLE ) ).getByRole( 'button', { name: 'Dismiss' } ) );
		await findAlert( region( TITLE ), 'This card could not be dismissed. The site could not be reached. Check your connection.' );
		expect( within( region( TITLE ) ).getByRole( 'button', { name: 'Dismiss' } ) ).toBeInTheDocument();
		expect( demo.backend.state.options.dismiss_dash_agencies_learn_more ).toBe( false );
	} );

	it( 'is gone once dismissed before', () => {
		demo.backend.update( ( state ) => {
			state.options.dismiss_dash_agencies_learn_more = true;
		} );
		renderCard();
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
	} );

	it( 'gives no dismiss button to a user who may connect the site but cannot save settings', () => {
		renderWithStore( <AgenciesGlance />, demo.backend, {
			initial: ( page ) => {
				const { currentUser } = page.userData;
				return { ...page, userData: { currentUser: { ...currentUser, permissions: { ...currentUser.permissions, manage_options: false } } } };
			},
		} );
		expect( within( region( TITLE ) ).queryByRole( 'button' ) ).not.toBeInTheDocument();
		expect( within( region( TITLE ) ).getByRole( 'link', { name: /^Learn More/ } ) ).toBeInTheDocument();
	} );

	it( 'is not offered to an editor, who may not connect the site', () => {
		demo.reset( 'editor' );
		renderCard();
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
	} );

	it( 'is not offered when the linked account runs this site only', () => {
		demo.backend.update( ( state ) => {
			if ( state.currentUser.wpcomUser ) {
				state.currentUser.wpcomUser.site_count = 1;
			}
		} );
		renderCard();
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
	} );
} );
