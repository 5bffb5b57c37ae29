/** The summary's sidebar card: its link that opens a new tab gives that tab no hold on this page. */
import { screen } from '@testing-library/react';
import { SummarySidebar } from '../../../src/screens/recommendations/SummarySidebar';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderWithStore } from '../../support/render';

const demo = setupDemoBackend( 'recommendations' );

it( 'opens the server credentials in a new tab without opener or referrer', async () => {
	demo.backend.update( ( state ) => {
		state.plan = 'jetpack_personal';
		state.rewind = { state: 'awaiting_credentials' };
	} );
	renderWithStore( <SummarySidebar />, demo.backend, { route: '#/recommendations/summary' } );
	const link = await screen.findByRole( 'link', { name: 'Enter server credentials' } );
	expect( link ).toHaveAttribute( 'target', '_blank' );
	expect( link.getAttribute( 'rel' )?.split( ' ' ) ).toEqual( expect.arrayContaining( [ 'noopener', 'noreferrer' ] ) );
} );
