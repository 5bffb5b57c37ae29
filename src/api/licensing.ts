/**
 * Licence keys: activation, the licensing error, the user's licences and the activation notice
 * (docs/api.md#connection-and-identity).
 */
import { apiRequest } from './client';
import { v4 } from './namespace';
import type {
	ActivationNoticeDismiss,
	AttachLicensesResponse,
	LicensingUserCounts,
	SetLicenseResponse,
	UserLicenses,
} from './types';

/** POST licensing/set-license {license}: the licence screen's activation. */
export const setLicense = ( license: string ) =>
	apiRequest< SetLicenseResponse >( { path: v4( 'licensing/set-license' ), method: 'POST', data: { license } } );

/**
 * The My Plan licence box. It has no route of its own: it sends the same single key as the licence screen, so it makes
 * the same call (docs/api.md#dashboard-cards).
 */
export const updateLicenseKey = setLicense;

/** GET licensing/error: the last licensing error the host recorded ('' when none). */
export const fetchLicensingError = () => apiRequest< string >( { path: v4( 'licensing/error' ) } );

/** POST licensing/error {error:''}: clears the licensing error. */
export const clearLicensingError = () =>
	apiRequest< boolean >( { path: v4( 'licensing/error' ), method: 'POST', data: { error: '' } } );

export const fetchUserLicenseCounts = () => apiRequest< LicensingUserCounts >( { path: v4( 'licensing/user/counts' ) } );
export const fetchUserLicenses = () => apiRequest< UserLicenses >( { path: v4( 'licensing/user/licenses' ) } );

/** POST licensing/user/activation-notice-dismiss: remembers how many detached licences the notice showed. */
export const dismissLicenseActivationNotice = ( lastDetachedCount: number ) =>
	apiRequest< ActivationNoticeDismiss >( {
		path: v4( 'licensing/user/activation-notice-dismiss' ),
		method: 'POST',
		data: { last_detached_count: lastDetachedCount },
	} );

/** POST licensing/attach-licenses {licenses}: one result per key, in order. */
export const attachLicenses = ( licenses: string[] ) =>
	apiRequest< AttachLicensesResponse >( { path: v4( 'licensing/attach-licenses' ), method: 'POST', data: { licenses } } );
