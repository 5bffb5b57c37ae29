/** The flat settings map and the developer's reset. */
import { apiRequest } from './client';
import { v4 } from './namespace';
import type { Settings, SuccessResponse } from './types';

export const fetchSettings = () => apiRequest< Settings >( { path: v4( 'settings' ) } );

export const updateSettings = ( update: Settings ) =>
	apiRequest< SuccessResponse >( { path: v4( 'settings' ), method: 'POST', data: update } );

/** POST options/{name} {reset:true}: 'options' resets the plugin's options, 'modules' the module states. */
export const resetOptions = ( name: 'options' | 'modules' ) =>
	apiRequest< SuccessResponse >( { path: v4( `options/${ name }` ), method: 'POST', data: { reset: true } } );
