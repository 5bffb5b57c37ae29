/**
 * The Sitemaps card on the demo backend (docs/settings.md#sitemaps, docs/demo-site.md): the addresses are the site's
 * own at the origin the page was asked on, and an offline site does not claim to send its sitemap.
 */
import { screen, within } from '@testing-library/react';
import type { DemoState } from '../../../src/demo/backend/state';
import { setupDemoBackend, TEST_ORIGIN } from '../../support/demo-msw';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend();
const SENDING = 'Good news: Jetpack is sending your sitemap automatically to all major search engines for indexing.';
const OFFLINE = 'Your site is in Offline Mode, so Jetpack does not send your sitemap to search engines. It is ready at these addresses.';

async function openSitemaps( scenario: string ) {
	demo.reset( scenario );
	demo.backend.update( ( state: DemoState ) => {
		const sitemaps = state.modules.sitemaps;
		if ( ! sitemaps ) {
			throw new Error( 'The demo catalogue lost the sitemaps module.' );
		}
		sitemaps.activated = true;
		state.site.visibleToSearchEngines = true;
	} );
	renderApp( demo.backend, { route: '#/traffic' } );
	return within( await screen.findByRole( 'region', { name: 'Sitemaps' } ) );
}

it( 'shows the sitemap addresses at the origin the site runs on, sent to search engines', async () => {
	const card = await openSitemaps( 'owner' );
	expect( await card.findByText( SENDING ) ).toBeVisible();
	expect( card.getByText( `${ TEST_ORIGIN }/sitemap.xml` ) ).toBeVisible();
	expect( card.getByText( `${ TEST_ORIGIN }/news-sitemap.xml` ) ).toBeVisible();
	expect( card.queryByText( OFFLINE ) ).toBeNull();
} );

it( 'does not claim to send the sitemap of an offline site', async () => {
	const card = await openSitemaps( 'offline' );
	expect( await card.findByText( OFFLINE ) ).toBeVisible();
	expect( card.getByText( `${ TEST_ORIGIN }/sitemap.xml` ) ).toBeVisible();
	expect( card.queryByText( SENDING ) ).toBeNull();
} );

