/**
 * The settings map of the demo site, as WordPress' plugin exposes it: module slugs are booleans (active or not),
 * module options and site options are their values. Writes are validated whole before anything changes.
 */
import type { ModuleOption, SettingValue, Settings } from '../../api/types';
import { PROVIDER_SETTINGS, SETTING_LIMITS, SITE_OPTIONS } from '../../module-catalogue/modules';
import { invalidParam, WpError } from './wp-error';
import type { DemoState } from './state';
import { checkTrafficSetting } from './traffic-settings-checks';
import { checkWritingSetting } from './writing-settings-checks';
import { siteFeatures } from './site-features';

export function readSettings( state: DemoState ): Settings {
	const settings: Settings = { ...state.options };
	for ( const module of Object.values( state.modules ) ) {
		settings[ module.module ] = module.activated;
		for ( const [ name, option ] of Object.entries( module.options ) ) {
			settings[ name ] = option.current_value;
		}
	}
	return settings;
}

/** Does a value fit an option's declared type (the check every settings write makes)? */
export function matchesType( type: ModuleOption[ 'type' ], value: unknown ): boolean {
	switch ( type ) {
		case 'boolean':
			return typeof value === 'boolean';
		case 'string':
			return typeof value === 'string';
		case 'integer':
			return typeof value === 'number' && Number.isInteger( value );
		case 'array':
			return Array.isArray( value );
		case 'object':
			return !! value && typeof value === 'object' && ! Array.isArray( value );
	}
}

type SettingTarget =
	| { kind: 'module'; slug: string }
	| { kind: 'module-option'; slug: string; option: ModuleOption }
	| { kind: 'site-option'; type: ModuleOption[ 'type' ] };

/** Own keys only: a name such as `__proto__` or `constructor` must not find what every object inherits. */
function findTarget( state: DemoState, name: string ): SettingTarget | null {
	if ( Object.hasOwn( state.modules, name ) ) {
		return { kind: 'module', slug: name };
	}
	for ( const module of Object.values( state.modules ) ) {
		const option = Object.hasOwn( module.options, name ) ? module.options[ name ] : undefined;
		if ( option ) {
			return { kind: 'module-option', slug: module.module, option };
		}
	}
	const siteOption = Object.hasOwn( SITE_OPTIONS, name ) ? SITE_OPTIONS[ name ] : undefined;
	return siteOption ? { kind: 'site-option', type: siteOption.type } : null;
}

/** What the provider says of a setting it decides: the search product comes with the plan, the rest as stored. */
function providerValue( state: DemoState, name: string ): unknown {
	if ( name === 'has_jetpack_search_product' ) {
		return siteFeatures( state ).active.includes( 'search' );
	}
	return readSettings( state )[ name ];
}

/** Refuses a value over the size every stored setting keeps to (docs/wordpress-plugin.md#storage). */
function checkSize( name: string, value: unknown ): void {
	if ( typeof value === 'string' && [ ...value ].length > SETTING_LIMITS.stringLength ) {
		throw invalidParam( name, `${ name } is longer than ${ SETTING_LIMITS.stringLength } characters.` );
	}
	if ( value && typeof value === 'object' && new TextEncoder().encode( JSON.stringify( value ) ).length > SETTING_LIMITS.stringLength ) {
		throw invalidParam( name, `${ name } holds more than this setting keeps.` );
	}
	if ( Array.isArray( value ) && value.length > SETTING_LIMITS.listItems ) {
		throw invalidParam( name, `${ name } holds more than ${ SETTING_LIMITS.listItems } items.` );
	}
}

/** Checks a whole update; throws a 400/404 WpError before anything is written. */
function validate( state: DemoState, update: Record< string, unknown > ): [ string, SettingTarget ][] {
	const entries = Object.entries( update );
	if ( entries.length === 0 ) {
		throw new WpError( 'rest_invalid_param', 'No settings to update were given.', 400 );
	}
	return entries.map( ( [ name, value ] ) => {
		const target = findTarget( state, name );
		if ( ! target ) {
			throw new WpError( 'rest_invalid_param', `Unknown setting: ${ name }.`, 400, { params: { [ name ]: 'unknown' } } );
		}
		// What the provider decides may be restated (the search switch's retry does) but never changed.
		if ( PROVIDER_SETTINGS.includes( name ) && JSON.stringify( value ) !== JSON.stringify( providerValue( state, name ) ) ) {
			throw invalidParam( name, `${ name } is set by WordPress.com and cannot be changed here.` );
		}
		const type = target.kind === 'module' ? 'boolean' : target.kind === 'module-option' ? target.option.type : target.type;
		if ( ! matchesType( type, value ) ) {
			throw invalidParam( name, `${ name } is not of type ${ type }.` );
		}
		checkSize( name, value );
		if ( target.kind === 'module-option' && target.option.enum && ! target.option.enum.includes( String( value ) ) ) {
			throw invalidParam( name, `${ name } is not one of ${ target.option.enum.join( ', ' ) }.` );
		}
		if ( target.kind === 'module' ) {
			const module = state.modules[ target.slug ];
			if ( module?.override && module.override !== ( value ? 'active' : 'inactive' ) ) {
				throw new WpError( 'module_override', `${ module.name } has been set ${ module.override } by a site administrator.`, 400 );
			}
		}
		return [ name, target ];
	} );
}

/** The update as it will be stored: each value checked against its setting's own rules. */
function normalize( update: Record< string, unknown > ): Record< string, SettingValue > {
	return Object.fromEntries(
		Object.entries( update ).map( ( [ name, value ] ) => [ name, checkWritingSetting( name, checkTrafficSetting( name, value as SettingValue ) ) ] )
	);
}

/** Applies a settings update to the state (after validating all of it). */
export function writeSettings( state: DemoState, update: Record< string, unknown > ): void {
	const targets = validate( state, update );
	const values = normalize( update );
	for ( const [ name, target ] of targets ) {
		const value = values[ name ] as SettingValue;
		if ( target.kind === 'module' ) {
			const module = state.modules[ target.slug ];
			if ( module ) {
				module.activated = value === true;
			}
		} else if ( target.kind === 'module-option' ) {
			target.option.current_value = value as ModuleOption[ 'current_value' ];
		} else {
			state.options[ name ] = value;
		}
	}
}
