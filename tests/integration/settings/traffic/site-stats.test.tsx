/**
 * The Site stats card on the demo backend (docs/settings.md#site-stats): the two role lists, the site's own roles
 * in both, administrators locked (checked, disabled) in the reports list only, and each change saved as it is made.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSettings } from '../../../../src/demo/backend/settings-model';
import { setupDemoBackend } from '../../../support/demo-msw';
import { openCard } from '../../../support/render';
import { recordRequests } from '../../../support/requests';

const demo = setupDemoBackend();
const COUNTED = 'Count logged in page views from';
const REPORTS = 'Allow stats reports to be viewed by';
const ROLES = [ 'Administrator', 'Editor', 'Author', 'Contributor', 'Subscriber', 'Shop manager' ];

const requests = recordRequests( demo );
const saves = () => requests.bodies( 'POST', 'settings' );

const list = ( name: string ) => within( screen.getByRole( 'group', { name } ) );
const box = ( listName: string, role: string ) => list( listName ).getByRole( 'checkbox', { name: role } );
const stored = () => readSettings( demo.backend.state );

async function openStats() {
	const card = await openCard( demo.backend, '#/traffic', 'Traffic', 'Site stats' );
	await userEvent.click( card.getByRole( 'button', { name: /^Expand to update settings/ } ) );
	await card.findByRole( 'group', { name: REPORTS } );
	return card;
}

/** Clicks a role's box; resolves once its save was answered (the list is no longer busy). */
async function flip( listName: string, role: string ) {
	const sent = saves().length;
	await userEvent.click( box( listName, role ) );
	await waitFor( () => {
		expect( saves() ).toHaveLength( sent + 1 );
		expect( screen.getByRole( 'group', { name: listName } ) ).not.toHaveAttribute( 'aria-busy' );
	} );
}

it( 'lists the built-in roles and the site’s own in both lists; administrators are locked in the reports list only', async () => {
	await openStats();
	for ( const name of [ COUNTED, REPORTS ] ) {
		expect( list( name ).getAllByRole( 'checkbox' ).map( ( item ) => item.closest( '.components-checkbox-control' )?.textContent ) ).toEqual( ROLES );
	}
	expect( box( REPORTS, 'Administrator' ) ).toBeChecked();
	expect( box( REPORTS, 'Administrator' ) ).toBeDisabled();
	expect( box( COUNTED, 'Administrator' ) ).toBeChecked();
	expect( box( COUNTED, 'Administrator' ) ).toBeEnabled();
	for ( const role of ROLES.slice( 1 ) ) {
		expect( box( REPORTS, role ) ).toBeEnabled();
		expect( box( REPORTS, role ) ).not.toBeChecked();
		expect( box( COUNTED, role ) ).toBeEnabled();
	}
} );

it( 'saves a role allowed to view reports, and a custom one, keeping administrators', async () => {
	await openStats();
	await flip( REPORTS, 'Editor' );
	await flip( REPORTS, 'Shop manager' );

	expect( saves() ).toEqual( [ { roles: [ 'administrator', 'editor' ] }, { roles: [ 'administrator', 'editor', 'shop_manager' ] } ] );
	expect( stored().roles ).toEqual( [ 'administrator', 'editor', 'shop_manager' ] );
	expect( box( REPORTS, 'Editor' ) ).toBeChecked();
	expect( box( REPORTS, 'Shop manager' ) ).toBeChecked();
	expect( box( REPORTS, 'Administrator' ) ).toBeChecked();
	// The other list is its own.
	expect( box( COUNTED, 'Editor' ) ).not.toBeChecked();
	expect( stored().count_roles ).toEqual( [ 'administrator' ] );
	expect( await within( screen.getByRole( 'region', { name: 'Notices' } ) ).findByText( 'Updated settings.' ) ).toBeVisible();
} );

it( 'stops counting administrators’ views when their box in the counted list is cleared', async () => {
	await openStats();
	await flip( COUNTED, 'Administrator' );
	await flip( COUNTED, 'Subscriber' );

	expect( saves() ).toEqual( [ { count_roles: [] }, { count_roles: [ 'subscriber' ] } ] );
	expect( stored().count_roles ).toEqual( [ 'subscriber' ] );
	expect( box( COUNTED, 'Administrator' ) ).not.toBeChecked();
	expect( box( REPORTS, 'Administrator' ) ).toBeChecked();
	expect( stored().roles ).toEqual( [ 'administrator' ] );
} );

it( 'saves nothing when the locked administrators box in the reports list is clicked', async () => {
	await openStats();
	await userEvent.click( box( REPORTS, 'Administrator' ) );
	expect( box( REPORTS, 'Administrator' ) ).toBeChecked();
	// A save made afterwards is the first one sent: the click on the locked box sent none.
	await flip( REPORTS, 'Author' );
	expect( saves() ).toEqual( [ { roles: [ 'administrator', 'author' ] } ] );
} );
