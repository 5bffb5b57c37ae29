/**
 * Values a settings form can check before sending them, and the values a save was refused for
 * (docs/settings.md#save-model). Pure: the form shows each problem beside its field and holds Save until it is fixed.
 */
import { __ } from '@wordpress/i18n';
import type { SettingValue } from '../api/types';

/** An http or https address with a host and no spaces; blank is allowed where the field is optional. */
export function isWebAddress( text: string ): boolean {
	if ( /\s/.test( text ) || ! /^https?:\/\//i.test( text ) ) {
		return false;
	}
	try {
		return new URL( text ).hostname !== '';
	} catch {
		return false;
	}
}

type Check = ( value: SettingValue ) => string | null;

const webAddress: Check = ( value ) =>
	typeof value !== 'string' || value === '' || isWebAddress( value )
		? null
		: __( 'Enter a web address that starts with http:// or https://, such as https://example.com/privacy-policy.', 'jetpack' );

/** The options whose values the browser can check, with what it checks. */
const CHECKS: Readonly< Record< string, Check > > = {
	wordads_ccpa_privacy_policy_url: webAddress,
};

/** What is wrong with a value the user gave an option, in words (null when nothing the browser can see). */
export function settingProblem( name: string, value: SettingValue ): string | null {
	return Object.hasOwn( CHECKS, name ) ? ( CHECKS[ name ]?.( value ) ?? null ) : null;
}

/** A failed save as the store keeps it: the server's WordPress error body, when there was one. */
export interface RefusedSave {
	message?: string;
	response?: { code?: string; data?: unknown } | null;
}

/**
 * The options a failed save was refused for, each with the server's reason: WordPress' 400 `rest_invalid_param`
 * names each parameter it refused in `data.params`. Null when the failure is not about the values sent (a network
 * failure, a server fault): only then is sending the same values again worth offering.
 */
export function refusedSettings( error: RefusedSave | undefined, sent: Readonly< Record< string, unknown > > ): Record< string, string > | null {
	const data = error?.response?.data;
	if ( error?.response?.code !== 'rest_invalid_param' || typeof data !== 'object' || data === null || ! ( 'params' in data ) ) {
		return null;
	}
	const params: unknown = data.params;
	if ( typeof params !== 'object' || params === null ) {
		return null;
	}
	const refused = Object.entries( params ).filter(
		( entry ): entry is [ string, string ] => Object.hasOwn( sent, entry[ 0 ] ) && typeof entry[ 1 ] === 'string' && entry[ 1 ] !== ''
	);
	return refused.length ? Object.fromEntries( refused ) : null;
}
