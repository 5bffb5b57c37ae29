/** The Security bundle banner against the demo backend (docs/dashboard.md#promo-and-bundle-cards): who gets it, and when. */
import { screen, within } from '@testing-library/react';
import { SecurityBundleGlance } from './SecurityBundleGlance';
import { setupDemoBackend } from '../../../../tests/support/demo-msw';
import { renderWithStore } from '../../../../tests/support/render';
import { recordRequests, settle } from '../../../../tests/support/requests';

const demo = setupDemoBackend();

const requests = recordRequests( demo );

const region = ( name: string ) => screen.getByRole( 'region', { name } );
const queryRegion = ( name: string ) => screen.queryByRole( 'region', { name } );

describe( 'Security bundle banner', () => {
	const TITLE = 'Comprehensive Site Security';
	const renderCard = () => renderWithStore( <SecurityBundleGlance />, demo.backend );

	it( 'lists Backup, Scan and Anti-spam and upgrades through #/plans, on the free plan (owner)', async () => {
		renderCard();
		const card = region( TITLE );
		expect( within( card ).getAllByRole( 'listitem' ).map( ( item ) => item.textContent ) ).toEqual( [ 'Backup', 'Scan', 'Anti-spam' ] );
		expect( within( card ).getByRole( 'link', { name: 'Upgrade' } ) ).toHaveAttribute( 'href', '#/plans' );
		await settle();
		expect( requests.sent ).toEqual( [] );
	} );

	it( 'hides where the pinned bundle area may not show: no connected owner, or a multisite network', () => {
		demo.reset( 'not-connected' );
		const first = renderCard();
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
		first.unmount();
		demo.reset( 'no-owner' );
		const second = renderCard();
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
		second.unmount();
		demo.reset( 'owner' );
		demo.backend.update( ( state ) => {
			state.site.isMultisite = true;
		} );
		renderCard();
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
	} );

	it( 'hides on a Complete plan (owner-paid) and a Security plan (threats)', () => {
		demo.reset( 'owner-paid' );
		const { unmount } = renderCard();
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
		unmount();
		demo.reset( 'threats' );
		renderCard();
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
	} );

	it( 'hides when an active Security product sits beside the free plan, but not for an expired one', () => {
		const purchase = ( active: '1' | '0' ) => ( {
			ID: '2001',
			product_slug: 'jetpack_security_t1_yearly',
			product_name: 'Jetpack Security (10GB)',
			expiry_date: '2027-10-01T00:00:00Z',
			subscribed_date: '2026-10-01T00:00:00Z',
			is_refundable: false,
			active,
		} );
		demo.backend.update( ( state ) => {
			state.purchases = [ purchase( '0' ) ];
		} );
		const { unmount } = renderCard();
		expect( region( TITLE ) ).toBeInTheDocument();
		unmount();
		demo.backend.update( ( state ) => {
			state.purchases = [ purchase( '1' ) ];
		} );
		renderCard();
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
	} );

	it( 'hides in offline mode and from users who cannot buy', () => {
		demo.reset( 'offline' );
		const { unmount } = renderCard();
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
		unmount();
		demo.reset( 'editor' );
		renderCard();
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
	} );
} );
