/**
 * What the Traffic settings accept beyond their declared types: well-formed title structures, a meta description
 * of 300 characters at most, stats roles the site has (administrators always view reports), verification codes of
 * a sane length and an http(s) privacy policy address. Checked before anything is written.
 */
import type { SettingValue } from '../../api/types';
import { isTitleFormats } from '../../lib/seo-title-formats';
import { META_DESCRIPTION_MAX } from '../../lib/seo-meta-description';
import { readStatsRoles } from '../../lib/stats-roles';
import { isVerificationService } from '../../lib/verification-codes';
import { VERIFICATION_CODE_MAX } from '../../lib/setting-bounds';
import { isWebAddress } from '../../lib/setting-checks';
import { invalidParam } from './wp-error';

/** The built-in roles and one a shop plugin adds, so the stats role lists show a custom role. */
export const DEMO_SITE_ROLES: Record< string, string > = {
	administrator: 'Administrator',
	editor: 'Editor',
	author: 'Author',
	contributor: 'Contributor',
	subscriber: 'Subscriber',
	shop_manager: 'Shop manager',
};

function checkRoles( name: 'count_roles' | 'roles', value: unknown ): SettingValue {
	const known = Array.isArray( value ) && value.every( ( role ) => typeof role === 'string' && Object.hasOwn( DEMO_SITE_ROLES, role ) );
	if ( ! known ) {
		throw invalidParam( name, `${ name } holds a role the site does not have.` );
	}
	return readStatsRoles( name, value );
}

/** The value to store for a traffic setting (throws a 400 naming the setting when it is refused). */
export function checkTrafficSetting( name: string, value: SettingValue ): SettingValue {
	if ( name === 'advanced_seo_title_formats' ) {
		if ( ! isTitleFormats( value ) ) {
			throw invalidParam( name, 'Title structures are lists of {type: token|string, value} per page type.' );
		}
		return value;
	}
	if ( name === 'advanced_seo_front_page_description' && typeof value === 'string' && value.length > META_DESCRIPTION_MAX ) {
		throw invalidParam( name, `The front page meta description is ${ META_DESCRIPTION_MAX } characters at most.` );
	}
	if ( name === 'count_roles' || name === 'roles' ) {
		return checkRoles( name, value );
	}
	if ( isVerificationService( name ) && typeof value === 'string' && value.length > VERIFICATION_CODE_MAX ) {
		throw invalidParam( name, `A verification code is ${ VERIFICATION_CODE_MAX } characters at most.` );
	}
	if ( name === 'wordads_ccpa_privacy_policy_url' && typeof value === 'string' && value !== '' && ! isWebAddress( value ) ) {
		throw invalidParam( name, 'The privacy policy address must start with http:// or https://.' );
	}
	return value;
}
