/**
 * Licensing through the real client against the demo backend ('licenses' scenario: two detached keys, one
 * attached): activation attaches a key, updates the counts and the site's purchases; refusals change nothing.
 */
import { apiRequest } from '../../../src/api/client';
import {
	attachLicenses,
	clearLicensingError,
	dismissLicenseActivationNotice,
	fetchLicensingError,
	fetchUserLicenseCounts,
	fetchUserLicenses,
	setLicense,
	updateLicenseKey,
} from '../../../src/api/licensing';
import { v4 } from '../../../src/api/namespace';
import { fetchSiteData, fetchSitePurchases } from '../../../src/api/site';
import { setupDemoBackend } from '../../support/demo-msw';

const demo = setupDemoBackend( 'licenses' );

const SECURITY_KEY = 'jetpack-security-t1-demo-1';
const BACKUP_KEY = 'jetpack-backup-t1-demo-2';
const ATTACHED_KEY = 'jetpack-scan-demo-3';

it( 'activates a detached key: product id, counts, licence list and site plan follow', async () => {
	await expect( setLicense( ` ${ SECURITY_KEY } ` ) ).resolves.toEqual( { activatedProductId: 2016 } );
	await expect( fetchUserLicenseCounts() ).resolves.toEqual( { attached: 2, detached: 1, revoked: 0, not_revoked: 3 } );
	const { items } = await fetchUserLicenses();
	expect( items.find( ( item ) => item.license_key === SECURITY_KEY )?.attached_at ).toBe( '2026-11-22T12:00:00.000Z' );
	await expect( fetchSitePurchases() ).resolves.toEqual( [
		expect.objectContaining( { product_slug: 'jetpack_security_t1_yearly', active: '1' } ),
	] );
	await expect( fetchSiteData() ).resolves.toHaveProperty( 'plan.product_slug', 'jetpack_security_t1_yearly' );
} );

it( 'answers unknown and already attached keys with an errors map, changing nothing', async () => {
	const before = await fetchUserLicenseCounts();
	await expect( setLicense( 'jetpack-nothing-here' ) ).resolves.toEqual( {
		errors: { license: [ 'The license key is not valid.' ] },
	} );
	await expect( updateLicenseKey( ATTACHED_KEY ) ).resolves.toHaveProperty( 'errors.license.0' );
	await expect( fetchUserLicenseCounts() ).resolves.toEqual( before );
} );

it( 'refuses an empty or mistyped key with a 400', async () => {
	await expect( setLicense( '  ' ) ).rejects.toMatchObject( { name: 'ApiError', status: 400 } );
	await expect(
		apiRequest( { path: v4( 'licensing/set-license' ), method: 'POST', data: { license: 12 } } )
	).rejects.toMatchObject( { status: 400, response: { code: 'rest_invalid_param' } } );
} );

it( 'attaches several keys with one result each', async () => {
	await expect( attachLicenses( [ BACKUP_KEY, 'jetpack-unknown' ] ) ).resolves.toEqual( [
		{ activatedProductId: 2112 },
		{ errors: { license: [ 'The license key is not valid.' ] } },
	] );
	await expect( fetchUserLicenseCounts() ).resolves.toMatchObject( { attached: 2, detached: 1 } );
	await expect( attachLicenses( [] ) ).rejects.toMatchObject( { status: 400 } );
} );

it( 'records the activation-notice dismissal with its time', async () => {
	await expect( dismissLicenseActivationNotice( 2 ) ).resolves.toEqual( {
		last_detached_count: 2,
		last_dismissed_time: '2026-11-22T12:00:00.000Z',
	} );
	await expect(
		apiRequest( { path: v4( 'licensing/user/activation-notice-dismiss' ), method: 'POST', data: { last_detached_count: -1 } } )
	).rejects.toMatchObject( { status: 400 } );
	expect( demo.backend.state.licensing.activationNoticeDismiss.last_detached_count ).toBe( 2 );
} );

it( 'clears the licensing error', async () => {
	demo.backend.update( ( state ) => {
		state.licensing.error = 'The license could not be attached.';
	} );
	await expect( fetchLicensingError() ).resolves.toBe( 'The license could not be attached.' );
	await expect( clearLicensingError() ).resolves.toBe( true );
	await expect( fetchLicensingError() ).resolves.toBe( '' );
} );

it( 'refuses licensing to an editor', async () => {
	demo.reset( 'editor' );
	await expect( setLicense( SECURITY_KEY ) ).rejects.toMatchObject( { name: 'ApiError', status: 403 } );
	await expect( fetchUserLicenseCounts() ).rejects.toMatchObject( { status: 403 } );
} );
