/**
 * The promo and bundle cards against the demo backend (docs/dashboard.md#promo-and-bundle-cards,
 * docs/dashboard.md#how-cards-load-and-fail): the Security bundle banner, the agencies and apps cards with their
 * dismissals, and the two plugin promos sharing one install widget and one plugins call.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AgenciesGlance } from '../../../src/screens/at-a-glance/agencies/AgenciesGlance';
import { AppsCard } from '../../../src/components/apps-card/AppsCard';
import { BoostPromoGlance } from '../../../src/screens/at-a-glance/plugin-promos/BoostPromoGlance';
import { CrmPromoGlance } from '../../../src/screens/at-a-glance/plugin-promos/CrmPromoGlance';
import { SecurityBundleGlance } from '../../../src/screens/at-a-glance/security-bundle/SecurityBundleGlance';
import { findAlert, tryAgain } from '../../support/alert';
import { setupDemoBackend, TEST_ADMIN_URL, TEST_REST_ROOT } from '../../support/demo-msw';
import { holdCall } from '../../support/hold';
import { renderWithStore } from '../../support/render';
import type { RenderOptions } from '../../support/render';
import { failCall } from '../../support/fail';
import { recordRequests, settle } from '../../support/requests';

const demo = setupDemoBackend();
const SETTINGS_URL = `${ TEST_REST_ROOT }jetpack/v4/settings`;
const PLUGINS_URL = `${ TEST_REST_ROOT }jetpack/v4/plugins`;
const BOOST_FILE = 'jetpack-boost/jetpack-boost.php';
const CRM_FILE = 'zero-bs-crm/ZeroBSCRM.php';

const requests = recordRequests( demo );

const region = ( name: string ) => screen.getByRole( 'region', { name } );
const queryRegion = ( name: string ) => screen.queryByRole( 'region', { name } );

describe( 'Security bundle banner', () => {
	const TITLE = 'Comprehensive Site Security';
	const renderCard = () => renderWithStore( <SecurityBundleGlance />, demo.backend );

	it( 'lists Backup, Scan and Anti-spam and upgrades through #/plans, on the free plan (owner)', async () => {
		renderCard();
		const card = region( TITLE );
		expect( within( card ).getAllByRole( 'listitem' ).map( ( item ) => item.textContent ) ).toEqual( [ 'Backup', 'Scan', 'Anti-spam' ] );
		expect( within( card ).getByRole( 'link', { name: 'Upgrade' } ) ).toHaveAttribute( 'href', '#/plans' );
		await settle();
		expect( requests.sent ).toEqual( [] );
	} );

	it( 'hides where the pinned bundle area may not show: no connected owner, or a multisite network', () => {
		demo.reset( 'not-connected' );
		const first = renderCard();
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
		first.unmount();
		demo.reset( 'no-owner' );
		const second = renderCard();
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
		second.unmount();
		demo.reset( 'owner' );
		demo.backend.update( ( state ) => {
			state.site.isMultisite = true;
		} );
		renderCard();
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
	} );

	it( 'hides on a Complete plan (owner-paid) and a Security plan (threats)', () => {
		demo.reset( 'owner-paid' );
		const { unmount } = renderCard();
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
		unmount();
		demo.reset( 'threats' );
		renderCard();
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
	} );

	it( 'hides when an active Security product sits beside the free plan, but not for an expired one', () => {
		const purchase = ( active: '1' | '0' ) => ( {
			ID: '2001',
			product_slug: 'jetpack_security_t1_yearly',
			product_name: 'Jetpack Security (10GB)',
			expiry_date: '2027-10-01T00:00:00Z',
			subscribed_date: '2026-10-01T00:00:00Z',
			is_refundable: false,
			active,
		} );
		demo.backend.update( ( state ) => {
			state.purchases = [ purchase( '0' ) ];
		} );
		const { unmount } = renderCard();
		expect( region( TITLE ) ).toBeInTheDocument();
		unmount();
		demo.backend.update( ( state ) => {
			state.purchases = [ purchase( '1' ) ];
		} );
		renderCard();
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
	} );

	it( 'hides in offline mode and from users who cannot buy', () => {
		demo.reset( 'offline' );
		const { unmount } = renderCard();
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
		unmount();
		demo.reset( 'editor' );
		renderCard();
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
	} );
} );

describe( 'agencies card', () => {
	const TITLE = "Manage your clients' sites with ease";
	const renderCard = () => renderWithStore( <AgenciesGlance />, demo.backend );

	it( 'offers the 25% discount and the agencies page in a new tab, and asks for nothing on load', async () => {
		renderCard();
		const card = region( TITLE );
		expect( card ).toHaveTextContent( 'get 25% off Jetpack products' );
		const learnMore = within( card ).getByRole( 'link', { name: /^Learn More/ } );
		expect( learnMore ).toHaveAttribute( 'href', 'https://jetpack.com/for/agencies/' );
		expect( learnMore ).toHaveAttribute( 'target', '_blank' );
		expect( learnMore ).toHaveAccessibleName( 'Learn More (opens in a new tab)' );
		await settle();
		expect( requests.sent ).toEqual( [] );
	} );

	it( 'saves the dismissal and disappears', async () => {
		renderCard();
		await userEvent.click( within( region( TITLE ) ).getByRole( 'button', { name: 'Dismiss' } ) );
		await waitFor( () => expect( queryRegion( TITLE ) ).not.toBeInTheDocument() );
		expect( requests.calls() ).toEqual( [ 'POST settings' ] );
		expect( requests.bodies( 'POST', 'settings' ) ).toEqual( [ { dismiss_dash_agencies_learn_more: true } ] );
		expect( demo.backend.state.options.dismiss_dash_agencies_learn_more ).toBe( true );
	} );

	it( 'stays with the reason when the dismissal fails', async () => {
		demo.server.use( http.post( SETTINGS_URL, () => HttpResponse.error() ) );
		renderCard();
		await userEvent.click( within( region( TITLE ) ).getByRole( 'button', { name: 'Dismiss' } ) );
		await findAlert( region( TITLE ), 'This card could not be dismissed. The site could not be reached. Check your connection.' );
		expect( within( region( TITLE ) ).getByRole( 'button', { name: 'Dismiss' } ) ).toBeInTheDocument();
		expect( demo.backend.state.options.dismiss_dash_agencies_learn_more ).toBe( false );
	} );

	it( 'is gone once dismissed before', () => {
		demo.backend.update( ( state ) => {
			state.options.dismiss_dash_agencies_learn_more = true;
		} );
		renderCard();
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
	} );

	it( 'gives no dismiss button to a user who may connect the site but cannot save settings', () => {
		renderWithStore( <AgenciesGlance />, demo.backend, {
			initial: ( page ) => {
				const { currentUser } = page.userData;
				return { ...page, userData: { currentUser: { ...currentUser, permissions: { ...currentUser.permissions, manage_options: false } } } };
			},
		} );
		expect( within( region( TITLE ) ).queryByRole( 'button' ) ).not.toBeInTheDocument();
		expect( within( region( TITLE ) ).getByRole( 'link', { name: /^Learn More/ } ) ).toBeInTheDocument();
	} );

	it( 'is not offered to an editor, who may not connect the site', () => {
		demo.reset( 'editor' );
		renderCard();
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
	} );

	it( 'is not offered when the linked account runs this site only', () => {
		demo.backend.update( ( state ) => {
			if ( state.currentUser.wpcomUser ) {
				state.currentUser.wpcomUser.site_count = 1;
			}
		} );
		renderCard();
		expect( queryRegion( TITLE ) ).not.toBeInTheDocument();
	} );
} );

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

describe( 'plugin promos', () => {
	const BOOST = 'Speed up your site';
	const CRM = 'Manage your customers';
	const renderCards = () =>
		renderWithStore(
			<>
				<BoostPromoGlance />
				<CrmPromoGlance />
			</>,
			demo.backend
		);
	const pluginCalls = () => requests.calls().filter( ( call ) => call.endsWith( ' plugins' ) );

	it( 'load the installed plugins once for both cards, then offer to install what is missing', async () => {
		renderCards();
		expect( within( region( BOOST ) ).getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
		expect( within( region( CRM ) ).getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
		expect( await within( region( BOOST ) ).findByRole( 'button', { name: 'Install' } ) ).toBeInTheDocument();
		expect( within( region( CRM ) ).getByRole( 'button', { name: 'Install' } ) ).toBeInTheDocument();
		await settle();
		expect( requests.calls() ).toEqual( [ 'GET plugins' ] );
	} );

	it( 'install and activate a missing plugin, then offer Manage, and ask for the list again 2500 ms later', async () => {
		const held = holdCall( demo.server, 'post', 'plugins' );
		renderCards();
		const boost = region( BOOST );
		const button = await within( boost ).findByRole( 'button', { name: 'Install' } );
		await userEvent.click( button );
		await waitFor( () => expect( held.calls() ).toBe( 1 ) );
		expect( within( boost ).getByRole( 'button', { name: 'Installing Jetpack Boost' } ) ).toHaveAttribute( 'aria-disabled', 'true' );
		await userEvent.click( within( boost ).getByRole( 'button', { name: 'Installing Jetpack Boost' } ) );
		// The other card is not affected.
		expect( within( region( CRM ) ).getByRole( 'button', { name: 'Install' } ) ).toBeInTheDocument();
		held.release();

		expect( await within( boost ).findByText( 'Plugin is installed & active.' ) ).toBeInTheDocument();
		expect( within( boost ).getByRole( 'link', { name: 'Manage' } ) ).toHaveAttribute( 'href', `${ TEST_ADMIN_URL }admin.php?page=jetpack-boost` );
		expect( held.calls() ).toBe( 1 );
		expect( demo.backend.state.plugins[ BOOST_FILE ]?.active ).toBe( true );
		expect( pluginCalls() ).toEqual( [ 'GET plugins', 'POST plugins' ] );
		expect( requests.bodies( 'POST', 'plugins' ) ).toEqual( [ { slug: 'jetpack-boost', status: 'active' } ] );

		await waitFor( () => expect( pluginCalls() ).toHaveLength( 3 ), { timeout: 4000 } );
		expect( pluginCalls()[ 2 ] ).toBe( 'GET plugins' );
		expect( within( boost ).getByText( 'Plugin is installed & active.' ) ).toBeInTheDocument();
	} );

	it( 'activate an installed plugin that is inactive', async () => {
		demo.backend.update( ( state ) => {
			state.plugins[ CRM_FILE ] = { Name: 'Jetpack CRM', Version: '6.4.4', TextDomain: 'zero-bs-crm', active: false };
		} );
		const held = holdCall( demo.server, 'post', 'plugins' );
		renderCards();
		const crm = region( CRM );
		await userEvent.click( await within( crm ).findByRole( 'button', { name: 'Activate' } ) );
		await waitFor( () => expect( held.calls() ).toBe( 1 ) );
		expect( within( crm ).getByRole( 'button', { name: 'Activating Jetpack CRM' } ) ).toHaveAttribute( 'aria-disabled', 'true' );
		held.release();

		expect( await within( crm ).findByText( 'Plugin is installed & active.' ) ).toBeInTheDocument();
		expect( within( crm ).getByRole( 'link', { name: 'Manage' } ) ).toHaveAttribute( 'href', `${ TEST_ADMIN_URL }admin.php?page=zerobscrm-dash` );
		expect( requests.bodies( 'POST', 'plugins' ) ).toContainEqual( { slug: 'zero-bs-crm', status: 'active' } );
		expect( demo.backend.state.plugins[ CRM_FILE ]?.active ).toBe( true );
	} );

	it( 'show an active plugin as installed and active', async () => {
		demo.backend.update( ( state ) => {
			state.plugins[ BOOST_FILE ] = { Name: 'Jetpack Boost', Version: '3.4.7', TextDomain: 'jetpack-boost', active: true };
		} );
		renderCards();
		expect( await within( region( BOOST ) ).findByText( 'Plugin is installed & active.' ) ).toBeInTheDocument();
		expect( within( region( BOOST ) ).queryByRole( 'button' ) ).not.toBeInTheDocument();
		expect( within( region( CRM ) ).getByRole( 'button', { name: 'Install' } ) ).toBeInTheDocument();
	} );

	it( 'say when an install fails, and the button works again', async () => {
		failCall( demo.server, 'post', 'plugins', { code: 'fs_unavailable', message: 'Could not access filesystem.' } );
		renderCards();
		const boost = region( BOOST );
		await userEvent.click( await within( boost ).findByRole( 'button', { name: 'Install' } ) );
		await findAlert( boost, 'Jetpack Boost could not be installed. Could not access filesystem.' );
		const install = within( boost ).getByRole( 'button', { name: 'Install' } );
		expect( install ).not.toHaveAttribute( 'aria-disabled', 'true' );
		expect( demo.backend.state.plugins[ BOOST_FILE ] ).toBeUndefined();

		await userEvent.click( install );
		expect( await within( boost ).findByText( 'Plugin is installed & active.' ) ).toBeInTheDocument();
		expect( within( boost ).queryByRole( 'alert' ) ).not.toBeInTheDocument();
		expect( demo.backend.state.plugins[ BOOST_FILE ]?.active ).toBe( true );
	} );

	it( 'say when an activation fails', async () => {
		demo.backend.update( ( state ) => {
			state.plugins[ CRM_FILE ] = { Name: 'Jetpack CRM', Version: '6.4.4', TextDomain: 'zero-bs-crm', active: false };
		} );
		demo.server.use( http.post( PLUGINS_URL, () => HttpResponse.error() ) );
		renderCards();
		await userEvent.click( await within( region( CRM ) ).findByRole( 'button', { name: 'Activate' } ) );
		expect( await within( region( CRM ) ).findByRole( 'alert' ) ).toHaveTextContent(
			'Jetpack CRM could not be activated. The site could not be reached. Check your connection.'
		);
		expect( within( region( CRM ) ).getByRole( 'button', { name: 'Activate' } ) ).toBeInTheDocument();
	} );

	it( 'show a failed load in each card, and load on "Try again"', async () => {
		failCall( demo.server, 'get', 'plugins', { message: 'Plugins are resting.' } );
		renderCards();
		const alert = await findAlert( region( BOOST ), 'The installed plugins could not be loaded. Plugins are resting. (Status 500)' );
		expect( within( region( CRM ) ).getByRole( 'alert' ) ).toHaveTextContent( 'The installed plugins could not be loaded.' );

		await tryAgain( alert );
		expect( await within( region( BOOST ) ).findByRole( 'button', { name: 'Install' } ) ).toBeInTheDocument();
		expect( within( region( CRM ) ).getByRole( 'button', { name: 'Install' } ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		expect( pluginCalls() ).toEqual( [ 'GET plugins', 'GET plugins' ] );
	} );

	it( 'render nothing and fetch nothing for users who cannot manage plugins', async () => {
		demo.reset( 'editor' );
		const { container } = renderCards();
		expect( container ).toBeEmptyDOMElement();
		await settle();
		expect( requests.sent ).toEqual( [] );
	} );
} );
