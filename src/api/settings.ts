/** The flat settings map and the developer's reset. */
import { callRoute } from './call-route';
import { ROUTES } from './routes';
import type { Settings, SuccessResponse } from './types';

export const fetchSettings = () => callRoute( ROUTES.settings );

export const updateSettings = ( update: Settings ): Promise< SuccessResponse > => callRoute( ROUTES.updateSettings, { data: update } );

/** POST options/{name} {reset:true}: 'options' resets the plugin's options, 'modules' the module states. */
export const resetOptions = ( name: 'options' | 'modules' ) => callRoute( ROUTES.resetOptions, { params: { name }, data: { reset: true } } );
