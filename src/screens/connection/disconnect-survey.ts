/**
 * The survey after a disconnect (docs/connection.md#disconnect-dialog, docs/api.md#data-shapes,
 * docs/rules.md#validation, docs/rules.md#constants): its answers, whether it can be sent at all, and the payload.
 * Pure, so the dialog and its tests agree on what is sent.
 */
import { __ } from '@wordpress/i18n';
import type { SurveyPayload } from '../../api/types';

export const SURVEY_TEXT_MAX = 1000;

export const SURVEY_REASONS = [
	'troubleshooting',
	'not-working',
	'slowed-down-site',
	'buggy',
	'what-does-it-do',
	'another-reason',
] as const;

export type SurveyReason = ( typeof SURVEY_REASONS )[ number ];

/** Only "Other" takes the user's own words. */
export const FREE_TEXT_REASON: SurveyReason = 'another-reason';

export function surveyReasonLabel( reason: SurveyReason ): string {
	switch ( reason ) {
		case 'troubleshooting':
			return __( 'I’m troubleshooting and will connect again', 'jetpack' );
		case 'not-working':
			return __( 'I can’t get it to work', 'jetpack' );
		case 'slowed-down-site':
			return __( 'It slowed down my site', 'jetpack' );
		case 'buggy':
			return __( 'It’s buggy', 'jetpack' );
		case 'what-does-it-do':
			return __( 'I don’t know what it does', 'jetpack' );
		case 'another-reason':
			return __( 'Other', 'jetpack' );
	}
}

/** Who answers: the site's and the linked account's ids on the host, known before the disconnect forgets them. */
export interface SurveyIds {
	siteId: number | null;
	userId: number | null;
}

/** Feedback needs both ids; without them the dialog offers none. */
export function canGiveFeedback( ids: SurveyIds ): ids is { siteId: number; userId: number } {
	return !! ids.siteId && !! ids.userId;
}

export function buildSurveyPayload( ids: { siteId: number; userId: number }, reason: SurveyReason, text: string ): SurveyPayload {
	const words = reason === FREE_TEXT_REASON ? text.trim().slice( 0, SURVEY_TEXT_MAX ) : '';
	return {
		site_id: ids.siteId,
		user_id: ids.userId,
		survey_id: 'jetpack-plugin-disconnect',
		survey_responses: { 'why-cancel': { response: reason, text: words || null } },
	};
}
