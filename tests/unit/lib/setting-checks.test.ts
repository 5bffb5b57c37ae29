import { isWebAddress, refusedSettings, settingProblem } from '../../../src/lib/setting-checks';

it.each( [
	[ 'https://example.com/privacy', true ],
	[ 'http://example.com', true ],
	[ 'HTTPS://EXAMPLE.COM/a?b=c', true ],
	[ 'example.com/privacy', false ],
	[ 'ftp://example.com', false ],
	[ 'https://', false ],
	[ 'https://exa mple.com', false ],
	[ 'javascript:alert(1)', false ],
] )( 'isWebAddress(%j) is %j', ( text, expected ) => {
	expect( isWebAddress( text ) ).toBe( expected );
} );

it( 'checks the privacy policy address, allows it blank, and checks no other option', () => {
	expect( settingProblem( 'wordads_ccpa_privacy_policy_url', 'example.com' ) ).toMatch( /^Enter a web address/ );
	expect( settingProblem( 'wordads_ccpa_privacy_policy_url', '' ) ).toBeNull();
	expect( settingProblem( 'wordads_ccpa_privacy_policy_url', 'https://example.com/p' ) ).toBeNull();
	expect( settingProblem( 'bing', 'example.com' ) ).toBeNull();
	expect( settingProblem( 'toString', 'x' ) ).toBeNull();
} );

const invalid = ( params: unknown, code = 'rest_invalid_param' ) => ( { response: { code, data: { status: 400, params } } } );

it( 'reads the options sent that WordPress refused, with its reasons', () => {
	const sent = { a: 'x', b: 'y' };
	expect( refusedSettings( invalid( { a: 'A is wrong.', c: 'not sent' } ), sent ) ).toEqual( { a: 'A is wrong.' } );
	expect( refusedSettings( invalid( { c: 'not sent' } ), sent ) ).toBeNull();
	expect( refusedSettings( invalid( { a: '' } ), sent ) ).toBeNull();
	expect( refusedSettings( invalid( { a: 'A is wrong.' }, 'boom' ), sent ) ).toBeNull();
	expect( refusedSettings( invalid( null ), sent ) ).toBeNull();
	expect( refusedSettings( { response: { code: 'rest_invalid_param' } }, sent ) ).toBeNull();
	expect( refusedSettings( { message: 'The site could not be reached.' }, sent ) ).toBeNull();
	expect( refusedSettings( undefined, sent ) ).toBeNull();
} );
