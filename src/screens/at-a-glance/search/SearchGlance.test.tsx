/**
 * The Search card against the demo backend (docs/dashboard.md#search): its states in order, activation (with instant
 * search when the plan has it), the setup links, and a failed activation that keeps the card usable. Nothing is fetched
 * on load.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { SearchGlance } from './SearchGlance';
import { findAlert, tryAgain } from '../../../../tests/support/alert';
import { setupDemoBackend, TEST_ADMIN_URL, TEST_REST_ROOT } from '../../../../tests/support/demo-msw';
import { renderWithStore } from '../../../../tests/support/render';
import { failCall } from '../../../../tests/support/fail';
import { recordRequests, settle } from '../../../../tests/support/requests';

const demo = setupDemoBackend();
const SETTINGS_URL = `${ TEST_REST_ROOT }jetpack/v4/settings`;

const requests = recordRequests( demo );

const card = () => screen.getByRole( 'region', { name: 'Search' } );
const renderCard = () => renderWithStore( <SearchGlance />, demo.backend );

function searchOff() {
	demo.backend.update( ( state ) => {
		const search = state.modules.search;
		if ( search ) {
			search.activated = false;
			const instant = search.options.instant_search_enabled;
			if ( instant ) {
				instant.current_value = false;
			}
		}
	} );
}

describe( 'before search is in the plan', () => {
	it( 'says it is unavailable in offline mode, offers nothing and asks for nothing', async () => {
		demo.reset( 'offline' );
		renderCard();
		expect( card() ).toHaveTextContent( 'Unavailable in Offline Mode' );
		expect( within( card() ).queryByRole( 'button' ) ).not.toBeInTheDocument();
		expect( within( card() ).queryByRole( 'link' ) ).not.toBeInTheDocument();
		await settle();
		expect( requests.sent ).toEqual( [] );
	} );

	it( 'offers the upgrade on the free plan (owner), with the search feature on the plans page', async () => {
		renderCard();
		expect( card() ).toHaveTextContent( 'Help your visitors find exactly what they’re looking for with fast, relevant search results.' );
		expect( within( card() ).getByRole( 'link', { name: 'Upgrade' } ) ).toHaveAttribute(
			'href',
			'https://wordpress.com/plans/localhost?feature=jetpack-search'
		);
		expect( within( card() ).queryByRole( 'button', { name: 'Activate' } ) ).not.toBeInTheDocument();
		await settle();
		expect( requests.sent ).toEqual( [] );
	} );

	it( 'offers to connect a site that is not connected', () => {
		demo.reset( 'not-connected' );
		renderCard();
		expect( within( card() ).getByRole( 'button', { name: 'Connect' } ) ).toBeInTheDocument();
		expect( within( card() ).queryByRole( 'link', { name: 'Upgrade' } ) ).not.toBeInTheDocument();
	} );

	it( 'offers to connect while no one owns the connection', () => {
		demo.reset( 'no-owner' );
		renderCard();
		expect( within( card() ).getByRole( 'button', { name: 'Connect' } ) ).toBeInTheDocument();
	} );
} );

describe( 'search on', () => {
	it( 'says search powers the site and links instant search to its configuration (owner-paid)', async () => {
		demo.reset( 'owner-paid' );
		renderCard();
		expect( card() ).toHaveTextContent( 'Jetpack Search is powering search on your site.' );
		expect( within( card() ).getByRole( 'link', { name: 'Configure your search experience' } ) ).toHaveAttribute(
			'href',
			`${ TEST_ADMIN_URL }admin.php?page=jetpack-search-configure`
		);
		expect( within( card() ).queryByRole( 'button' ) ).not.toBeInTheDocument();
		await settle();
		expect( requests.sent ).toEqual( [] );
	} );

	it( 'links classic search to the widgets, when instant search is off', () => {
		demo.reset( 'owner-paid' );
		demo.backend.update( ( state ) => {
			const instant = state.modules.search?.options.instant_search_enabled;
			if ( instant ) {
				instant.current_value = false;
			}
		} );
		renderCard();
		expect( card() ).toHaveTextContent( 'Jetpack Search is powering search on your site.' );
		expect( within( card() ).getByRole( 'link', { name: 'Add a search widget to your site' } ) ).toHaveAttribute(
			'href',
			`${ TEST_ADMIN_URL }customize.php?autofocus[panel]=widgets`
		);
	} );

	it( 'links classic search to the widgets on a plan without instant search', () => {
		demo.backend.update( ( state ) => {
			state.plan = 'jetpack_business';
			const search = state.modules.search;
			if ( search ) {
				search.activated = true;
			}
		} );
		renderCard();
		expect( within( card() ).getByRole( 'link', { name: 'Add a search widget to your site' } ) ).toBeInTheDocument();
		expect( within( card() ).queryByRole( 'link', { name: 'Configure your search experience' } ) ).not.toBeInTheDocument();
	} );
} );

describe( 'search in the plan but off', () => {
	it( 'activates search with instant search, saves both and shows search on', async () => {
		demo.reset( 'owner-paid' );
		searchOff();
		renderCard();
		expect( card() ).toHaveTextContent( 'Search is included in your plan.' );
		await userEvent.click( within( card() ).getByRole( 'button', { name: 'Activate' } ) );

		expect( await within( card() ).findByText( 'Jetpack Search is powering search on your site.' ) ).toBeInTheDocument();
		expect( within( card() ).getByRole( 'link', { name: 'Configure your search experience' } ) ).toBeInTheDocument();
		expect( requests.calls() ).toEqual( [ 'POST settings' ] );
		expect( requests.bodies( 'POST', 'settings' ) ).toEqual( [ { search: true, instant_search_enabled: true } ] );
		expect( demo.backend.state.modules.search?.activated ).toBe( true );
		expect( demo.backend.state.modules.search?.options.instant_search_enabled?.current_value ).toBe( true );
	} );

	it( 'activates classic search alone on a plan without instant search', async () => {
		demo.backend.update( ( state ) => {
			state.plan = 'jetpack_business';
		} );
		renderCard();
		await userEvent.click( within( card() ).getByRole( 'button', { name: 'Activate' } ) );
		expect( await within( card() ).findByRole( 'link', { name: 'Add a search widget to your site' } ) ).toBeInTheDocument();
		expect( requests.calls()[ 0 ] ).toBe( 'POST settings' );
		expect( requests.bodies( 'POST', 'settings' )[ 0 ] ).toEqual( { search: true } );
		expect( demo.backend.state.modules.search?.options.instant_search_enabled?.current_value ).toBe( false );
	} );

	it( 'keeps Activate with the reason when the save fails, and activates on retry', async () => {
		demo.reset( 'owner-paid' );
		searchOff();
		failCall( demo.server, 'post', 'settings' );
		renderCard();
		await userEvent.click( within( card() ).getByRole( 'button', { name: 'Activate' } ) );

		const alert = await findAlert( card(), 'Search could not be activated.', 'The database is busy.' );
		expect( within( card() ).getByRole( 'button', { name: 'Activate' } ) ).toBeInTheDocument();
		expect( demo.backend.state.modules.search?.activated ).toBe( false );

		await tryAgain( alert );
		expect( await within( card() ).findByText( 'Jetpack Search is powering search on your site.' ) ).toBeInTheDocument();
		expect( demo.backend.state.modules.search?.activated ).toBe( true );
		await waitFor( () => expect( within( card() ).queryByRole( 'alert' ) ).not.toBeInTheDocument() );
	} );

	it( 'is busy while saving and ignores a second click', async () => {
		demo.reset( 'owner-paid' );
		searchOff();
		demo.server.use(
			http.post( SETTINGS_URL, async () => {
				await delay( 100 );
			} )
		);
		renderCard();
		const button = within( card() ).getByRole( 'button', { name: 'Activate' } );
		await userEvent.click( button );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		await userEvent.click( button );
		expect( await within( card() ).findByText( 'Jetpack Search is powering search on your site.' ) ).toBeInTheDocument();
		expect( requests.count( 'POST', 'settings' ) ).toBe( 1 );
	} );

	it( 'asks a user who cannot save settings to turn to an administrator, with no button', () => {
		demo.reset( 'editor' );
		demo.backend.update( ( state ) => {
			state.plan = 'jetpack_complete';
		} );
		renderCard();
		expect( card() ).toHaveTextContent( 'Search is off. Ask a site administrator to activate it.' );
		expect( within( card() ).queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );
} );
