/**
 * The disconnect survey (docs/api.md#data-shapes, docs/api.md#connection-and-identity), in a module of its own: only
 * the disconnect dialog's chunk loads it.
 */
import { callRoute } from './call-route';
import { ROUTES } from './routes';
import type { SurveyPayload } from './types';

export const submitDisconnectSurvey = ( data: SurveyPayload ) => callRoute( ROUTES.disconnectSurvey, { data } );
