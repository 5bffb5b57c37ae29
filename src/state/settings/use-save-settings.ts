/**
 * The one way a settings screen saves: POST settings with a map of option names, the module switched on first when
 * a setting of an inactive module is saved, and the outcome in the notices area (progress, then success for 2 s or
 * the server's reason). On success the cached settings and modules take the saved values at once (the refetch the
 * save triggers confirms them); on failure nothing changes in the cache, so a switch shows the server's state again.
 * An expired nonce is refreshed by the API client and the save goes through without the user seeing it.
 */
import { useCallback } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import type { Settings } from '../../api/types';
import { failureReason } from '../../lib/failure-message';
import { failureCode } from '../../lib/image-accelerator-card';
import { withModuleOn } from '../../lib/module-toggle';
import { useAppDispatch } from '../hooks';
import { modulesApi } from '../modules/api';
import { noticesActions, SUCCESS_NOTICE_MS } from '../notices/slice';
import { settingsApi, useGetSettingsQuery, useUpdateSettingsMutation } from './api';

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

/** Returns save(update, options): resolves true once the server took it, false when it refused (the notice says why). */
export function useSaveSettings() {
	const dispatch = useAppDispatch();
	const settings = useGetSettingsQuery().data;
	const [ mutate ] = useUpdateSettingsMutation();
	return useCallback(
		async ( update: Settings, options: SaveOptions = {} ): Promise< boolean > => {
			const messages = options.messages ?? defaultSaveMessages();
			const sent = withModuleOn( update, options.module, settings );
			dispatch( noticesActions.noticeShown( { noticeId: SETTINGS_NOTICE_ID, status: 'is-info', text: messages.progress, showDismiss: false } ) );
			const result = await mutate( sent );
			if ( 'error' in result ) {
				dispatch(
					noticesActions.noticeShown( { noticeId: SETTINGS_NOTICE_ID, status: 'is-error', text: messages.error( failureReason( result.error ), failureCode( result.error ) ) } )
				);
				return false;
			}
			dispatch( settingsApi.util.updateQueryData( 'getSettings', undefined, ( draft ) => void Object.assign( draft, sent ) ) );
			dispatch(
				modulesApi.util.updateQueryData( 'getModules', undefined, ( draft ) => {
					for ( const [ name, value ] of Object.entries( sent ) ) {
						const module = draft[ name ];
						if ( module && typeof value === 'boolean' ) {
							module.activated = value;
						}
					}
				} )
			);
			dispatch(
				noticesActions.noticeShown( { noticeId: SETTINGS_NOTICE_ID, status: 'is-success', text: messages.success, duration: SUCCESS_NOTICE_MS } )
			);
			return true;
		},
		[ dispatch, mutate, settings ]
	);
}
