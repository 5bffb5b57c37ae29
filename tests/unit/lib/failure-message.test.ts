import { failureReason } from '../../../src/lib/failure-message';

describe( 'failureReason', () => {
	it( "gives the server's own message for an error answer", () => {
		expect( failureReason( { name: 'ApiError', message: 'Backup is down (Status 500)' } ) ).toBe(
			'Backup is down (Status 500)'
		);
		expect( failureReason( { name: 'NotFoundError', message: 'No route was found' } ) ).toBe( 'No route was found' );
	} );

	it( 'says the server refused an error answer that has no message', () => {
		expect( failureReason( { name: 'ApiError', message: '' } ) ).toBe( 'The server refused the request.' );
		expect( failureReason( { name: 'NotFoundError', message: '' } ) ).toBe( 'The server refused the request.' );
	} );

	it( 'explains an unreadable answer, a redirect and a network failure in plain words', () => {
		expect( failureReason( { name: 'JsonParseError', message: 'The response is not a valid JSON response.' } ) ).toBe(
			'The site sent an answer that could not be read.'
		);
		expect( failureReason( { name: 'JsonParseAfterRedirectError', message: 'x' } ) ).toBe(
			'The site sent an answer that could not be read.'
		);
		expect( failureReason( { name: 'FetchNetworkError', message: 'You are probably offline.' } ) ).toBe(
			'The site could not be reached. Check your connection.'
		);
		expect( failureReason( { name: 'NotFoundAfterRedirectError', message: 'x' } ) ).toMatch( /log in again/ );
	} );

	it( 'falls back to the message of any other error, or a generic sentence', () => {
		expect( failureReason( { name: 'Error', message: 'Boom' } ) ).toBe( 'Boom' );
		expect( failureReason( { name: 'Error', message: '' } ) ).toBe( 'An unexpected error occurred.' );
		expect( failureReason( { name: 'ApiError', message: '' } ) ).toBe( 'The server refused the request.' );
		expect( failureReason( undefined ) ).toBe( 'An unexpected error occurred.' );
	} );
} );
