import type { Module } from '../../../../src/api/types';
import type { Section } from '../../../../src/screens/at-a-glance/card-rule';
import { CARDS } from '../../../../src/screens/at-a-glance/cards';
import { dashboardFacts, getDashboardLayout } from '../../../../src/screens/at-a-glance/dashboard-layout';
import type { PermissionFlags } from '../../../../src/lib/permissions';
import { factsFor } from '../../../support/card-rules';
import type { SiteFacts } from '../../../support/card-rules';
import { ADMIN_PERMISSIONS, EDITOR_PERMISSIONS, SUBSCRIBER_PERMISSIONS } from '../../../support/permissions';

interface LayoutOptions extends SiteFacts {
	overridden?: string[];
}

const layout = ( permissions: PermissionFlags, options: LayoutOptions = {} ) =>
	getDashboardLayout( { ...factsFor( permissions, options ), overriddenInactive: new Set( options.overridden ?? [] ) } );

/** The ids of the list's cards in one section that pass `keep`, in the list's order. */
const listed = ( section: Section, keep: ( card: ( typeof CARDS )[ number ] ) => boolean = () => true ) =>
	CARDS.filter( ( card ) => card.section === section && keep( card ) ).map( ( card ) => card.id );

const SECTIONS: Section[] = [ 'security', 'performance', 'connections' ];

// Who sees each card is the card's own rule, tested in its folder; here, how the layout places what the rules give.
describe( 'getDashboardLayout', () => {
	const users: [ string, PermissionFlags, LayoutOptions ][] = [
		[ 'a manager', ADMIN_PERMISSIONS, {} ],
		[ 'an editor, protection on', EDITOR_PERMISSIONS, { protectActive: true } ],
		[ 'a subscriber', SUBSCRIBER_PERMISSIONS, {} ],
		[ 'a manager during the WooCommerce setup', ADMIN_PERMISSIONS, { path: '/woo-setup' } ],
		[ 'a manager of a site still to connect', ADMIN_PERMISSIONS, { connected: false } ],
	];
	it.each( users )( 'gives %s the cards their rules give, section by section, in the list’s order', ( _user, permissions, options ) => {
		const given = layout( permissions, options );
		const facts = factsFor( permissions, options );
		for ( const section of SECTIONS ) {
			expect( { section, cards: given[ section ] } ).toEqual( { section, cards: listed( section, ( card ) => card.sees( facts ) ) } );
		}
	} );

	it( 'gives a manager every card of the list', () => {
		const given = layout( ADMIN_PERMISSIONS );
		expect( SECTIONS.flatMap( ( section ) => given[ section ] ) ).toHaveLength( CARDS.length );
	} );

	it.each( CARDS.filter( ( card ) => card.module !== undefined ).map( ( card ) => [ card.id, card.module ] ) )(
		'hides the %s card when its module (%s) is forced off, and no other card',
		( id, module ) => {
			const forced = layout( ADMIN_PERMISSIONS, { overridden: [ module ?? '' ] } );
			for ( const section of SECTIONS ) {
				expect( forced[ section ] ).toEqual( listed( section, ( card ) => card.id !== id && card.module !== module ) );
			}
		}
	);

	it( 'keeps every card without a module (the stats card says so itself) whatever is forced off', () => {
		const everyModule = CARDS.flatMap( ( card ) => ( card.module ? [ card.module ] : [] ) ).concat( 'stats' );
		const forced = layout( ADMIN_PERMISSIONS, { overridden: everyModule } );
		for ( const section of SECTIONS ) {
			expect( forced[ section ] ).toEqual( listed( section, ( card ) => card.module === undefined ) );
		}
		expect( forced.performance ).toContain( 'stats' );
	} );

	it( 'links the Security section to its settings only for those who may change them', () => {
		expect( layout( EDITOR_PERMISSIONS, { protectActive: true } ).securitySettingsLink ).toBe( false );
		expect( layout( ADMIN_PERMISSIONS, { overridden: [ 'protect', 'scan', 'activity-log' ] } ).securitySettingsLink ).toBe( true );
	} );

	it( 'always has a card in Security for those who get its link: a card there that no module hides', () => {
		const facts = factsFor( ADMIN_PERMISSIONS );
		expect( listed( 'security', ( card ) => card.module === undefined && card.sees( facts ) ).length ).toBeGreaterThan( 0 );
	} );
} );

describe( 'dashboardFacts', () => {
	const module = ( slug: string, over: Partial< Module > ) => ( { module: slug, activated: false, ...over } ) as Module;

	it( 'reads the modules forced off and whether protection is on from the printed list', () => {
		const facts = dashboardFacts( factsFor( ADMIN_PERMISSIONS ).caps, {
			monitor: module( 'monitor', { override: 'inactive' } ),
			search: module( 'search', { override: 'active' } ),
			protect: module( 'protect', { activated: true } ),
			stats: module( 'stats', {} ),
		}, '/woo-setup' );
		expect( [ ...facts.overriddenInactive ] ).toEqual( [ 'monitor' ] );
		expect( facts.protectActive ).toBe( true );
		expect( facts.path ).toBe( '/woo-setup' );
	} );

	it( 'knows of no module forced off, and protection off, before the list is there', () => {
		const facts = dashboardFacts( factsFor( ADMIN_PERMISSIONS ).caps, undefined, '/dashboard' );
		expect( facts.overriddenInactive.size ).toBe( 0 );
		expect( facts.protectActive ).toBe( false );
	} );

	it( 'reads protection as off when its module is listed but inactive', () => {
		expect( dashboardFacts( factsFor( ADMIN_PERMISSIONS ).caps, { protect: module( 'protect', {} ) }, '/dashboard' ).protectActive ).toBe( false );
	} );
} );
