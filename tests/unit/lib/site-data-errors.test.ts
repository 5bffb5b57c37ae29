import { describeSiteDataError } from '../../../src/lib/site-data-errors';

describe( 'describeSiteDataError', () => {
	it( 'explains an ApiError as a connection problem with the reconnect action', () => {
		expect( describeSiteDataError( { name: 'ApiError', message: 'x (Status 500)' } ) ).toEqual( {
			message:
				'There seems to be a problem with your connection to WordPress.com. If the problem persists, try reconnecting.',
			action: 'reconnect',
			code: 'fetch_site_data_fail',
			data: null,
		} );
	} );

	it.each( [ 'JsonParseError', 'JsonParseAfterRedirectError' ] )( 'sends a %s to support', ( name ) => {
		expect( describeSiteDataError( { name, message: 'bad json' } ) ).toMatchObject( {
			message:
				'Jetpack encountered an error and was unable to display the Dashboard. Please try refreshing the page.',
			action: 'support',
		} );
	} );

	it.each( [ 'FetchNetworkError', 'NotFoundError', 'Error' ] )( 'calls a %s a problem with the website', ( name ) => {
		expect( describeSiteDataError( { name, message: 'whatever' } ) ).toEqual( {
			message: 'There seems to be a problem with your website.',
			action: null,
			code: 'fetch_site_data_fail_other',
			data: null,
		} );
	} );

	it( "prefers the server's own message, code and data", () => {
		const response = { code: 'site_not_connected', message: 'The site is not connected.', data: { status: 400 } };
		expect( describeSiteDataError( { name: 'ApiError', message: 'x', response } ) ).toEqual( {
			message: 'The site is not connected.',
			action: 'reconnect',
			code: 'site_not_connected',
			data: { status: 400 },
		} );
	} );

	it( 'gives a JSON failure its own code, for support to tell it apart', () => {
		expect( describeSiteDataError( { name: 'JsonParseError', message: 'bad json' } ) ).toMatchObject( { code: 'fetch_site_data_fail_json', data: null } );
	} );

	it.each( [
		[ 'ApiError', 'reconnect' ],
		[ 'FetchNetworkError', null ],
	] )( "shows the server's message of a %s with the action %s; without a code or data, the generic code and no data", ( name, action ) => {
		expect( describeSiteDataError( { name, message: 'x', response: { message: 'Blog is private.' } } ) ).toEqual( {
			message: 'Blog is private.',
			action,
			code: 'fetch_site_data_fail',
			data: null,
		} );
	} );

	it( 'ignores a server answer with an empty message', () => {
		expect( describeSiteDataError( { name: 'FetchNetworkError', message: 'x', response: { message: '', code: 'odd' } } ).code ).toBe( 'fetch_site_data_fail_other' );
	} );
} );
