/**
 * Licensing through the real client against the demo backend ('licenses' scenario: two detached keys, one
 * attached): activation attaches a key, updates the counts and the site's purchases; refusals change nothing.
 */
import { REST_ROUTES } from '../../../src/api/rest-routes';
import { callRoute } from '../../../src/api/call-route';
import { apiRequest } from '../../../src/api/client';
import { v4 } from '../../../src/api/namespace';
import { setupDemoBackend } from '../../support/demo-msw';

const demo = setupDemoBackend( 'licenses' );

const SECURITY_KEY = 'jetpack-security-t1-demo-1';
const BACKUP_KEY = 'jetpack-backup-t1-demo-2';
const ATTACHED_KEY = 'jetpack-scan-demo-3';

it( 'activates a detached key: product id, counts, licence list and site plan follow', async () => {
	await expect( callRoute( REST_ROUTES.setLicense, { data: { license: ` ${ SECURITY_KEY } ` } } ) ).resolves.toEqual( { activatedProductId: 2016 } );
	await expect( callRoute( REST_ROUTES.userLicenseCounts ) ).resolves.toEqual( { attached: 2, detached: 1, revoked: 0, not_revoked: 3 } );
	const { items } = await callRoute( REST_ROUTES.userLicenses );
	expect( items.find( ( item ) => item.license_key === SECURITY_KEY )?.attached_at ).toBe( '2026-11-22T12:00:00.000Z' );
	await expect( callRoute( REST_ROUTES.sitePurchases ) ).resolves.toEqual( [
		expect.objectContaining( { product_slug: 'jetpack_security_t1_yearly', active: '1' } ),
	] );
	await expect( callRoute( REST_ROUTES.site ) ).resolves.toHaveProperty( 'plan.product_slug', 'jetpack_security_t1_yearly' );
} );

it( 'answers unknown and already attached keys with an errors map, changing nothing', async () => {
	const before = await callRoute( REST_ROUTES.userLicenseCounts );
	await expect( callRoute( REST_ROUTES.setLicense, { data: { license: 'jetpack-nothing-here' } } ) ).resolves.toEqual( {
		errors: { license: [ 'The license key is not valid.' ] },
	} );
	await expect( callRoute( REST_ROUTES.setLicense, { data: { license: ATTACHED_KEY } } ) ).resolves.toHaveProperty( 'errors.license.0' );
	await expect( callRoute( REST_ROUTES.userLicenseCounts ) ).resolves.toEqual( before );
} );

it( 'refuses an empty or mistyped key with a 400', async () => {
	await expect( callRoute( REST_ROUTES.setLicense, { data: { license: '  ' } } ) ).rejects.toMatchObject( { name: 'ApiError', status: 400 } );
	await expect(
		apiRequest( { path: v4( 'licensing/set-license' ), method: 'POST', data: { license: 12 } } )
	).rejects.toMatchObject( { status: 400, response: { code: 'rest_invalid_param' } } );
} );

it( 'attaches several keys with one result each', async () => {
	await expect( callRoute( REST_ROUTES.attachLicenses, { data: { licenses: [ BACKUP_KEY, 'jetpack-unknown' ] } } ) ).resolves.toEqual( [
		{ activatedProductId: 2112 },
		{ errors: { license: [ 'The license key is not valid.' ] } },
	] );
	await expect( callRoute( REST_ROUTES.userLicenseCounts ) ).resolves.toMatchObject( { attached: 2, detached: 1 } );
	await expect( callRoute( REST_ROUTES.attachLicenses, { data: { licenses: [] } } ) ).rejects.toMatchObject( { status: 400 } );
} );

it( 'records the activation-notice dismissal with its time', async () => {
	await expect( callRoute( REST_ROUTES.dismissLicenseActivationNotice, { data: { last_detached_count: 2 } } ) ).resolves.toEqual( {
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
	await expect( callRoute( REST_ROUTES.licensingError ) ).resolves.toBe( 'The license could not be attached.' );
	await expect( callRoute( REST_ROUTES.clearLicensingError, { data: { error: '' } } ) ).resolves.toBe( true );
	await expect( callRoute( REST_ROUTES.licensingError ) ).resolves.toBe( '' );
} );

it( 'refuses licensing to an editor', async () => {
	demo.reset( 'editor' );
	await expect( callRoute( REST_ROUTES.setLicense, { data: { license: SECURITY_KEY } } ) ).rejects.toMatchObject( { name: 'ApiError', status: 403 } );
	await expect( callRoute( REST_ROUTES.userLicenseCounts ) ).rejects.toMatchObject( { status: 403 } );
} );
