/**
 * A render error in any card of At a Glance, My Plan or a product page shows that card's own message and "Try
 * again"; the heading and the other cards stay. Each card's component is made to throw in turn.
 */
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { InitialState } from '../../../src/api/types';
import { createPartnerCoupon } from '../../../src/demo/catalogue/partner-coupon';
import { expectConsole } from '../../support/console';
import { setupDemoBackend } from '../../support/demo-msw';
import { failOnly } from '../../support/failing-part';
import type * as FailingPartModule from '../../support/failing-part';
import type * as CardsModule from '../../../src/screens/at-a-glance/cards';
import { CARDS } from '../../../src/screens/at-a-glance/cards';
import { renderApp } from '../../support/render';

type FailingPart = typeof FailingPartModule;

function mockFailable( path: string ): Record< string, unknown > {
	const { failable } = jest.requireActual< FailingPart >( '../../support/failing-part' );
	return failable( jest.requireActual< Record< string, unknown > >( path ) );
}

const AT_A_GLANCE = '../../../src/screens/at-a-glance';
// Every At a Glance card's view, as its rule loads it (cards.ts): each can be made to throw, under the name
// `Glance <card id>`.
jest.mock( '../../../src/screens/at-a-glance/cards', () => {
	const { failable } = jest.requireActual< FailingPart >( '../../support/failing-part' );
	const actual = jest.requireActual< typeof CardsModule >( '../../../src/screens/at-a-glance/cards' );
	const cards = actual.CARDS.map( ( card ) => {
		const name = `Glance ${ card.id }`;
		return { ...card, view: async () => failable( { [ name ]: await card.view() } )[ name ] as ComponentType };
	} );
	return { ...actual, CARDS: cards };
} );
jest.mock( '../../../src/components/apps-card/AppsCard', () => mockFailable( '../../../src/components/apps-card/AppsCard' ) );
jest.mock( '../../../src/screens/at-a-glance/partner-coupon/PartnerCouponBanner', () =>
	mockFailable( `${ AT_A_GLANCE }/partner-coupon/PartnerCouponBanner` )
);
jest.mock( '../../../src/screens/my-plan/LicenseActionsRow', () => mockFailable( '../../../src/screens/my-plan/LicenseActionsRow' ) );
jest.mock( '../../../src/screens/my-plan/PlanCard', () => mockFailable( '../../../src/screens/my-plan/PlanCard' ) );
jest.mock( '../../../src/screens/my-plan/MyProducts', () => mockFailable( '../../../src/screens/my-plan/MyProducts' ) );
jest.mock( '../../../src/screens/my-plan/PlanFeatures', () => mockFailable( '../../../src/screens/my-plan/PlanFeatures' ) );
jest.mock( '../../../src/screens/my-plan/PartnerCouponCard', () => mockFailable( '../../../src/screens/my-plan/PartnerCouponCard' ) );
jest.mock( '../../../src/screens/my-plan/LicenseBox', () => mockFailable( '../../../src/screens/my-plan/LicenseBox' ) );
jest.mock( '../../../src/screens/products/ProductCard', () => mockFailable( '../../../src/screens/products/ProductCard' ) );

const demo = setupDemoBackend();
// The screens load on demand; loaded once here, each case measures only its own render.
beforeAll( () =>
	Promise.all( [
		import( '../../../src/screens/at-a-glance/AtAGlance' ),
		import( '../../../src/screens/my-plan/MyPlan' ),
		import( '../../../src/screens/products/ProductPage' ),
	] )
);
afterEach( () => failOnly( null ) );

interface Case {
	/** The component that throws. */
	component: string;
	route: string;
	/** The name its failure message gives, once per place it shows. */
	failed: string[];
	/** A part of the same screen that must still be there. */
	neighbour: RegExp;
	heading: string;
	scenario?: string;
	initial?: ( initial: InitialState ) => InitialState;
}

