/** Module calls: the catalogue, one module, activation and options. */
import { apiRequest } from './client';
import { v4 } from './namespace';
import type { Module, ModuleMap, ModuleOptionsUpdate, SuccessResponse } from './types';

export const fetchModules = () => apiRequest< ModuleMap >( { path: v4( 'module/all' ) } );
export const fetchModule = ( slug: string ) => apiRequest< Module >( { path: v4( `module/${ slug }` ) } );

export const setModuleActive = ( slug: string, active: boolean ) =>
	apiRequest< SuccessResponse >( { path: v4( `module/${ slug }/active` ), method: 'POST', data: { active } } );

export const updateModuleOptions = ( slug: string, options: ModuleOptionsUpdate ) =>
	apiRequest< SuccessResponse >( { path: v4( `module/${ slug }` ), method: 'POST', data: options } );
