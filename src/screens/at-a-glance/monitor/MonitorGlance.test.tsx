/**
 * The Downtime monitoring card against the demo backend (docs/dashboard.md#monitor-image-accelerator-and-protection,
 * docs/rules.md#error-catalogue): its states per scenario, its switch and notices, and the requests sent (none on load).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModuleOverride } from '../../../api/types';
import { MonitorGlance } from './MonitorGlance';
import { findAlert } from '../../../../tests/support/alert';
import { setupDemoBackend } from '../../../../tests/support/demo-msw';
import { renderWithStore } from '../../../../tests/support/render';
import { failCall } from '../../../../tests/support/fail';
import { recordRequests, settle } from '../../../../tests/support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );

const region = ( name: string ) => screen.getByRole( 'region', { name } );
const buttonNames = ( card: HTMLElement ) => within( card ).queryAllByRole( 'button' ).map( ( button ) => button.textContent );
const setModule = ( slug: string, change: { activated?: boolean; override?: ModuleOverride } ) =>
	demo.backend.update( ( state ) => {
		const module = state.modules[ slug ];
		if ( module ) {
			Object.assign( module, change );
		}
	} );

describe( 'Downtime monitoring', () => {
	const card = () => region( 'Downtime monitoring' );
	const renderCard = () => renderWithStore( <MonitorGlance />, demo.backend );

	it( 'owner, monitor off: offers activation and asks nothing on load', async () => {
		renderCard();
		expect( card() ).toHaveTextContent( 'Downtime monitoring is off. Turn it on to get an email when your site goes down' );
		expect( buttonNames( card() ) ).toEqual( [ 'Activate downtime monitoring' ] );
		await settle();
		expect( requests.calls() ).toEqual( [] );
	} );

	it( 'activates the module and says the site is monitored', async () => {
		renderCard();
		await userEvent.click( within( card() ).getByRole( 'button', { name: 'Activate downtime monitoring' } ) );
		expect( await within( card() ).findByText( /Your site is being monitored for downtime\. If it goes down, you will get an email alert\./ ) ).toBeInTheDocument();
		expect( requests.bodies( 'POST', 'module/monitor/active' ) ).toEqual( [ { active: true } ] );
		// One request: the module list is not read again.
		await settle();
		expect( requests.calls() ).toEqual( [ 'POST module/monitor/active' ] );
		expect( demo.backend.state.modules.monitor?.activated ).toBe( true );
	} );

	it( 'a failed activation says why and stays off', async () => {
		failCall( demo.server, 'post', 'module/monitor/active' );
		renderCard();
		await userEvent.click( within( card() ).getByRole( 'button', { name: 'Activate downtime monitoring' } ) );
		await findAlert( card(), 'Downtime monitoring could not be activated.', 'The database is busy.' );
		expect( within( card() ).getByRole( 'button', { name: 'Activate downtime monitoring' } ) ).toBeInTheDocument();
		expect( demo.backend.state.modules.monitor?.activated ).toBe( false );
	} );

	it( 'monitor on: says so, with no button', () => {
		setModule( 'monitor', { activated: true } );
		renderCard();
		expect( card() ).toHaveTextContent( 'Your site is being monitored for downtime.' );
		expect( buttonNames( card() ) ).toEqual( [] );
	} );

	it( 'offline: unavailable, no button, no request', async () => {
		demo.reset( 'offline' );
		renderCard();
		expect( card() ).toHaveTextContent( 'Unavailable in Offline Mode.' );
		expect( buttonNames( card() ) ).toEqual( [] );
		await settle();
		expect( requests.calls() ).toEqual( [] );
	} );

	it( 'editor: told to ask an administrator', () => {
		demo.reset( 'editor' );
		renderCard();
		expect( card() ).toHaveTextContent( 'Downtime monitoring is off. Ask a site administrator to turn it on.' );
		expect( buttonNames( card() ) ).toEqual( [] );
	} );

	it( 'a site that is not connected cannot switch it on yet', () => {
		demo.reset( 'not-connected' );
		renderCard();
		expect( card() ).toHaveTextContent( 'It can be turned on once the site is connected to WordPress.com.' );
		expect( buttonNames( card() ) ).toEqual( [] );
	} );
} );
