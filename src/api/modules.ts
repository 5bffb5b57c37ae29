/** Module calls: the catalogue, one module, activation and options. */
import { callRoute } from './call-route';
import { ROUTES } from './routes';
import type { ModuleOptionsUpdate } from './types';

export const fetchModules = () => callRoute( ROUTES.modules );
export const fetchModule = ( slug: string ) => callRoute( ROUTES.module, { params: { slug } } );

export const setModuleActive = ( slug: string, active: boolean ) => callRoute( ROUTES.setModuleActive, { params: { slug }, data: { active } } );

export const updateModuleOptions = ( slug: string, options: ModuleOptionsUpdate ) =>
	callRoute( ROUTES.updateModuleOptions, { params: { slug }, data: options } );
