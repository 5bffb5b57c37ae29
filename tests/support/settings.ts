/** What the demo backend does with settings a client sends. */
import { callRoute } from '../../src/api/call-route';
import { apiRequest } from '../../src/api/client';
import { v4 } from '../../src/api/namespace';
import { REST_ROUTES } from '../../src/api/rest-routes';

/**
 * Sends one setting as raw JSON (the typed client would not let a bad value through) and expects it refused with a
 * 400 that names it, the settings read back unchanged.
 */
export async function expectSettingRefused( name: string, value: unknown ): Promise< void > {
	const before = await callRoute( REST_ROUTES.settings );
	await expect( apiRequest( { path: v4( 'settings' ), method: 'POST', data: { [ name ]: value } } ) ).rejects.toMatchObject( {
		status: 400,
		response: { code: 'rest_invalid_param', data: { params: { [ name ]: expect.any( String ) } } },
	} );
	await expect( callRoute( REST_ROUTES.settings ) ).resolves.toEqual( before );
}
