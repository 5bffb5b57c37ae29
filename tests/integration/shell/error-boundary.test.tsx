/** A screen that fails to render shows a message and a way back; the shell around it stays. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsole } from '../../support/console';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderApp } from '../../support/render';

jest.mock( '../../../src/screens/my-plan/MyPlan', () => ( {
	__esModule: true,
	default: () => {
		throw new Error( 'plan data is broken' );
	},
} ) );

const demo = setupDemoBackend();

it( 'keeps the page and offers a way back', async () => {
	expectConsole( /plan data is broken/ );
	expectConsole( /Screen failed to render/ );
	expectConsole( /The above error occurred/ );
	renderApp( demo.backend, { route: '#/my-plan' } );
	expect( await screen.findByRole( 'alert' ) ).toHaveTextContent( 'Something went wrong while showing My Plan. Your settings are safe.' );
	expect( screen.getByRole( 'heading', { level: 1, name: 'My Plan' } ) ).toBeInTheDocument();
	expect( screen.getByRole( 'navigation', { name: 'Jetpack' } ) ).toBeInTheDocument();
	await userEvent.click( screen.getByRole( 'link', { name: 'Back to the dashboard' } ) );
	expect( await screen.findByRole( 'heading', { level: 1, name: 'At a Glance' } ) ).toBeInTheDocument();
} );
