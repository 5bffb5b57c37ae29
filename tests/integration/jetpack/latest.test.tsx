/**
 * The Jetpack that removed its dashboard, with this plugin beside it (docs/hosts.md#the-jetpack-that-removed-its-dashboard):
 * Jetpack's newest page data lacks the dashboard's keys and its newest routes lack the assistant's; the plugin supplies
 * both, and the page shows At a Glance, My Plan, the product pages and the whole assistant with no failed call.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest } from '../../../src/api/client';
import { OWN_NS, v4 } from '../../../src/api/namespace';
import { buildInitialState } from '../../../src/demo/backend/printed-initial-state';
import { newestJetpackPageData, REMOVED_PAGE_DATA_KEYS } from '../../../src/jetpack-recorded/latest';
import { jetpackPageData, pageDataFor } from '../../../src/demo/jetpack-host/page-data';
import { setupDemoBackend } from '../../support/demo-msw';
import { printedJetpackPage, renderOnJetpack, stopWatching, watchCalls } from '../../support/jetpack-page';
import type { CallWatch } from '../../support/jetpack-page';
import { initialStateFor } from '../../support/render';

const demo = setupDemoBackend( 'jetpack-latest' );

let calls: CallWatch;
beforeEach( () => {
	calls = watchCalls( demo );
} );
afterEach( () => stopWatching( demo ) );

/** Waits until every call made so far is answered, then says which were refused. */
async function refusedCalls(): Promise< string[] > {
	await waitFor( () => expect( calls.pending ).toBe( 0 ) );
	return calls.refused;
}

describe( 'the newest Jetpack with this plugin beside it', () => {
	it( 'prints what Jetpack no longer builds from this plugin, and lists the routes it serves in its own namespace', () => {
		const built = initialStateFor( demo.backend );
		const newest = newestJetpackPageData( jetpackPageData( built ) );
		for ( const key of REMOVED_PAGE_DATA_KEYS ) {
			expect( newest ).not.toHaveProperty( key );
		}
		expect( newest.siteData ).not.toHaveProperty( 'showRecommendations' );
		const page = printedJetpackPage( demo );
		expect( page.ownRoutes ).toEqual( expect.arrayContaining( [ 'recommendations/data', 'recommendations/step', 'seen-wc-connection-modal' ] ) );
		expect( page.recommendationsStep ).toBe( built.recommendationsStep );
		expect( page.siteData.showRecommendations ).toBe( true );
		expect( Object.keys( page.products ) ).toEqual( Object.keys( jetpackPageData( built ).products as object ) );
		expect( pageDataFor( demo.backend.state, built ) ).toHaveProperty( 'isAiEnabled', false );
	} );

	it( 'answers the assistant’s routes only in the plugin’s namespace', async () => {
		await expect( apiRequest( { path: v4( 'recommendations/step' ) } ) ).rejects.toMatchObject( { status: 404, response: { code: 'rest_no_route' } } );
		await expect( apiRequest( { path: `${ OWN_NS }/recommendations/step` } ) ).resolves.toHaveProperty( 'step' );
		await expect( apiRequest( { path: v4( 'recommendations/conditional' ) } ) ).rejects.toMatchObject( { status: 404 } );
		// In Jetpack's shape, as Jetpack answered it: the bare list.
		await expect( apiRequest( { path: `${ OWN_NS }/recommendations/conditional` } ) ).resolves.toEqual( expect.any( Array ) );
	} );

	it.each( [
		[ '#/dashboard', 'At a Glance' ],
		[ '#/my-plan', 'Jetpack My Plan Details' ],
		[ '#/product/backup', 'Jetpack Backup' ],
		[ '#/product/security', 'Jetpack Security' ],
		[ '#/recommendations/summary', /^Nice work!/ ],
	] )( 'shows %s with no failed call', async ( route, heading ) => {
		renderOnJetpack( demo, route );
		expect( await screen.findByRole( 'heading', { level: 1, name: heading } ) ).toBeInTheDocument();
		expect( window.location.hash ).toBe( route );
		expect( await refusedCalls() ).toEqual( [] );
	} );

	it.each( [ '#/dashboard', '#/my-plan', '#/recommendations/summary', '#/product/backup' ] )(
		'links %s to this plugin’s page, never to Jetpack’s page=jetpack, whose dashboard is gone',
		async ( route ) => {
			renderOnJetpack( demo, route, 'jetpack-dashboard' );
			await screen.findAllByRole( 'heading', { level: 1 } );
			await refusedCalls();
			const links = screen.queryAllByRole( 'link' ).map( ( link ) => link.getAttribute( 'href' ) ?? '' );
			expect( links.filter( ( href ) => /[?&]page=jetpack(#|&|$)/.test( href ) ) ).toEqual( [] );
			expect( links.some( ( href ) => href.includes( 'page=jetpack-dashboard' ) ) ).toBe( true );
		}
	);

	it( 'runs the assistant from the site type, saving each answer in the plugin’s namespace', async () => {
		demo.backend.update( ( state ) => {
			state.recommendations.step = 'not-started';
		} );
		const user = userEvent.setup();
		renderOnJetpack( demo, '#/recommendations' );
		const question = await screen.findByRole( 'heading', { level: 1, name: /^What type of site is/ } );
		const step = question.closest( 'section' ) ?? document.body;
		await user.click( within( step as HTMLElement ).getByRole( 'checkbox', { name: /Personal/ } ) );
		await user.click( within( step as HTMLElement ).getByRole( 'button', { name: 'Continue' } ) );
		await waitFor( () => expect( window.location.hash ).not.toBe( '#/recommendations/site-type' ) );
		expect( await refusedCalls() ).toEqual( [] );
		expect( demo.backend.state.recommendations.data[ 'site-type-personal' ] ).toBe( true );
		expect( calls.answered ).toContain( `POST /wp-json/${ OWN_NS }/recommendations/data` );
		expect( calls.answered.filter( ( call ) => call.includes( '/jetpack/v4/recommendations/' ) ) ).toEqual( [] );
	} );
} );

it( 'builds the page data of the older Jetpack unchanged in its own scenario', () => {
	demo.reset( 'jetpack-owner' );
	const built = buildInitialState( demo.backend.state, { origin: 'http://localhost', nonce: 'n', query: new URLSearchParams() } );
	expect( pageDataFor( demo.backend.state, built ) ).toEqual( jetpackPageData( built ) );
} );
