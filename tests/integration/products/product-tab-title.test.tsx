/**
 * A product page's browser tab names its product, as its heading does (docs/shell.md#page-frame): two product pages
 * open in two tabs can be told apart.
 */
import { screen, waitFor } from '@testing-library/react';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend();

it.each( [
	[ 'backup', 'Jetpack Backup' ],
	[ 'search', 'Jetpack Search' ],
] )( 'names the product in the tab on /product/%s', async ( slug, name ) => {
	renderApp( demo.backend, { route: `#/product/${ slug }` } );
	await screen.findByRole( 'heading', { level: 1, name } );
	await waitFor( () => expect( document.title ).toBe( `${ name } ‹ Jetpack ‹ Demo Garden Journal — WordPress` ) );
} );
