import { authorizeMode, nextRegistrationStep, withFrom } from '../../../src/hooks/registration';
import type { RegistrationStep } from '../../../src/hooks/registration';

describe( 'nextRegistrationStep', () => {
	// registering, connecting the user, registered → step
	const table: [ boolean, boolean, boolean, RegistrationStep ][] = [
		[ false, false, false, 'register' ],
		[ false, false, true, 'authorize' ],
		[ true, false, false, 'ignore' ],
		[ true, false, true, 'ignore' ],
		[ false, true, false, 'ignore' ],
		[ false, true, true, 'ignore' ],
	];
	it.each( table )( 'registering %s, connecting %s, registered %s → %s', ( siteIsRegistering, userIsConnecting, isRegistered, step ) => {
		expect( nextRegistrationStep( { siteIsRegistering, userIsConnecting, isRegistered } ) ).toBe( step );
	} );
} );

describe( 'authorizeMode', () => {
	it.each( [
		[ false, false, 'frame' ],
		[ true, false, 'redirect' ],
		[ false, true, 'redirect' ],
		[ true, true, 'redirect' ],
	] as const )( 'Safari %s, frame turned off %s → %s', ( isSafari, doNotUseConnectionIframe, mode ) => {
		expect( authorizeMode( { isSafari, doNotUseConnectionIframe } ) ).toBe( mode );
	} );
} );

describe( 'withFrom', () => {
	it.each( [
		[ 'https://p.test/authorize', null, 'https://p.test/authorize' ],
		[ 'https://p.test/authorize', 'woo-setup', 'https://p.test/authorize?from=woo-setup' ],
		[ 'https://p.test/authorize?a=1', 'connect screen', 'https://p.test/authorize?a=1&from=connect%20screen' ],
		[ 'https://p.test/authorize?a=1#x', 'setup', 'https://p.test/authorize?a=1&from=setup#x' ],
		// An address that is only a fragment keeps it last, after the query it gains.
		[ '#step', 'banner', '?from=banner#step' ],
	] )( '%s from %s → %s', ( url, from, expected ) => {
		expect( withFrom( url, from ) ).toBe( expected );
	} );
} );
