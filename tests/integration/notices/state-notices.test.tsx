import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoticesArea } from '../../../src/app/notices/NoticesArea';
import { getStateNotice, GLITCH_CODES } from '../../../src/app/notices/state-notices';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderWithStore } from '../../support/render';
import { findNoticeById, noticeById, noticesArea } from './support';
import { MESSAGE_CODES, TABLE_ERROR_CODES } from '../../support/state-notice-codes';

const demo = setupDemoBackend();

const ERROR_CODES = [ ...TABLE_ERROR_CODES, ...GLITCH_CODES, 'an_unknown_code' ];

function expectedText( query: string ): string {
	const params = new URLSearchParams( query );
	const notice = getStateNotice(
		{
			errorCode: params.get( 'error' ),
			messageCode: params.get( 'message' ),
			messageContent: params.get( 'message_content' ),
			errorDescription: params.get( 'error_description' ),
		},
		{ isAtomicSite: false, version: '15.0-alpha' }
	);
	return notice?.text ?? '';
}

/** Once the notice's words have loaded (with the notice itself), what shows is all that will. */
async function wordsLoaded(): Promise< void > {
	await act( async () => {
		await import( '../../../src/app/notices/StateNoticeView' );
	} );
}

describe( 'State notices', () => {
	it( 'explains ?error=cheatin to the owner in its own words, never the link’s description, until dismissed', async () => {
		const user = userEvent.setup();
		renderWithStore( <NoticesArea />, demo.backend, { query: 'error=cheatin&error_description=Call 555 0100 now.' } );
		const notice = await findNoticeById( 'state-notice' );
		expect( notice ).toHaveTextContent( "Cheatin' uh?" );
		expect( notice ).not.toHaveTextContent( /555 0100/ );
		expect( notice ).toHaveClass( 'is-error' );

		await user.click( within( notice ).getByRole( 'button', { name: 'Close' } ) );
		expect( noticeById( 'state-notice' ) ).toBeNull();
		await waitFor( () => expect( noticesArea().queryByText( /Cheatin/ ) ).not.toBeInTheDocument() );
	} );

	it.each( ERROR_CODES.map( ( code ) => [ code ] ) )( 'renders the message of ?error=%s', async ( code ) => {
		demo.reset( 'editor' );
		const query = `error=${ code }`;
		renderWithStore( <NoticesArea />, demo.backend, { query } );
		const text = expectedText( query );
		expect( text ).not.toBe( '' );
		expect( await findNoticeById( 'state-notice' ) ).toHaveTextContent( text );
	} );

	it.each( MESSAGE_CODES.map( ( code ) => [ code ] ) )( 'renders the message of ?message=%s', async ( code ) => {
		demo.reset( 'editor' );
		const query = `message=${ code }`;
		renderWithStore( <NoticesArea />, demo.backend, { query } );
		expect( await findNoticeById( 'state-notice' ) ).toHaveTextContent( expectedText( query ) );
	} );

	it( 'links the access_denied notice to the survey', async () => {
		demo.reset( 'editor' );
		renderWithStore( <NoticesArea />, demo.backend, { query: 'error=access_denied' } );
		expect( await findNoticeById( 'state-notice' ) ).toHaveClass( 'is-info' );
		expect( noticesArea().getByRole( 'link', { name: /Take the survey/ } ) ).toHaveAttribute(
			'href',
			'https://jetpack.com/cancelled-connection/'
		);
	} );

	it( 'does not welcome a managed-hosting site after modules_activated', async () => {
		demo.reset( 'editor' );
		renderWithStore( <NoticesArea />, demo.backend, {
			query: 'message=modules_activated',
			initial: ( initial ) => ( { ...initial, siteData: { ...initial.siteData, isAtomicSite: true } } ),
		} );
		await wordsLoaded();
		expect( noticeById( 'state-notice' ) ).toBeNull();
	} );

	it( 'shows nothing for a page load without codes', () => {
		demo.reset( 'editor' );
		renderWithStore( <NoticesArea />, demo.backend );
		expect( noticeById( 'state-notice' ) ).toBeNull();
	} );
} );
