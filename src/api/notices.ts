/** Dismissing the plugin's own notices. */
import { callRoute } from './call-route';
import { ROUTES } from './routes';

/** POST notice/{id} {dismissed:true}: answers every dismissed notice. */
export const dismissNotice = ( id: string ) => callRoute( ROUTES.dismissNotice, { params: { id }, data: { dismissed: true } } );
