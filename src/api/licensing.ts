/**
 * Licence keys: activation, the licensing error, the user's licences and the activation notice
 * (docs/api.md#connection-and-identity).
 */
import { callRoute } from './call-route';
import { ROUTES } from './routes';

/** POST licensing/set-license {license}: the licence screen's activation. */
export const setLicense = ( license: string ) => callRoute( ROUTES.setLicense, { data: { license } } );

/**
 * The My Plan licence box. It has no route of its own: it sends the same single key as the licence screen, so it makes
 * the same call (docs/api.md#dashboard-cards).
 */
export const updateLicenseKey = setLicense;

/** GET licensing/error: the last licensing error the host recorded ('' when none). */
export const fetchLicensingError = () => callRoute( ROUTES.licensingError );

/** POST licensing/error {error:''}: clears the licensing error. */
export const clearLicensingError = () => callRoute( ROUTES.clearLicensingError, { data: { error: '' } } );

export const fetchUserLicenseCounts = () => callRoute( ROUTES.userLicenseCounts );
export const fetchUserLicenses = () => callRoute( ROUTES.userLicenses );

/** POST licensing/user/activation-notice-dismiss: remembers how many detached licences the notice showed. */
export const dismissLicenseActivationNotice = ( lastDetachedCount: number ) =>
	callRoute( ROUTES.dismissLicenseActivationNotice, { data: { last_detached_count: lastDetachedCount } } );

/** POST licensing/attach-licenses {licenses}: one result per key, in order. */
export const attachLicenses = ( licenses: string[] ) => callRoute( ROUTES.attachLicenses, { data: { licenses } } );
