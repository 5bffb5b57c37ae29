/** Choices and labels of the dev-tools switches (docs/shell.md#footer), built at render time so they are translated. */
import { __, sprintf } from '@wordpress/i18n';
import {
	PREVIEW_CONNECTION_ERRORS,
	PREVIEW_REWIND_STATES,
	PREVIEW_ROLES,
	PREVIEW_SCAN_STATES,
	PREVIEW_THREAT_COUNTS,
} from '../../api/dev-tools-preview';
import type { DevToolsPreviewState, PreviewConnectionError, PreviewRole } from '../../api/dev-tools-preview';

export interface Option {
	value: string;
	label: string;
}

function roleLabel( role: PreviewRole ): string {
	switch ( role ) {
		case 'owner':
			return __( 'Connection owner (admin)', 'jetpack' );
		case 'secondary-admin':
			return __( 'Secondary admin', 'jetpack' );
		case 'editor':
			return __( 'Editor', 'jetpack' );
		case 'subscriber':
			return __( 'Subscriber', 'jetpack' );
	}
}

export const roleOptions = (): Option[] => PREVIEW_ROLES.map( ( role ) => ( { value: role, label: roleLabel( role ) } ) );

export const threatOptions = (): Option[] =>
	PREVIEW_THREAT_COUNTS.map( ( count ) => ( {
		value: String( count ),
		/* translators: %d: number of threats the scan reports. */
		label: sprintf( __( '%d threats', 'jetpack' ), count ),
	} ) );

// Technical state names: the developer previews exactly what the API reports.
export const rewindOptions = (): Option[] => PREVIEW_REWIND_STATES.map( ( state ) => ( { value: state, label: state } ) );
export const scanOptions = (): Option[] => PREVIEW_SCAN_STATES.map( ( state ) => ( { value: state, label: state } ) );

export const planOptions = ( preview: DevToolsPreviewState ): Option[] =>
	preview.plans.map( ( plan ) => ( { value: plan.slug, label: `${ plan.name } (${ plan.slug })` } ) );

function connectionErrorLabel( kind: PreviewConnectionError ): string {
	switch ( kind ) {
		case 'none':
			return __( 'None', 'jetpack' );
		case 'reconnect':
			return __( 'Mended by reconnecting (Restore Connection)', 'jetpack' );
		case 'support':
			return __( 'Needs support (Contact support)', 'jetpack' );
	}
}

export const connectionErrorOptions = (): Option[] =>
	PREVIEW_CONNECTION_ERRORS.map( ( kind ) => ( { value: kind, label: connectionErrorLabel( kind ) } ) );
