/**
 * The one way a settings screen saves: POST settings with a map of option names, the module switched on first when
 * a setting of an inactive module is saved, and the outcome in the notices area (progress, then success for 2 s or
 * the server's reason, with a "Try again" that sends the same change, unless the server refused the values
 * themselves: then the reason is said in words and no "Try again" sends them to be refused again). On success the cached settings and modules
 * take the saved values (the endpoint does it, with no second request); on failure nothing changes in the cache, so a
 * switch shows the server's state again.
 * An expired nonce is refreshed by the API client and the save goes through without the user seeing it.
 */
import { useCallback } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import type { Settings } from '../../api/types';
import { failureReason } from '../../lib/failure-message';
import { failureCode } from '../../lib/image-accelerator-card';
import { refusedSettings } from '../../lib/setting-checks';
import { withModuleOn } from '../../lib/module-toggle';
import { useAppDispatch } from '../hooks';
import { showRetryableNotice } from '../notices/retries';
import { noticesActions, SUCCESS_NOTICE_MS } from '../notices/slice';
import type { AppDispatch } from '../store';
import { settingsApi, useGetSettingsQuery } from './api';

export interface SaveMessages {
	progress: string;
	success: string;
	/** The error notice, given the server's reason (its message) and its error code (or the reason when none). */
	error: ( reason: string, code: string ) => string;
}

export interface SaveOptions {
	/** The module these settings belong to: switched on in the same save when it is off. */
	module?: string;
	/** Other words for the notices (default: "Updating settings…", "Updated settings.", "Error updating settings. %s"). */
	messages?: SaveMessages;
	/** Told which options the server refused, each with its reason, so the form can mark their fields. */
	onRefused?: ( refused: Record< string, string > ) => void;
}

export const SETTINGS_NOTICE_ID = 'settings-save';

export function defaultSaveMessages(): SaveMessages {
	return {
		progress: __( 'Updating settings…', 'jetpack' ),
		success: __( 'Updated settings.', 'jetpack' ),
		/* translators: %s: why the save failed, as the server said it. */
		error: ( reason ) => sprintf( __( 'Error updating settings. %s', 'jetpack' ), reason ),
	};
}

/**
 * Sends one settings change and shows its outcome. A failed change leaves an error notice whose "Try again" sends
 * the very same change again (the page may have moved on, so it does not depend on the card that made it). Values
 * the server refused (WordPress' `rest_invalid_param`) would be refused again: the notice gives the server's reason
 * for each, without "Try again", and `onRefused` lets the form mark the fields.
 */
async function sendSettings(
	dispatch: AppDispatch,
	sent: Settings,
	messages: SaveMessages,
	onRefused?: ( refused: Record< string, string > ) => void
): Promise< boolean > {
	dispatch( noticesActions.noticeShown( { noticeId: SETTINGS_NOTICE_ID, status: 'is-info', text: messages.progress, showDismiss: false } ) );
	const request = dispatch( settingsApi.endpoints.updateSettings.initiate( sent ) );
	const result = await request;
	request.reset();
	if ( 'error' in result ) {
		const refused = refusedSettings( result.error, sent );
		if ( refused ) {
			const reason = Object.values( refused ).join( ' ' );
			dispatch( noticesActions.noticeShown( { noticeId: SETTINGS_NOTICE_ID, status: 'is-error', text: messages.error( reason, failureCode( result.error ) ) } ) );
			onRefused?.( refused );
			return false;
		}
		showRetryableNotice(
			dispatch,
			{ noticeId: SETTINGS_NOTICE_ID, status: 'is-error', text: messages.error( failureReason( result.error ), failureCode( result.error ) ) },
			() => void sendSettings( dispatch, sent, messages )
		);
		return false;
	}
	dispatch( noticesActions.noticeShown( { noticeId: SETTINGS_NOTICE_ID, status: 'is-success', text: messages.success, duration: SUCCESS_NOTICE_MS } ) );
	return true;
}

/** Returns save(update, options): resolves true once the server took it, false when it refused (the notice says why). */
export function useSaveSettings() {
	const dispatch = useAppDispatch();
	const settings = useGetSettingsQuery().data;
	return useCallback(
		( update: Settings, options: SaveOptions = {} ): Promise< boolean > =>
			sendSettings( dispatch, withModuleOn( update, options.module, settings ), options.messages ?? defaultSaveMessages(), options.onRefused ),
		[ dispatch, settings ]
	);
}