const DASHBOARD = { route: '#/dashboard', heading: 'At a Glance' };
const MY_PLAN = { route: '#/my-plan', heading: 'Jetpack My Plan Details', scenario: 'owner-paid' };
const withCoupon = ( initial: InitialState ): InitialState => ( { ...initial, partnerCoupon: createPartnerCoupon() } );

/**
 * Every card of the list (cards.ts), on the owner's dashboard, which shows them all: its own failure message, and a
 * card of the same section (the next, or the one before the last) still there.
 */
function dashboardCases(): Case[] {
	return CARDS.map( ( card ) => {
		const section = CARDS.filter( ( other ) => other.section === card.section );
		const at = section.indexOf( card );
		const neighbour = section[ at + 1 ] ?? section[ at - 1 ];
		if ( ! neighbour ) {
			throw new Error( `The ${ card.section } section has only the ${ card.id } card: give its case a neighbour by hand.` );
		}
		const exactly = ( title: string ) => new RegExp( `^${ title.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' ) }$` );
		return {
			...DASHBOARD,
			component: `Glance ${ card.id }`,
			failed: [ card.title() ],
			neighbour: exactly( neighbour.title() ),
		};
	} );
}

const CASES: Case[] = [
	...dashboardCases(),
	// A partner's coupon comes with a site still to connect: its banner sits above the connect screen.
	{
		component: 'PartnerCouponBanner',
		route: '#/dashboard',
		heading: 'Over 5 million WordPress sites are faster and more secure',
		failed: [ 'Partner coupon' ],
		neighbour: /^Set up Jetpack$/,
		scenario: 'coupon',
	},
	{ ...MY_PLAN, component: 'LicenseActionsRow', failed: [ 'License actions', 'License actions' ], neighbour: /^Jetpack Complete$/ },
	{ ...MY_PLAN, component: 'PlanCard', failed: [ 'My Plan' ], neighbour: /^Apply license$/ },
	{ ...MY_PLAN, component: 'MyProducts', failed: [ 'My Products' ], neighbour: /^Jetpack Complete$/ },
	{ ...MY_PLAN, component: 'PlanFeatures', failed: [ 'Plan features' ], neighbour: /^Jetpack Complete$/ },
	{ ...MY_PLAN, component: 'PartnerCouponCard', failed: [ 'Partner coupon' ], neighbour: /^Jetpack Complete$/, initial: withCoupon },
	{ ...MY_PLAN, component: 'LicenseBox', failed: [ 'License key' ], neighbour: /^Jetpack Complete$/ },
	{ ...MY_PLAN, component: 'AppsCard', failed: [ 'Jetpack in your pocket' ], neighbour: /^Jetpack Complete$/ },
	{
		component: 'ProductCard',
		route: '#/product/backup',
		heading: 'Jetpack Backup',
		failed: [ 'Jetpack Backup', 'Jetpack Security' ],
		neighbour: /^Jetpack Backup$/,
	},
];

it.each( CASES )( '$component fails alone on $route', async ( { component, route, failed, neighbour, heading, scenario, initial } ) => {
	expectConsole( new RegExp( `${ component } broke while rendering` ) );
	expectConsole( /failed to render/ );
	expectConsole( /The above error occurred/ );
	demo.reset( scenario ?? 'owner' );
	failOnly( component );
	renderApp( demo.backend, { route, initial } );

	// The screen is loaded on demand and its first render is the slow part on a busy machine, as in at-a-glance.test.
	await screen.findByRole( 'heading', { level: 1, name: heading }, { timeout: 5000 } );
	const alerts = await screen.findAllByRole( 'alert' );
	const failures = alerts.filter( ( alert ) => /could not be shown\./.test( alert.textContent ?? '' ) );
	expect( failures.map( ( alert ) => alert.querySelector( 'strong' )?.textContent ) ).toEqual( failed.map( ( name ) => `${ name } could not be shown.` ) );
	failures.forEach( ( alert ) => expect( within( alert ).getByRole( 'button', { name: 'Try again' } ) ).toBeInTheDocument() );
	expect( ( await screen.findAllByText( neighbour ) ).length ).toBeGreaterThan( 0 );
} );
