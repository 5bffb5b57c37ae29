/**
 * The apps card, shared by At a Glance and My Plan, against the demo backend (docs/dashboard.md#promo-and-bundle-cards):
 * its store links and badges, and its dismissal.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppsCard } from '../../../src/components/apps-card/AppsCard';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderWithStore } from '../../support/render';
import type { RenderOptions } from '../../support/render';
import { failCall } from '../../support/fail';
import { recordRequests, settle } from '../../support/requests';

const demo = setupDemoBackend();

const requests = recordRequests( demo );

const region = ( name: string ) => screen.getByRole( 'region', { name } );
const queryRegion = ( name: string ) => screen.queryByRole( 'region', { name } );

describe( 'apps card', () => {
	const TITLE = 'Jetpack in your pocket';
	const renderCard = ( options?: RenderOptions ) => renderWithStore( <AppsCard />, demo.backend, options );
	const inLocale = ( locale: string ): RenderOptions => ( { initial: ( page ) => ( { ...page, locale } ) } );

	it( 'links both stores by name in a new tab, with the local badges in English, and asks for nothing', async () => {
		renderCard();
		const card = region( TITLE );
		const play = within( card ).getByRole( 'link', { name: 'Get it on Google Play (opens in a new tab)' } );
		expect( play ).toHaveAttribute( 'href', 'https://play.google.com/store/apps/details?id=com.jetpack.android' );
		expect( play ).toHaveAttribute( 'target', '_blank' );
		expect( play ).toHaveAttribute( 'rel', 'noopener noreferrer' );
		const apple = within( card ).getByRole( 'link', { name: 'Download on the App Store (opens in a new tab)' } );
		expect( apple ).toHaveAttribute( 'href', 'https://apps.apple.com/app/jetpack-website-builder/id1565481562' );
		expect( apple ).toHaveAttribute( 'target', '_blank' );
		// Local drawings: no image is loaded from anywhere.
		expect( card.querySelector( 'img' ) ).toBeNull();
		expect( play.querySelector( 'svg' ) ).not.toBeNull();
		expect( apple.querySelector( 'svg' ) ).not.toBeNull();
		await settle();
		expect( requests.sent ).toEqual( [] );
	} );

	it( 'loads the stores’ own badges in another language, and draws the local one when an image fails', () => {
		renderCard( inLocale( 'fr_FR' ) );
		const card = region( TITLE );
		const play = within( card ).getByRole( 'link', { name: 'Get it on Google Play (opens in a new tab)' } );
		const apple = within( card ).getByRole( 'link', { name: 'Download on the App Store (opens in a new tab)' } );
		const playImage = play.querySelector( 'img' );
		expect( playImage ).toHaveAttribute( 'src', 'https://play.google.com/intl/fr/badges/static/images/badges/fr_badge_web_generic.png' );
		expect( apple.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'https://tools.applemarketingtools.com/api/badges/download-on-the-app-store/black/fr-fr?size=250x83'
		);

		fireEvent.error( playImage as HTMLImageElement );
		expect( play.querySelector( 'img' ) ).toBeNull();
		expect( play.querySelector( 'svg' ) ).not.toBeNull();
		// The other badge keeps its store image.
		expect( apple.querySelector( 'img' ) ).not.toBeNull();
	} );

	it( 'loads nothing remote in offline mode, whatever the language', () => {
		demo.reset( 'offline' );
		renderCard( inLocale( 'de_DE' ) );
		expect( region( TITLE ).querySelector( 'img' ) ).toBeNull();
	} );

	it( 'saves the dismissal and disappears', async () => {
		renderCard();
		await userEvent.click( within( region( TITLE ) ).getByRole( 'button', { name: 'Dismiss' } ) );
		await waitFor( () => expect( queryRegion( TITLE ) ).not.toBeInTheDocument() );
		expect( requests.calls() ).toEqual( [ 'POST settings' ] );
		expect( requests.bodies( 'POST', 'settings' ) ).toEqual( [ { dismiss_dash_app_card: true } ] );
		expect( demo.backend.state.options.dismiss_dash_app_card ).toBe( true );
	} );

	it( 'stays with the reason when the dismissal fails', async () => {
		failCall( demo.server, 'post', 'settings', { message: 'Not now.', once: false } );
		renderCard();
		await userEvent.click( within( region( TITLE ) ).getByRole( 'button', { name: 'Dismiss' } ) );
		expect( await within( region( TITLE ) ).findByRole( 'alert' ) ).toHaveTextContent( 'This card could not be dismissed. Not now.' );
		expect( demo.backend.state.options.dismiss_dash_app_card ).toBe( false );
	} );

	it( 'gives the dismiss button only to users who can manage options', () => {
		demo.reset( 'editor' );
		renderCard();
		expect( within( region( TITLE ) ).getAllByRole( 'link' ) ).toHaveLength( 2 );
		expect( within( region( TITLE ) ).queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );

	it( 'is hidden once dismissed, and when the site shows no promotions', () => {
		const { unmount } = renderCard( { initial: ( page ) => ( { ...page, siteData: { ...page.siteData, showPromotions: false } } ) } );
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
		unmount();
		demo.backend.update( ( state ) => {
			state.options.dismiss_dash_app_card = true;
		} );
		renderCard();
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
	} );
} );
