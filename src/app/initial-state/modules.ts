/** The module catalogue and the settings map as the page printed them; an entry that cannot be read is left out. */
import { withOneIpListsSwitch } from '../../lib/firewall-ip-lists';
import type { Module, ModuleOption, ModuleOptionValue, ModuleMap, SeoTitlePart, SettingValue, Settings } from '../../api/types';
import { fieldsOf, isRecord, mapOf, oneOf, texts } from './fields';

function optionValue( value: unknown ): ModuleOptionValue {
	if ( typeof value === 'boolean' || typeof value === 'string' || value === null ) {
		return value;
	}
	if ( typeof value === 'number' ) {
		return Number.isFinite( value ) ? value : null;
	}
	return Array.isArray( value ) ? texts( value ) : null;
}

const OPTION_TYPES: readonly ModuleOption[ 'type' ][] = [ 'boolean', 'string', 'integer', 'array', 'object' ];

function moduleOption( value: unknown ): ModuleOption | undefined {
	if ( ! isRecord( value ) ) {
		return undefined;
	}
	const option: ModuleOption = {
		type: oneOf( value.type, OPTION_TYPES, 'string' ),
		default: optionValue( value.default ),
		current_value: optionValue( value.current_value ),
	};
	if ( Array.isArray( value.enum ) ) {
		option.enum = texts( value.enum );
	}
	if ( isRecord( value.enum_labels ) ) {
		option.enum_labels = mapOf( value.enum_labels, ( label ) => ( typeof label === 'string' ? label : undefined ) );
	}
	return option;
}

function module( slug: string, value: unknown ): Module | undefined {
	if ( ! isRecord( value ) ) {
		return undefined;
	}
	const parsed: Module = {
		...fieldsOf( value, {
			module: slug,
			name: slug,
			description: '',
			long_description: '',
			short_description: '',
			learn_more_button: '',
			search_terms: '',
			additional_search_queries: '',
			activated: false,
			available: false,
			requires_connection: true,
			requires_user_connection: false,
			auto_activate: '',
			free: false,
			configurable: false,
			configure_url: '',
		} ),
		feature: texts( value.feature ),
		module_tags: texts( value.module_tags ),
		plan_classes: texts( value.plan_classes ),
		override: oneOf( value.override, [ 'active', 'inactive', false ] as const, false ),
		options: mapOf( value.options, moduleOption ),
	};
	if ( isRecord( value.extra ) ) {
		parsed.extra = mapOf( value.extra, ( url ) => ( typeof url === 'string' ? url : undefined ) );
	}
	return parsed;
}

export function parseModules( value: unknown ): ModuleMap {
	const modules: ModuleMap = {};
	for ( const [ slug, entry ] of Object.entries( isRecord( value ) ? value : {} ) ) {
		const parsed = module( slug, entry );
		if ( parsed ) {
			modules[ slug ] = parsed;
		}
	}
	return modules;
}

function titlePart( value: unknown ): SeoTitlePart | undefined {
	return isRecord( value ) && ( value.type === 'token' || value.type === 'string' ) && typeof value.value === 'string'
		? { type: value.type, value: value.value }
		: undefined;
}

/** A setting's value: plain values, lists of strings, and the SEO title formats (lists of parts per page type). */
function settingValue( value: unknown ): SettingValue | undefined {
	if ( typeof value === 'boolean' || typeof value === 'string' || value === null ) {
		return value;
	}
	if ( typeof value === 'number' ) {
		return Number.isFinite( value ) ? value : undefined;
	}
	if ( Array.isArray( value ) ) {
		return texts( value );
	}
	// The only map among the settings: each page type's list of title parts.
	if ( isRecord( value ) && Object.values( value ).every( Array.isArray ) ) {
		return mapOf( value, ( parts ) => ( Array.isArray( parts ) ? parts.map( titlePart ).filter( ( part ) => part !== undefined ) : undefined ) );
	}
	return undefined;
}

/** The settings map; Jetpack's two IP lists' switches are read as the app's one (docs/hosts.md#firewall). */
export function parseSettings( value: unknown ): Settings {
	return withOneIpListsSwitch( mapOf( value, settingValue ) );
}
