import type { StateNotices } from '../../../../src/api/types';
import { CONNECTION_SURVEY_URL, getStateNotice, GLITCH_CODES, STATE_NOTICE_ID } from '../../../../src/app/notices/state-notices';

const none: StateNotices = { errorCode: null, messageCode: null, messageContent: null, errorDescription: null };
const site = { isAtomicSite: false, version: '15.0' };

function forError( errorCode: string, errorDescription: string | null = null ) {
	return getStateNotice( { ...none, errorCode, errorDescription }, site );
}

function forMessage( messageCode: string, context = site, messageContent: string | null = null ) {
	return getStateNotice( { ...none, messageCode, messageContent }, context );
}

describe( 'getStateNotice', () => {
	it( 'shows nothing without a code', () => {
		expect( getStateNotice( none, site ) ).toBeNull();
	} );

	it.each( [
		[ 'cheatin', "Cheatin' uh?" ],
		[ 'wrong_state', 'Please stay logged in to this site while you authorize Jetpack, then try connecting again.' ],
		[
			'invalid_client',
			'Jetpack could not be authorized. Please deactivate and reactivate the Jetpack plugin, then connect again.',
		],
		[ 'invalid_grant', 'There was a problem connecting Jetpack. Please click Connect again.' ],
		[ 'site_inaccessible', 'Your website needs to be publicly accessible to use Jetpack: site_inaccessible' ],
		[
			'site_requires_authorization',
			'Your website needs to be publicly accessible to use Jetpack: site_requires_authorization',
		],
		[ 'site_blacklisted', 'This site cannot be connected to WordPress.com because it violates our Terms of Service.' ],
		[
			'not_public',
			'Your site must be publicly accessible to connect Jetpack. Sites on localhost or a private network cannot be connected.',
		],
		[
			'register_http_request_failed',
			'Jetpack could not contact WordPress.com (register_http_request_failed). This usually means something is misconfigured on your web host; please ask your host for help.',
		],
		[
			'token_http_request_failed',
			'Jetpack could not contact WordPress.com (token_http_request_failed). This usually means something is misconfigured on your web host; please ask your host for help.',
		],
	] )( 'explains the error %s', ( code, text ) => {
		expect( forError( code ) ).toEqual( { noticeId: STATE_NOTICE_ID, status: 'is-error', text } );
	} );

	it( 'asks why the connection was not completed, as information with a survey link', () => {
		expect( forError( 'access_denied' ) ).toEqual( {
			noticeId: STATE_NOTICE_ID,
			status: 'is-info',
			text: 'You did not finish connecting Jetpack. Would you mind telling us why in a short survey? It helps us improve.',
			link: { href: CONNECTION_SURVEY_URL, label: 'Take the survey' },
		} );
	} );

	it.each( [ 'wpcom_408', 'wpcom_500', 'wpcom_502', 'wpcom_503', 'wpcom_599', 'wpcom_bad_response', 'wpcom_outage' ] )(
		'calls %s a problem of the hosted service',
		( code ) => {
			expect( forError( code ) ).toMatchObject( {
				status: 'is-error',
				text: 'WordPress.com is having some trouble right now. Please try connecting again in a few minutes.',
			} );
		}
	);

	it( 'does not take a 4xx other than the timeout for an outage', () => {
		expect( forError( 'wpcom_404' )?.text ).toMatch( /^Jetpack ran into a glitch .*error code: wpcom_404/ );
	} );

	it.each( [ 'wpcom_5000', 'not_wpcom_500' ] )( 'does not take %s, which only contains a 5xx code, for an outage', ( code ) => {
		expect( forError( code )?.text ).toContain( `(error code: ${ code })` );
	} );

	it( 'names the notice and links the survey at their fixed addresses', () => {
		expect( STATE_NOTICE_ID ).toBe( 'state-notice' );
		expect( CONNECTION_SURVEY_URL ).toBe( 'https://jetpack.com/cancelled-connection/' );
	} );

	it.each( GLITCH_CODES.map( ( code ) => [ code ] ) )( 'reports the handshake code %s as a glitch for support', ( code ) => {
		expect( forError( code ) ).toEqual( {
			noticeId: STATE_NOTICE_ID,
			status: 'is-error',
			text: `Jetpack ran into a glitch while connecting your site (error code: ${ code }). Please contact Jetpack support so we can help.`,
		} );
	} );

	it( 'covers secret, state, token, scope and site-data codes in the glitch list', () => {
		for ( const part of [ 'secret', 'state', 'token', 'scope', 'site_data' ] ) {
			expect( GLITCH_CODES.some( ( code ) => code.includes( part ) ) ).toBe( true );
		}
	} );

	it( 'shows an error code it does not know in the generic glitch message, naming the code for support', () => {
		expect( forError( 'something_new' ) ).toEqual( {
			noticeId: STATE_NOTICE_ID,
			status: 'is-error',
			text: 'Jetpack ran into a glitch while connecting your site (error code: something_new). Please contact Jetpack support so we can help.',
		} );
	} );

	it( 'never shows the error description: a crafted link cannot put its own words in the notice', () => {
		expect( forError( 'cheatin', 'Call +1 555 0100 to restore your site.' )?.text ).toBe( "Cheatin' uh?" );
		expect( forError( 'something_new', 'Call +1 555 0100 to restore your site.' )?.text ).not.toContain( '555' );
		expect( forError( 'cheatin', '   ' )?.text ).toBe( "Cheatin' uh?" );
	} );

	it.each( [ 'Your site was hacked, call +1 555 0100', 'CAPS_CODE', 'x'.repeat( 65 ), 'code-with-dash' ] )(
		'shows no notice for an error code that is not shaped like one (%s)',
		( code ) => {
			expect( forError( code, 'More words.' ) ).toBeNull();
			expect( forMessage( code ) ).toBeNull();
		}
	);

	it.each( [
		[ 'already_authorized', 'Your Jetpack is already connected.' ],
		[ 'authorized', "You're fueled up and ready to go, Jetpack is now active." ],
		[ 'linked', 'Your WordPress.com account is now linked to this site.' ],
		[ 'reconnection_completed', 'Jetpack has been successfully reconnected.' ],
		[ 'modules_activated', 'Welcome to Jetpack 15.0! Your features are ready to use.' ],
	] )( 'congratulates on %s', ( code, text ) => {
		expect( forMessage( code ) ).toEqual( { noticeId: STATE_NOTICE_ID, status: 'is-success', text } );
	} );

	it( 'does not welcome a managed-hosting site after modules are activated', () => {
		expect( forMessage( 'modules_activated', { isAtomicSite: true, version: '15.0' } ) ).toBeNull();
		expect( forMessage( 'authorized', { isAtomicSite: true, version: '15.0' } )?.status ).toBe( 'is-success' );
	} );

	it( 'warns of a server misconfiguration for protect_misconfigured_ip', () => {
		expect( forMessage( 'protect_misconfigured_ip' ) ).toMatchObject( {
			status: 'is-warning',
			text: expect.stringContaining( 'Your server is misconfigured' ),
		} );
	} );

	it( 'shows nothing for a message code it does not know, and never the message content', () => {
		expect( forMessage( 'custom_message' ) ).toBeNull();
		expect( forMessage( 'custom_message', site, 'Visit evil.example now.' ) ).toBeNull();
		expect( forMessage( 'linked', site, 'Visit evil.example now.' )?.text ).toBe( 'Your WordPress.com account is now linked to this site.' );
	} );

	it( 'prefers the error code to the message code', () => {
		expect( getStateNotice( { ...none, errorCode: 'cheatin', messageCode: 'authorized' }, site )?.status ).toBe( 'is-error' );
	} );
} );
