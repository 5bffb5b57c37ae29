import type { HttpHandler } from 'msw';
import type { LicensingUserCounts, Purchase, SetLicenseResponse, UserLicense } from '../../api/types';
import type { DemoBackend } from '../backend/backend';
import { route } from '../backend/rest';
import { invalidParam, WpError } from '../backend/wp-error';
import { siteFeatures } from '../backend/site-features';
import type { DemoState } from '../backend/state';
import { REST_ROUTES } from '../../api/rest-routes';
import { PROVIDER_PRODUCTS } from '../catalogue/plans';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts as the provider reports them, always derived from the licences so the two never disagree. */
function countLicenses( licenses: UserLicense[] ): LicensingUserCounts {
	const revoked = licenses.filter( ( license ) => license.revoked_at ).length;
	const attached = licenses.filter( ( license ) => license.attached_at && ! license.revoked_at ).length;
	return { attached, detached: licenses.length - revoked - attached, revoked, not_revoked: licenses.length - revoked };
}

function licenseErrors( message: string ): SetLicenseResponse {
	return { errors: { license: [ message ] } };
}

/** Why a key cannot be activated, or null when it can. Unknown keys are an answer, not a failed call. */
function refusal( license: UserLicense | undefined ): string | null {
	if ( ! license ) {
		return 'The license key is not valid.';
	}
	if ( license.revoked_at ) {
		return 'This license key has been revoked.';
	}
	if ( license.attached_at ) {
		return 'This license key is already in use.';
	}
	return null;
}

/**
 * What the site now has starts being set up: a product that backs up or scans puts the provider's service that was
 * unavailable into provisioning, so the Backup and Scan cards stop offering an upgrade (docs/demo-site.md#scenarios).
 */
function startServices( state: DemoState ): void {
	const features = siteFeatures( state ).active;
	if ( state.rewind.state === 'unavailable' && features.includes( 'backups' ) ) {
		state.rewind = { state: 'provisioning' };
	}
	if ( state.scan.state === 'unavailable' && features.includes( 'scan' ) ) {
		state.scan = { state: 'provisioning', threats: [], credentials: [ { type: 'managed', role: 'main', still_valid: true } ] };
	}
}

/** A bundle becomes the site's plan when the site has none; other products join the purchases. */
function addPurchase( state: DemoState, license: UserLicense, now: Date ): void {
	const slug = PROVIDER_PRODUCTS.find( ( product ) => product.product_id === license.product_id )?.product_slug;
	if ( ! slug ) {
		return;
	}
	const purchase: Purchase = {
		ID: String( 2000 + state.purchases.length + 1 ),
		product_slug: slug,
		product_name: license.product,
		expiry_date: new Date( now.getTime() + 365 * DAY_MS ).toISOString(),
		subscribed_date: now.toISOString(),
		is_refundable: false,
		active: '1',
	};
	state.purchases.push( purchase );
	if ( state.plan === 'jetpack_free' && /^jetpack_(security|complete)/.test( slug ) ) {
		state.plan = slug;
	}
	startServices( state );
	state.recommendations.upsell.hide_upsell = true;
}

/** Activates one key: the product id, or the errors map the licence screen shows. Writes only on success. */
function activate( backend: DemoBackend, key: string ): SetLicenseResponse {
	const license = backend.state.licensing.licenses.find( ( item ) => item.license_key === key );
	const why = refusal( license );
	if ( why || ! license ) {
		return licenseErrors( why ?? 'The license key is not valid.' );
	}
	const now = backend.now();
	backend.update( ( state ) => {
		const stored = state.licensing.licenses.find( ( item ) => item.license_key === key );
		if ( stored ) {
			stored.attached_at = now.toISOString();
		}
		state.licensing.userCounts = countLicenses( state.licensing.licenses );
		addPurchase( state, license, now );
	} );
	return { activatedProductId: license.product_id };
}

function requireRegistered( state: DemoState ): void {
	if ( ! state.connection.isRegistered ) {
		throw new WpError( 'site_not_registered', 'Site not registered.', 400 );
	}
}

/**
 * Licensing calls of docs/api.md#connection-and-identity; all of them need manage_options, as in the original plugin.
 */
export function licensingHandlers( backend: DemoBackend ): HttpHandler[] {
	return [
		route( backend, REST_ROUTES.setLicense, ( { backend: b, body } ) => {
			const key = body.license.trim();
			if ( key === '' ) {
				throw invalidParam( 'license', 'license must not be empty.' );
			}
			requireRegistered( b.state );
			return activate( b, key );
		} ),
		route( backend, REST_ROUTES.attachLicenses, ( { backend: b, body } ) => {
			const keys = body.licenses.map( ( key ) => key.trim() );
			if ( keys.some( ( key ) => key === '' ) ) {
				throw invalidParam( 'licenses', 'licenses must list at least one non-empty key.' );
			}
			requireRegistered( b.state );
			return keys.map( ( key ) => activate( b, key ) );
		} ),
		route( backend, REST_ROUTES.licensingError, ( { backend: b } ) => b.state.licensing.error ),
		route( backend, REST_ROUTES.clearLicensingError, ( { backend: b, body } ) => {
			b.update( ( state ) => {
				state.licensing.error = body.error;
			} );
			return true;
		} ),
		route( backend, REST_ROUTES.userLicenseCounts, ( { backend: b } ) => b.state.licensing.userCounts ),
		route( backend, REST_ROUTES.userLicenses, ( { backend: b } ) => ( { items: b.state.licensing.licenses } ) ),
		route( backend, REST_ROUTES.dismissLicenseActivationNotice, ( { backend: b, body } ) => {
			const count = body.last_detached_count;
			b.update( ( state ) => {
				state.licensing.activationNoticeDismiss = {
					last_detached_count: count,
					last_dismissed_time: b.now().toISOString(),
				};
			} );
			return b.state.licensing.activationNoticeDismiss;
		} ),
	];
}
