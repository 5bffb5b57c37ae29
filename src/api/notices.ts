/** Dismissing the plugin's own notices. */
import { apiRequest } from './client';
import { v4 } from './namespace';
import type { DismissedNotices } from './types';

/** POST notice/{id} {dismissed:true}: answers every dismissed notice. */
export const dismissNotice = ( id: string ) =>
	apiRequest< DismissedNotices >( { path: v4( `notice/${ id }` ), method: 'POST', data: { dismissed: true } } );
