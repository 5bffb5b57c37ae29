/**
 * The summary's sidebar card: no card before the backup status is known, the upsell for a free site with the
 * discount's coupon, and a link that opens a new tab gives that tab no hold on this page.
 */
import { screen, waitFor } from '@testing-library/react';
import { SummarySidebar } from '../../../src/screens/recommendations/SummarySidebar';
import { setupDemoBackend } from '../../support/demo-msw';
import { holdCall } from '../../support/hold';
import { renderWithStore } from '../../support/render';

const demo = setupDemoBackend( 'recommendations' );
afterEach( () => jest.useRealTimers() );

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

it( 'chooses no card on a free site until the backup status is known, then the upsell with the discount’s coupon', async () => {
	// The demo backend's clock: the scenario's discount runs for three days from it.
	jest.useFakeTimers( { now: new Date( '2026-11-22T12:00:00Z' ), advanceTimers: true } );
	const held = holdCall( demo.server, 'get', 'rewind' );
	renderWithStore( <SummarySidebar />, demo.backend, { route: '#/recommendations/summary' } );
	await waitFor( () => expect( held.calls() ).toBe( 1 ) );
	expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
	expect( screen.queryByRole( 'link', { name: 'Continue to checkout' } ) ).toBeNull();

	held.release();
	const checkout = await screen.findByRole( 'link', { name: 'Continue to checkout' } );
	expect( new URL( checkout.getAttribute( 'href' ) ?? '', 'http://localhost' ).searchParams.get( 'query' ) ).toBe( 'coupon=DEMO40' );
} );
