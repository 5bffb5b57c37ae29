/**
 * The disconnect survey (docs/api.md#data-shapes, docs/api.md#connection-and-identity), in a module of its own: only
 * the disconnect dialog's chunk loads it.
 */
import { apiRequest } from './client';
import { v4 } from './namespace';
import type { SurveyPayload } from './types';

export const submitDisconnectSurvey = ( data: SurveyPayload ) =>
	apiRequest< { success: boolean } >( { path: v4( 'marketing/survey' ), method: 'POST', data } );
