import { changedSettings, moduleUnavailableReason, overrideAllows, withModuleOn } from '../../../src/lib/module-toggle';
import type { ToggleCaps, ToggleModule } from '../../../src/lib/module-toggle';

const module = ( overrides: Partial< ToggleModule > = {} ): ToggleModule => ( {
	name: 'Search',
	override: false,
	requires_connection: true,
	requires_user_connection: false,
	...overrides,
} );
const caps = ( overrides: Partial< ToggleCaps > = {} ): ToggleCaps => ( {
	isOfflineMode: false,
	hasConnectedOwner: true,
	userCanManageModules: true,
	...overrides,
} );

describe( 'moduleUnavailableReason', () => {
	it.each( [
		[ 'usable', module(), caps(), null ],
		[ 'forced off', module( { override: 'inactive' } ), caps(), 'Search has been disabled by a site administrator.' ],
		[ 'forced on', module( { override: 'active' } ), caps(), 'Search has been enabled by a site administrator.' ],
		[ 'offline, needs the connection', module(), caps( { isOfflineMode: true } ), 'Unavailable in Offline Mode' ],
		[ 'offline, works without', module( { requires_connection: false } ), caps( { isOfflineMode: true } ), null ],
		[
			'no owner, needs one',
			module( { requires_user_connection: true } ),
			caps( { hasConnectedOwner: false } ),
			'Unavailable until a site owner connects their WordPress.com account.',
		],
		[ 'not a manager', module(), caps( { userCanManageModules: false } ), 'Only a site administrator can change this.' ],
		[ 'no owner, needs none', module( { requires_user_connection: false } ), caps( { hasConnectedOwner: false } ), null ],
		[ 'forced off beats offline', module( { override: 'inactive' } ), caps( { isOfflineMode: true } ), 'Search has been disabled by a site administrator.' ],
	] )( '%s', ( _name, found, given, reason ) => {
		expect( moduleUnavailableReason( found, given ) ).toBe( reason );
	} );

	it( 'a module the site lacks cannot be switched', () => {
		expect( moduleUnavailableReason( undefined, caps() ) ).toBe( 'This feature is not available on this site.' );
	} );
} );

it.each( [
	[ false, true, true ],
	[ false, false, true ],
	[ 'active', true, true ],
	[ 'active', false, false ],
	[ 'inactive', true, false ],
	[ 'inactive', false, true ],
] as const )( 'override %s allows %s: %s', ( override, active, allowed ) => {
	expect( overrideAllows( { override }, active ) ).toBe( allowed );
} );

it( 'overrideAllows any value for a module not known yet', () => {
	expect( overrideAllows( undefined, true ) ).toBe( true );
	expect( overrideAllows( undefined, false ) ).toBe( true );
} );

it.each( [
	[ 'module off: switched on first', { sso: false }, { jetpack_sso_require_two_step: true }, { sso: true, jetpack_sso_require_two_step: true } ],
	[ 'module on: unchanged', { sso: true }, { jetpack_sso_require_two_step: true }, { jetpack_sso_require_two_step: true } ],
	[ 'the module itself is saved', { sso: false }, { sso: false }, { sso: false } ],
] )( 'withModuleOn: %s', ( _name, settings, update, sent ) => {
	expect( withModuleOn( update, 'sso', settings ) ).toEqual( sent );
	expect( Object.keys( withModuleOn( update, 'sso', settings ) )[ 0 ] ).toBe( Object.keys( sent )[ 0 ] );
} );

it( 'withModuleOn without a module sends the update as it is', () => {
	expect( withModuleOn( { a: 1 }, undefined, {} ) ).toEqual( { a: 1 } );
} );

it( 'withModuleOn switches the module on first while the settings are not known yet', () => {
	expect( withModuleOn( { jetpack_sso_require_two_step: true }, 'sso', undefined ) ).toEqual( { sso: true, jetpack_sso_require_two_step: true } );
} );

it( 'changedSettings keeps only the edits that differ from the server', () => {
	expect( changedSettings( { a: 'x', b: 'y', c: [ '1' ] }, { a: 'x', b: 'z', c: [ '1' ] } ) ).toEqual( { b: 'y' } );
} );

it( 'changedSettings keeps every edit while the server’s settings are not known yet', () => {
	expect( changedSettings( { a: 'x' }, undefined ) ).toEqual( { a: 'x' } );
} );
