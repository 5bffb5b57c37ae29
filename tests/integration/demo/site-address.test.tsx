/**
 * The demo writes the site's addresses at the origin it is asked on (docs/demo-site.md): a product's checkout link
 * names this site, not the address the demo's state was created with.
 */
import { screen, within } from '@testing-library/react';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend();

it( 'checks a product out for the site at the address it runs on', async () => {
	renderApp( demo.backend, { route: '#/product/scan' } );
	const card = within( await screen.findByRole( 'article', { name: 'Jetpack Scan' } ) );
	const href = new URL( card.getByRole( 'link', { name: 'Get Jetpack Scan' } ).getAttribute( 'href' ) ?? '' );
	expect( href.searchParams.get( 'site' ) ).toBe( 'localhost' );
	expect( href.toString() ).not.toContain( '8080' );
} );
