/**
 * The Subscriptions card's way to the email followers (docs/settings.md#discussion): the provider's named redirect
 * with the site for a linked user, the connect prompt for one not linked.
 */
import { screen, within } from '@testing-library/react';
import { setupDemoBackend } from '../../support/demo-msw';
import { setModules } from '../../support/modules';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend();

beforeEach( () => {
	setModules( demo.backend, { subscriptions: true } );
} );

it( 'links "View your Email Followers" through the calypso-people-email-followers redirect with the site', async () => {
	renderApp( demo.backend, { route: '#/discussion' } );
	const card = within( await screen.findByRole( 'region', { name: 'Subscriptions' } ) );
	const link = await card.findByRole( 'link', { name: /View your Email Followers/ } );
	const href = new URL( link.getAttribute( 'href' ) ?? '' );
	expect( `${ href.origin }${ href.pathname }` ).toBe( 'https://jetpack.com/redirect/' );
	expect( Object.fromEntries( href.searchParams ) ).toEqual( {
		source: 'calypso-people-email-followers',
		site: window.location.host,
	} );
} );
