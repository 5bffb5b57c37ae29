/**
 * The Activity card (docs/dashboard.md#activity): what the activity log is and the way to it, per scenario; it asks
 * nothing.
 */
import { screen, within } from '@testing-library/react';
import { ActivityGlance } from './ActivityGlance';
import { setupDemoBackend } from '../../../../tests/support/demo-msw';
import { renderWithStore } from '../../../../tests/support/render';
import { recordRequests, settle } from '../../../../tests/support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );

const card = () => screen.getByRole( 'region', { name: 'Activity' } );
const renderCard = () => renderWithStore( <ActivityGlance />, demo.backend );

it.each( [ 'owner', 'owner-paid', 'no-owner' ] )( '%s: says what the log records and links to it on WordPress.com in a new tab', async ( scenario ) => {
	demo.reset( scenario );
	renderCard();
	expect( card() ).toHaveTextContent( /^ActivityThe activity log records the changes made on your site/ );
	const link = within( card() ).getByRole( 'link', { name: 'View site activity (opens in a new tab)' } );
	expect( link ).toHaveAttribute( 'href', 'https://jetpack.com/redirect/?source=calypso-activity-log&site=localhost' );
	expect( link ).toHaveAttribute( 'target', '_blank' );
	await settle();
	expect( requests.sent ).toEqual( [] );
} );

it( 'offline: "Unavailable in Offline Mode." and no link', async () => {
	demo.reset( 'offline' );
	renderCard();
	expect( within( card() ).getByText( 'Unavailable in Offline Mode.' ) ).toBeInTheDocument();
	expect( within( card() ).queryByRole( 'link' ) ).not.toBeInTheDocument();
	await settle();
	expect( requests.sent ).toEqual( [] );
} );

it( 'not connected: says the log starts once the site is connected, and no link', async () => {
	demo.reset( 'not-connected' );
	renderCard();
	expect( within( card() ).getByText( 'The activity log starts recording once your site is connected to WordPress.com.' ) ).toBeInTheDocument();
	expect( within( card() ).queryByRole( 'link' ) ).not.toBeInTheDocument();
	await settle();
	expect( requests.sent ).toEqual( [] );
} );
