/**
 * The licence screen against the demo backend (docs/connection.md#licence-activation, docs/rules.md#validation,
 * docs/api.md#connection-and-identity): a blank key is refused without a call, the server's refusal keeps the typed
 * key, a failed call says why and can be tried again, a second submit sends
 * nothing, and an activated key shows the success panel and refreshes what the licence changes.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupDemoBackend, TEST_REST_ROOT } from '../../support/demo-msw';
import { holdCall } from '../../support/hold';
import { renderApp } from '../../support/render';
import { recordRequests } from '../../support/requests';

const demo = setupDemoBackend( 'licenses' );
const requests = recordRequests( demo );
const SET_LICENSE = 'POST /wp-json/jetpack/v4/licensing/set-license';

async function openScreen() {
	renderApp( demo.backend, { route: '#/license/activation' } );
	const region = await screen.findByRole( 'region', { name: 'Add a license key' } );
	return within( region );
}

const attachedAt = ( key: string ) => demo.backend.state.licensing.licenses.find( ( license ) => license.license_key === key )?.attached_at;

describe( 'Licence activation screen', () => {
	it( 'refuses a blank key with the spec’s message and sends nothing', async () => {
		const user = userEvent.setup();
		const region = await openScreen();
		await user.type( region.getByRole( 'textbox', { name: 'License key' } ), '   ' );
		await user.click( region.getByRole( 'button', { name: 'Activate' } ) );
		expect( region.getByRole( 'alert' ) ).toHaveTextContent( 'This is not a valid license key. Please try again.' );
		expect( region.getByRole( 'textbox', { name: 'License key' } ) ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( requests.calls( '' ) ).not.toContain( SET_LICENSE );
	} );

	it( 'shows the server’s reason under the field and keeps the typed key; nothing is attached', async () => {
		const user = userEvent.setup();
		const region = await openScreen();
		const field = region.getByRole( 'textbox', { name: 'License key' } );
		await user.type( field, 'jetpack-scan-demo-3' );
		await user.click( region.getByRole( 'button', { name: 'Activate' } ) );
		expect( await region.findByRole( 'alert' ) ).toHaveTextContent( 'This license key is already in use.' );
		expect( field ).toHaveValue( 'jetpack-scan-demo-3' );
		expect( field ).toHaveAccessibleDescription( expect.stringContaining( 'This license key is already in use.' ) );
		expect( demo.backend.state.purchases ).toHaveLength( 0 );
	} );

	it( 'activates a backup key: the key sent without the spaces typed around it, the success panel, the way on, and the licence counts asked again', async () => {
		const user = userEvent.setup();
		const region = await openScreen();
		await user.type( region.getByRole( 'textbox', { name: 'License key' } ), ' jetpack-backup-t1-demo-2 ' );
		await user.click( region.getByRole( 'button', { name: 'Activate' } ) );

		const heading = await region.findByRole( 'heading', { name: 'Your license key is activated' } );
		await waitFor( () => expect( heading ).toHaveFocus() );
		expect( region.getByText( 'Jetpack Backup is now active on this site.' ) ).toBeVisible();
		// The scenario's assistant is already under way, so the plan page comes first.
		expect( region.getByRole( 'link', { name: 'View my plans' } ) ).toHaveAttribute( 'href', '#/my-plan' );
		expect( region.getByRole( 'link', { name: /View latest backup/ } ) ).toHaveAttribute(
			'href',
			'https://cloud.jetpack.com/backup/localhost'
		);
		expect( region.queryByRole( 'textbox', { name: 'License key' } ) ).toBeNull();
		expect( requests.bodies( 'POST', 'licensing/set-license' ) ).toEqual( [ { license: 'jetpack-backup-t1-demo-2' } ] );
		expect( attachedAt( 'jetpack-backup-t1-demo-2' ) ).toBe( '2026-11-22T12:00:00.000Z' );
		expect( demo.backend.state.purchases.map( ( purchase ) => purchase.product_slug ) ).toEqual( [ 'jetpack_backup_t1_yearly' ] );
		const sent = requests.calls( '' ).indexOf( SET_LICENSE );
		await waitFor( () =>
			expect( requests.calls( '' ).slice( sent ) ).toContain( 'GET /wp-json/jetpack/v4/licensing/user/counts' )
		);
	} );

	it( 'asks again for the modules and settings the licence changed, and the masthead still offers Settings after it', async () => {
		const user = userEvent.setup();
		const region = await openScreen();
		await user.type( region.getByRole( 'textbox', { name: 'License key' } ), 'jetpack-backup-t1-demo-2' );
		await user.click( region.getByRole( 'button', { name: 'Activate' } ) );
		await region.findByRole( 'heading', { name: 'Your license key is activated' } );
		const sent = requests.calls( '' ).indexOf( SET_LICENSE );
		await waitFor( () =>
			expect( requests.calls( '' ).slice( sent ) ).toEqual(
				expect.arrayContaining( [ 'GET /wp-json/jetpack/v4/module/all', 'GET /wp-json/jetpack/v4/settings' ] )
			)
		);
		await user.click( region.getByRole( 'link', { name: 'View my plans' } ) );
		const masthead = within( await screen.findByRole( 'navigation', { name: 'Dashboard or settings' } ) );
		expect( masthead.getByRole( 'link', { name: 'Settings' } ) ).toBeVisible();
	} );

	it( 'offers the assistant while it has not been started, and search its settings', async () => {
		demo.backend.update( ( state ) => {
			state.recommendations.step = 'not-started';
			state.licensing.licenses.push( {
				license_key: 'jetpack-search-demo-4',
				product: 'Jetpack Search',
				product_id: 2104,
				attached_at: null,
				revoked_at: null,
			} );
		} );
		const user = userEvent.setup();
		const region = await openScreen();
		await user.type( region.getByRole( 'textbox', { name: 'License key' } ), 'jetpack-search-demo-4' );
		await user.click( region.getByRole( 'button', { name: 'Activate' } ) );
		await region.findByText( 'Jetpack Search is now active on this site.' );
		expect( region.getByRole( 'link', { name: 'Configure my site' } ) ).toHaveAttribute( 'href', '#/recommendations' );
		expect( region.getByRole( 'link', { name: 'Configure search' } ) ).toHaveAttribute( 'href', '#/performance' );
	} );

	it.each( [
		[ 'the site cannot be reached', () => HttpResponse.error(), 'The site could not be reached. Check your connection.' ],
		[
			'the server fails with words of its own',
			() => HttpResponse.json( { code: 'db_down', message: 'The licence store is resting.', data: { status: 500 } }, { status: 500 } ),
			'The licence store is resting.',
		],
	] )( 'says why a failed call failed when %s, keeps the key, and activates on Try again', async ( _case, answer, reason ) => {
		demo.server.use( http.post( `${ TEST_REST_ROOT }jetpack/v4/licensing/set-license`, answer, { once: true } ) );
		const user = userEvent.setup();
		const region = await openScreen();
		const field = region.getByRole( 'textbox', { name: 'License key' } );
		await user.type( field, 'jetpack-security-t1-demo-1' );
		await user.click( region.getByRole( 'button', { name: 'Activate' } ) );

		const failure = await region.findByRole( 'alert' );
		expect( failure ).toHaveTextContent( 'The license key could not be activated.' );
		expect( failure ).toHaveTextContent( reason );
		expect( field ).toHaveValue( 'jetpack-security-t1-demo-1' );
		expect( attachedAt( 'jetpack-security-t1-demo-1' ) ).toBeNull();

		await user.click( within( failure ).getByRole( 'button', { name: 'Try again' } ) );
		expect( await region.findByText( 'Jetpack Security is now active on this site.' ) ).toBeVisible();
		expect( attachedAt( 'jetpack-security-t1-demo-1' ) ).not.toBeNull();
	} );

	it( 'sends one request however often Activate is pressed while it is under way', async () => {
		const held = holdCall( demo.server, 'post', 'licensing/set-license' );
		const user = userEvent.setup();
		const region = await openScreen();
		await user.type( region.getByRole( 'textbox', { name: 'License key' } ), 'jetpack-backup-t1-demo-2' );
		const button = region.getByRole( 'button', { name: 'Activate' } );
		await user.click( button );
		await user.click( button );
		await user.type( region.getByRole( 'textbox', { name: 'License key' } ), '{Enter}' );
		await waitFor( () => expect( held.calls() ).toBe( 1 ) );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		held.release();
		await region.findByRole( 'heading', { name: 'Your license key is activated' } );
		expect( requests.calls( '' ).filter( ( request ) => request === SET_LICENSE ) ).toHaveLength( 1 );
	} );
} );

describe( 'What an activated licence changes', () => {
	const backupCard = () => screen.getByRole( 'region', { name: 'Backup' } );
	const scanCard = () => screen.getByRole( 'region', { name: 'Scan' } );
	const BACKUP_UPGRADE = 'Never lose your site: automatic backups keep your content safe, ready to restore in one click.';
	const SCAN_UPGRADE = 'Scan your site automatically for malware and vulnerabilities, and fix threats in one click.';

	it( 'the Backup and Scan cards seen before stop offering an upgrade once Security is activated', async () => {
		const user = userEvent.setup();
		renderApp( demo.backend, { route: '#/dashboard' } );
		expect( await within( await screen.findByRole( 'region', { name: 'Backup' } ) ).findByText( BACKUP_UPGRADE ) ).toBeVisible();
		expect( await within( scanCard() ).findByText( SCAN_UPGRADE ) ).toBeVisible();

		window.location.hash = '#/license/activation';
		const region = within( await screen.findByRole( 'region', { name: 'Add a license key' } ) );
		await user.type( region.getByRole( 'textbox', { name: 'License key' } ), 'jetpack-security-t1-demo-1' );
		await user.click( region.getByRole( 'button', { name: 'Activate' } ) );
		await region.findByText( 'Jetpack Security is now active on this site.' );

		// Back to the dashboard seen before (the licence screen shows no masthead).
		window.location.hash = '#/dashboard';
		expect( await within( await screen.findByRole( 'region', { name: 'Backup' } ) ).findByText( 'We are setting up your site’s backups. This can take a few minutes.' ) ).toBeVisible();
		expect( await within( scanCard() ).findByText( 'We are configuring your site protection.' ) ).toBeVisible();
		expect( within( backupCard() ).queryByText( BACKUP_UPGRADE ) ).toBeNull();
		expect( within( scanCard() ).queryByText( SCAN_UPGRADE ) ).toBeNull();
	} );
} );
