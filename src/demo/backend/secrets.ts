/**
 * What a reader is shown of the settings and modules (docs/wordpress-plugin.md#security-model): secret settings go
 * only to users who may manage the site, in REST answers and in the printed page data alike.
 */
import type { ModuleMap, Settings, UserPermissions } from '../../api/types';
import { SECRET_SETTINGS } from '../../module-catalogue/modules';

const isSecret = ( name: string ) => Object.hasOwn( SECRET_SETTINGS, name );

/** The settings map as this user may read it. */
export function settingsFor( settings: Settings, permissions: UserPermissions ): Settings {
	if ( permissions.manage_options ) {
		return settings;
	}
	return Object.fromEntries( Object.entries( settings ).filter( ( [ name ] ) => ! isSecret( name ) ) );
}

/** The modules as this user may read them: the secret options left out. */
export function modulesFor( modules: ModuleMap, permissions: UserPermissions ): ModuleMap {
	if ( permissions.manage_options ) {
		return modules;
	}
	return Object.fromEntries(
		Object.entries( modules ).map( ( [ slug, module ] ) => [
			slug,
			{ ...module, options: Object.fromEntries( Object.entries( module.options ).filter( ( [ name ] ) => ! isSecret( name ) ) ) },
		] )
	);
}
