/**
 * The whole At a Glance screen for each kind of user (docs/dashboard.md#who-sees-which-card): the cards its rules give
 * that user, each under its section and in the list's order (cards.ts), the Security section's settings link, and the
 * calls a load makes (each card asks for its own data, nothing the page printed). What each card shows is its own
 * folder's tests.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { REST_ROUTES } from '../../../src/api/rest-routes';
import { pageFactsOf } from '../../../src/lib/page-facts';
import { CARDS } from '../../../src/screens/at-a-glance/cards';
import { dashboardFacts, getDashboardLayout } from '../../../src/screens/at-a-glance/dashboard-layout';
import { setupDemoBackend } from '../../support/demo-msw';
import { initialStateFor, renderApp } from '../../support/render';
import { recordRequests } from '../../support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );

const SECTION_TITLES = { security: 'Security', performance: 'Performance and Growth', connections: 'Connections' } as const;

async function openDashboard() {
	renderApp( demo.backend, { route: '#/dashboard' } );
	const main = await screen.findByRole( 'region', { name: 'At a Glance' } );
	// Settled: no card is still loading.
	await waitFor( () => expect( within( main ).queryAllByRole( 'status' ).filter( ( s ) => s.textContent === 'Loading…' ) ).toEqual( [] ), {
		timeout: 3000,
	} );
	return main;
}

/** The titles of each section's cards on screen, by the section's title. */
function drawnSections( main: HTMLElement ): Record< string, string[] > {
	const sections = within( main ).getAllByRole( 'region' ).filter( ( region ) => region.querySelector( ':scope > header > h2' ) );
	return Object.fromEntries(
		sections.map( ( section ) => [
			within( section ).getByRole( 'heading', { level: 2 } ).textContent,
			within( section ).getAllByRole( 'heading', { level: 3 } ).map( ( heading ) => heading.textContent ),
		] )
	);
}

/** The same, as the cards' rules give them for the page the current scenario prints. */
function expectedSections(): Record< string, string[] > {
	const { caps, modules } = pageFactsOf( initialStateFor( demo.backend ) );
	const layout = getDashboardLayout( dashboardFacts( caps, modules, '/dashboard' ) );
	const titles = ( ids: string[] ) => CARDS.filter( ( card ) => ids.includes( card.id ) ).map( ( card ) => card.title() );
	return Object.fromEntries(
		( [ 'security', 'performance', 'connections' ] as const )
			.filter( ( section ) => layout[ section ].length > 0 )
			.map( ( section ) => [ SECTION_TITLES[ section ], titles( layout[ section ] ) ] )
	);
}

/** Each distinct call the cards start, as "GET route". */
const CARD_CALLS = [ ...new Set( CARDS.flatMap( ( card ) => ( card.start ? [ `GET ${ REST_ROUTES[ card.start.route ].path }` ] : [] ) ) ) ];
/** Those the site answers itself, without the provider: the only ones made offline. */
const LOCAL_CARD_CALLS = [
	...new Set( CARDS.flatMap( ( card ) => ( card.start && ! ( 'needsProvider' in REST_ROUTES[ card.start.route ] ) ? [ `GET ${ REST_ROUTES[ card.start.route ].path }` ] : [] ) ) ),
];

describe( 'At a Glance', () => {
	it( 'gives the connection owner every card of the list, each in its section and in the list’s order, from one call per card call', async () => {
		const main = await openDashboard();
		expect( drawnSections( main ) ).toEqual(
			Object.fromEntries(
				( [ 'security', 'performance', 'connections' ] as const ).map( ( section ) => [
					SECTION_TITLES[ section ],
					CARDS.filter( ( card ) => card.section === section ).map( ( card ) => card.title() ),
				] )
			)
		);
		expect( within( main ).getAllByRole( 'heading', { level: 2 } ).map( ( heading ) => heading.textContent ) ).toEqual( Object.values( SECTION_TITLES ) );
		expect( within( main ).getByRole( 'link', { name: 'Manage security settings' } ) ).toHaveAttribute( 'href', '#/security' );
		expect( requests.calls().map( ( call ) => call.replace( /\?.*/, '' ) ).sort() ).toEqual( [ ...CARD_CALLS ].sort() );
	} );

	it( 'shows an editor the cards their rules give an editor, with no settings link', async () => {
		demo.reset( 'editor' );
		const main = await openDashboard();
		const expected = expectedSections();
		expect( Object.values( expected ).flat().length ).toBeLessThan( CARDS.length );
		expect( drawnSections( main ) ).toEqual( expected );
		expect( within( main ).queryByRole( 'link', { name: 'Manage security settings' } ) ).not.toBeInTheDocument();
	} );

	// A card placed may still draw nothing here (the bundle and agencies offers are for a connected site): each card's
	// own tests say what it shows offline.
	it( 'offline, draws no card its rules do not give, in their order, and asks for nothing the provider answers', async () => {
		demo.reset( 'offline' );
		const main = await openDashboard();
		const drawn = drawnSections( main );
		const expected = expectedSections();
		expect( Object.keys( drawn ) ).toEqual( Object.keys( expected ) );
		for ( const [ section, titles ] of Object.entries( drawn ) ) {
			expect( titles ).toEqual( ( expected[ section ] ?? [] ).filter( ( title ) => titles.includes( title ) ) );
		}
		expect( LOCAL_CARD_CALLS ).toEqual( expect.arrayContaining( [ 'GET plugins' ] ) );
		expect( requests.calls().sort() ).toEqual( [ ...LOCAL_CARD_CALLS ].sort() );
	} );
} );
