/** The disconnect dialog opened from the plugins list (it confirms a deactivation), and a failure told to its caller. */
import { createRef } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import DisconnectDialog from '../../../src/screens/connection/DisconnectDialog';
import { setupDemoBackend, TEST_REST_ROOT } from '../../support/demo-msw';
import { renderWithStore } from '../../support/render';

const demo = setupDemoBackend();

describe( 'the plugins context', () => {
	it( 'offers Cancel and Deactivate; Deactivate calls back instead of disconnecting', async () => {
		const onDeactivate = jest.fn();
		const onClose = jest.fn();
		renderWithStore(
			<DisconnectDialog context="plugins" onDeactivate={ onDeactivate } onClose={ onClose } returnFocus={ createRef() } />,
			demo.backend
		);
		const dialog = await screen.findByRole( 'dialog', { name: 'Are you sure you want to disconnect?' } );
		expect( within( dialog ).queryByRole( 'button', { name: 'Stay connected' } ) ).not.toBeInTheDocument();
		await userEvent.click( within( dialog ).getByRole( 'button', { name: 'Deactivate' } ) );
		expect( onDeactivate ).toHaveBeenCalledTimes( 1 );
		expect( demo.backend.state.connection.isActive ).toBe( true );
		await userEvent.click( within( dialog ).getByRole( 'button', { name: 'Cancel' } ) );
		expect( onClose ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'a failed disconnect', () => {
	it( 'is shown in the dialog and reaches the caller', async () => {
		demo.server.use(
			http.post( `${ TEST_REST_ROOT }jetpack/v4/connection`, () =>
				HttpResponse.json( { code: 'boom', message: 'The host did not answer.' }, { status: 500 } )
			)
		);
		const onError = jest.fn();
		renderWithStore( <DisconnectDialog onError={ onError } onClose={ jest.fn() } returnFocus={ createRef() } />, demo.backend );
		const dialog = await screen.findByRole( 'dialog', { name: 'Are you sure you want to disconnect?' } );
		await userEvent.click( within( dialog ).getByRole( 'button', { name: 'Disconnect' } ) );
		expect( await within( dialog ).findByRole( 'alert' ) ).toHaveTextContent( 'The host did not answer.' );
		await waitFor( () => expect( onError ).toHaveBeenCalledWith( expect.objectContaining( { message: expect.stringContaining( 'The host did not answer.' ) } ) ) );
	} );
} );
