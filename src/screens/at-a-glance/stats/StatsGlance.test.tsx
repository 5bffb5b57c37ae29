/**
 * The Site Stats card against the demo backend (docs/dashboard.md#site-stats): its states in order of precedence, the
 * chart and its ranges, the welcome card, the activate prompt, and local failures that keep the rest of the card
 * usable.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { createStatsData } from '../../../demo/catalogue/stats';
import { StatsGlance } from './StatsGlance';
import { findAlert, tryAgain } from '../../../../tests/support/alert';
import { setupDemoBackend, TEST_REST_ROOT } from '../../../../tests/support/demo-msw';
import { setModules } from '../../../../tests/support/modules';
import { renderWithStore } from '../../../../tests/support/render';
import { failCall } from '../../../../tests/support/fail';
import { JETPACK_V4, recordRequests, settle } from '../../../../tests/support/requests';

const demo = setupDemoBackend();
const STATS_URL = `${ TEST_REST_ROOT }jetpack/v4/module/stats/data`;
const SETTINGS_URL = `${ TEST_REST_ROOT }jetpack/v4/settings`;

const requests = recordRequests( demo );
/** The range of each stats call, in the order sent. */
const statsRanges = () =>
	requests.sent.filter( ( entry ) => entry.path === `${ JETPACK_V4 }module/stats/data` ).map( ( entry ) => entry.query.get( 'range' ) );

const card = () => screen.getByRole( 'region', { name: 'Site Stats' } );
const expected = () => createStatsData( demo.backend.state.stats.seed, demo.backend.now() );
const renderCard = () => renderWithStore( <StatsGlance />, demo.backend );
const statsOff = () => setModules( demo.backend, { stats: false } );

describe( 'the chart', () => {
	it( 'loads only the day range, then shows a bar per day with its date and views, the scale and the figures', async () => {
		renderCard();
		expect( within( card() ).getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
		// No tabs before there is data to switch.
		expect( screen.queryByRole( 'tab', { name: 'Days' } ) ).not.toBeInTheDocument();

		const chart = await screen.findByRole( 'list', { name: 'Views per day' } );
		const day = expected().day?.data ?? [];
		const bars = within( chart ).getAllByRole( 'link' );
		expect( bars ).toHaveLength( day.length );
		const [ , todayViews ] = day[ day.length - 1 ] ?? [];
		expect( bars[ bars.length - 1 ] ).toHaveAccessibleName( `November 22nd: ${ todayViews } views` );
		expect( bars[ bars.length - 1 ] ).toHaveAttribute( 'href', 'https://wordpress.com/stats/day/localhost?startDate=2026-11-22' );
		expect( within( chart ).getByRole( 'link', { name: /^October 24th: \d+ views?$/ } ) ).toBeInTheDocument();

		// The y-axis: one significant digit above the busiest day, its half, and zero.
		const busiest = Math.max( ...day.map( ( [ , views ] ) => views ) );
		const top = Number( `${ Number( String( busiest )[ 0 ] ) + 1 }`.padEnd( String( busiest ).length, '0' ) );
		expect( busiest ).toBeLessThan( top );
		expect( screen.getByText( top.toLocaleString( 'en' ) ) ).toBeInTheDocument();
		expect( screen.getByText( ( top / 2 ).toLocaleString( 'en' ) ) ).toBeInTheDocument();
		expect( screen.getByText( 'Nov 22' ) ).toBeInTheDocument();

		const { stats } = expected().general;
		const figure = ( term: string ) => within( card() ).getByText( term, { selector: 'dt' } ).nextElementSibling;
		expect( figure( 'Views today' ) ).toHaveTextContent( stats.views_today.toLocaleString( 'en' ) );
		expect( figure( 'All-time views' ) ).toHaveTextContent( stats.views.toLocaleString( 'en' ) );
		expect( figure( 'All-time comments' ) ).toHaveTextContent( stats.comments.toLocaleString( 'en' ) );
		const bestDay = new Date( stats.views_best_day ).toLocaleDateString( 'en-US', { dateStyle: 'long', timeZone: 'UTC' } );
		expect( figure( 'Best overall day' ) ).toHaveTextContent( `${ stats.views_best_day_total } views on ${ bestDay }` );

		expect( screen.getByRole( 'tab', { name: 'Days' } ) ).toHaveAttribute( 'aria-selected', 'true' );
		expect( screen.getByRole( 'tab', { name: 'Weeks' } ) ).toHaveAttribute( 'aria-selected', 'false' );
		expect( statsRanges() ).toEqual( [ 'day' ] );
	} );

	it( 'fetches weeks and months once the pointer reaches the tabs, and shows a range seen before without asking again', async () => {
		renderCard();
		await screen.findByRole( 'list', { name: 'Views per day' } );

		await userEvent.click( screen.getByRole( 'tab', { name: 'Weeks' } ) );
		const weeks = await screen.findByRole( 'list', { name: 'Views per week' } );
		expect( within( weeks ).getAllByRole( 'link' ) ).toHaveLength( 12 );
		expect( within( weeks ).getByRole( 'link', { name: /^Week of November 16th: \d+ views$/ } ) ).toHaveAttribute(
			'href',
			'https://wordpress.com/stats/week/localhost?startDate=2026-11-16'
		);
		expect( screen.getByRole( 'tab', { name: 'Weeks' } ) ).toHaveAttribute( 'aria-selected', 'true' );
		expect( screen.getByRole( 'tab', { name: 'Days' } ) ).toHaveAttribute( 'aria-selected', 'false' );

		await userEvent.click( screen.getByRole( 'tab', { name: 'Months' } ) );
		const months = await screen.findByRole( 'list', { name: 'Views per month' } );
		expect( within( months ).getAllByRole( 'link' ) ).toHaveLength( 12 );
		expect( within( months ).getByRole( 'link', { name: /^November 2026: [\d,]+ views$/ } ) ).toBeInTheDocument();
		expect( within( months ).getByRole( 'link', { name: /^December 2025: [\d,]+ views$/ } ) ).toBeInTheDocument();

		await userEvent.click( screen.getByRole( 'tab', { name: 'Days' } ) );
		expect( screen.getByRole( 'list', { name: 'Views per day' } ) ).toBeInTheDocument();
		expect( statsRanges() ).toEqual( [ 'day', 'week', 'month' ] );
	} );

	it( 'is a tablist with one tab stop: arrow keys, Home and End choose the range', async () => {
		renderCard();
		const days = await screen.findByRole( 'list', { name: 'Views per day' } );
		expect( screen.getByRole( 'tablist', { name: 'Views by' } ) ).toBeInTheDocument();
		const tabs = screen.getAllByRole( 'tab' );
		expect( tabs.map( ( tab ) => [ tab.textContent, tab.tabIndex ] ) ).toEqual( [
			[ 'Days', 0 ],
			[ 'Weeks', -1 ],
			[ 'Months', -1 ],
		] );
		expect( screen.getByRole( 'tabpanel', { name: 'Days' } ) ).toContainElement( days );

		await userEvent.click( screen.getByRole( 'tab', { name: 'Days' } ) );
		await userEvent.keyboard( '{ArrowRight}' );
		expect( screen.getByRole( 'tab', { name: 'Weeks' } ) ).toHaveFocus();
		expect( screen.getByRole( 'tab', { name: 'Weeks' } ) ).toHaveAttribute( 'aria-selected', 'true' );
		const weeks = await screen.findByRole( 'list', { name: 'Views per week' } );
		expect( screen.getByRole( 'tabpanel', { name: 'Weeks' } ) ).toContainElement( weeks );

		// Left from Days wraps round to Months.
		await userEvent.keyboard( '{ArrowLeft}{ArrowLeft}' );
		expect( screen.getByRole( 'tab', { name: 'Months' } ) ).toHaveFocus();
		expect( await screen.findByRole( 'list', { name: 'Views per month' } ) ).toBeInTheDocument();
		await userEvent.keyboard( '{Home}' );
		expect( screen.getByRole( 'tab', { name: 'Days' } ) ).toHaveFocus();
		expect( screen.getByRole( 'list', { name: 'Views per day' } ) ).toBeInTheDocument();
		await userEvent.keyboard( '{End}' );
		expect( screen.getByRole( 'tab', { name: 'Months' } ) ).toHaveAttribute( 'aria-selected', 'true' );
		expect( screen.getAllByRole( 'tab' ).filter( ( tab ) => tab.tabIndex === 0 ) ).toEqual( [ screen.getByRole( 'tab', { name: 'Months' } ) ] );
		expect( statsRanges() ).toEqual( [ 'day', 'week', 'month' ] );
	} );

	it( 'keeps the range switch while another range loads', async () => {
		renderCard();
		await screen.findByRole( 'list', { name: 'Views per day' } );
		demo.server.use(
			http.get( STATS_URL, async () => {
				await delay( 100 );
				return HttpResponse.json( expected() );
			} )
		);
		// The pointer reaching the tabs asks for the month; it is still on its way when the tab is chosen.
		await userEvent.click( screen.getByRole( 'tab', { name: 'Months' } ) );
		expect( within( card() ).getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
		expect( screen.getByRole( 'tab', { name: 'Months' } ) ).toHaveAttribute( 'aria-selected', 'true' );
		expect( screen.queryByRole( 'list', { name: 'Views per day' } ) ).not.toBeInTheDocument();
		expect( await screen.findByRole( 'list', { name: 'Views per month' } ) ).toBeInTheDocument();
	} );

	it( 'says so when the range has no data', async () => {
		demo.server.use( http.get( STATS_URL, () => HttpResponse.json( { general: expected().general, day: { data: [] } } ) ) );
		renderCard();
		expect( await within( card() ).findByText( 'No activity this period' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'list', { name: 'Views per day' } ) ).not.toBeInTheDocument();
	} );

	it( 'shows a bar’s date and views on hover, and on keyboard focus as arrow keys move along the bars', async () => {
		renderCard();
		const chart = await screen.findByRole( 'list', { name: 'Views per day' } );
		const bars = within( chart ).getAllByRole( 'link' );
		const views = ( expected().day?.data ?? [] ).map( ( [ , count ] ) => count );

		await userEvent.hover( bars[ 0 ] as HTMLElement );
		const tooltip = await within( chart ).findByText( /^October 24th/, { selector: '.jp-stats-tip' } );
		expect( tooltip ).toHaveTextContent( `October 24th: ${ views[ 0 ] } view` );
		await userEvent.unhover( bars[ 0 ] as HTMLElement );
		await waitFor( () => expect( within( chart ).queryByText( /^October 24th/, { selector: '.jp-stats-tip' } ) ).not.toBeInTheDocument() );

		// One tab stop for the whole chart: the latest bar.
		expect( bars.filter( ( bar ) => bar.tabIndex === 0 ) ).toEqual( [ bars[ bars.length - 1 ] ] );
		await userEvent.click( screen.getByRole( 'tab', { name: 'Days' } ) );
		await userEvent.tab();
		expect( bars[ bars.length - 1 ] ).toHaveFocus();
		expect( await within( chart ).findByText( /^November 22nd/, { selector: '.jp-stats-tip' } ) ).toBeInTheDocument();

		await userEvent.keyboard( '{ArrowLeft}' );
		expect( bars[ bars.length - 2 ] ).toHaveFocus();
		expect( await within( chart ).findByText( /^November 21st/, { selector: '.jp-stats-tip' } ) ).toBeInTheDocument();
		expect( within( chart ).getAllByText( /^November/, { selector: '.jp-stats-tip' } ) ).toHaveLength( 1 );

		await userEvent.keyboard( '{Home}' );
		expect( bars[ 0 ] ).toHaveFocus();
		expect( bars.filter( ( bar ) => bar.tabIndex === 0 ) ).toEqual( [ bars[ 0 ] ] );
		// Left from the first bar wraps round to the latest.
		await userEvent.keyboard( '{ArrowLeft}' );
		expect( bars[ bars.length - 1 ] ).toHaveFocus();
		await userEvent.keyboard( '{Home}{End}' );
		expect( bars[ bars.length - 1 ] ).toHaveFocus();
		await within( chart ).findByText( /^November 22nd/, { selector: '.jp-stats-tip' } );
		await userEvent.keyboard( '{Escape}' );
		await waitFor( () => expect( within( chart ).queryByText( /^November 22nd/, { selector: '.jp-stats-tip' } ) ).not.toBeInTheDocument() );
		expect( bars[ bars.length - 1 ] ).toHaveFocus();
	} );

	it( 'waits about 200 ms before showing a tooltip', async () => {
		renderCard();
		const chart = await screen.findByRole( 'list', { name: 'Views per day' } );
		jest.useFakeTimers();
		try {
			act( () => within( chart ).getAllByRole( 'link' )[ 0 ]?.focus() );
			act( () => jest.advanceTimersByTime( 150 ) );
			expect( within( chart ).queryByText( /^October 24th/, { selector: '.jp-stats-tip' } ) ).not.toBeInTheDocument();
			act( () => jest.advanceTimersByTime( 60 ) );
			expect( within( chart ).getByText( /^October 24th/, { selector: '.jp-stats-tip' } ) ).toBeInTheDocument();
		} finally {
			jest.useRealTimers();
		}
	} );

	// The card alone, not the whole dashboard: that the dashboard gives a subscriber this card is the layout rule's
	// (tests/unit/screens/at-a-glance/dashboard-layout.test.ts). Rendering the whole app here loaded the dashboard's lazy screen and
	// every card's calls, then polled its large accessibility tree, all inside one query's 1 s wait: on a busy
	// machine that overran now and then.
	it( 'shows a subscriber the chart and its ranges', async () => {
		demo.reset( 'subscriber' );
		renderCard();
		const chart = await within( card() ).findByRole( 'list', { name: 'Views per day' } );
		expect( within( chart ).getAllByRole( 'link' ).length ).toBeGreaterThan( 0 );
		expect( screen.getByRole( 'tab', { name: 'Weeks' } ) ).toBeInTheDocument();
	} );
} );

describe( 'before any stats are fetched', () => {
	it( 'says stats are unavailable in offline mode, and asks for nothing', async () => {
		demo.reset( 'offline' );
		renderCard();
		expect( within( card() ).getByText( 'Unavailable in Offline Mode.' ) ).toBeInTheDocument();
		await settle();
		expect( statsRanges() ).toEqual( [] );
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );

	it( 'offers no activation in offline mode, even with stats off', () => {
		demo.reset( 'offline' );
		statsOff();
		renderCard();
		expect( within( card() ).getByText( 'Unavailable in Offline Mode.' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'button', { name: 'Activate Site Stats' } ) ).not.toBeInTheDocument();
	} );

	it( 'says the site administrator turned stats off when the module is overridden', async () => {
		demo.backend.update( ( state ) => {
			if ( state.modules.stats ) {
				state.modules.stats.override = 'inactive';
				state.modules.stats.activated = false;
			}
		} );
		renderCard();
		expect( within( card() ).getByText( 'Site Stats has been turned off by a site administrator.' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
		await settle();
		expect( statsRanges() ).toEqual( [] );
	} );
} );

describe( 'stats switched off', () => {
	it( 'lets a manager activate them, which saves the setting and shows the stats', async () => {
		statsOff();
		renderCard();
		expect( within( card() ).getByText( /^Activate Site Stats to see/ ) ).toBeInTheDocument();
		await settle();
		expect( statsRanges() ).toEqual( [] );

		await userEvent.click( screen.getByRole( 'button', { name: 'Activate Site Stats' } ) );
		expect( await screen.findByRole( 'list', { name: 'Views per day' } ) ).toBeInTheDocument();
		expect( demo.backend.state.modules.stats?.activated ).toBe( true );
		expect( requests.calls() ).toContain( 'POST settings' );
		expect( screen.queryByRole( 'button', { name: 'Activate Site Stats' } ) ).not.toBeInTheDocument();
	} );

	it( 'keeps the prompt with the reason when activation fails, and activates on retry', async () => {
		statsOff();
		failCall( demo.server, 'post', 'settings' );
		renderCard();
		await userEvent.click( screen.getByRole( 'button', { name: 'Activate Site Stats' } ) );

		const alert = await findAlert( card(), 'Site Stats could not be activated.', 'The database is busy.' );
		expect( screen.getByRole( 'button', { name: 'Activate Site Stats' } ) ).toBeInTheDocument();
		expect( demo.backend.state.modules.stats?.activated ).toBe( false );

		await tryAgain( alert );
		expect( await screen.findByRole( 'list', { name: 'Views per day' } ) ).toBeInTheDocument();
		expect( demo.backend.state.modules.stats?.activated ).toBe( true );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	it( 'asks someone who cannot manage modules to turn to an administrator, with no button', () => {
		demo.reset( 'editor' );
		statsOff();
		renderCard();
		expect( within( card() ).getByText( /Ask a site administrator to activate it/ ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );
} );

describe( 'stats on, no chart yet', () => {
	const WELCOME =
		'Hello there! Your stats have been activated. Just give us a little time to collect data so we can display it for you here.';

	it( 'reports the provider’s errors with a link to the stats on WordPress.com', async () => {
		demo.backend.update( ( state ) => {
			state.stats.hasErrors = true;
		} );
		renderCard();
		const message = await within( card() ).findByText( /^Something happened while loading stats\./ );
		expect( message ).toHaveTextContent(
			'Something happened while loading stats. Please try again later or view your stats now on WordPress.com'
		);
		expect( within( message ).getByRole( 'link', { name: /^WordPress\.com/ } ) ).toHaveAttribute( 'href', 'https://wordpress.com/stats/day/localhost' );
		expect( screen.queryByRole( 'list' ) ).not.toBeInTheDocument();
		expect( screen.queryByRole( 'tab', { name: 'Days' } ) ).not.toBeInTheDocument();
	} );

	it( 'welcomes a site without views until someone dismisses it, and the dismissal is saved', async () => {
		demo.backend.update( ( state ) => {
			state.stats.empty = true;
		} );
		renderCard();
		expect( await within( card() ).findByText( WELCOME ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'tab', { name: 'Days' } ) ).not.toBeInTheDocument();

		await userEvent.click( screen.getByRole( 'button', { name: 'Okay, got it!' } ) );
		const chart = await screen.findByRole( 'list', { name: 'Views per day' } );
		expect( within( chart ).getByRole( 'link', { name: 'November 22nd: 0 views' } ) ).toBeInTheDocument();
		expect( demo.backend.state.options.dismiss_empty_stats_card ).toBe( true );
		expect( screen.queryByText( WELCOME ) ).not.toBeInTheDocument();
	} );

	it( 'shows the chart to a site whose welcome was dismissed before', async () => {
		demo.backend.update( ( state ) => {
			state.stats.empty = true;
			state.options.dismiss_empty_stats_card = true;
		} );
		renderCard();
		expect( await screen.findByRole( 'list', { name: 'Views per day' } ) ).toBeInTheDocument();
		expect( screen.queryByText( WELCOME ) ).not.toBeInTheDocument();
	} );

	it( 'keeps the welcome with the reason when the dismissal fails', async () => {
		demo.backend.update( ( state ) => {
			state.stats.empty = true;
		} );
		demo.server.use( http.post( SETTINGS_URL, () => HttpResponse.error() ) );
		renderCard();
		await userEvent.click( await screen.findByRole( 'button', { name: 'Okay, got it!' } ) );
		await findAlert( card(), 'This message could not be dismissed. The site could not be reached. Check your connection.' );
		expect( screen.getByText( WELCOME ) ).toBeInTheDocument();
		expect( demo.backend.state.options.dismiss_empty_stats_card ).toBe( false );
	} );

	it( 'gives no dismiss button to someone who cannot manage options', async () => {
		demo.reset( 'editor' );
		demo.backend.update( ( state ) => {
			state.stats.empty = true;
		} );
		renderCard();
		expect( await within( card() ).findByText( WELCOME ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );
} );

describe( 'a failed load', () => {
	it( 'shows what failed and why inside the card, and loads on "Try again"', async () => {
		failCall( demo.server, 'get', 'module/stats/data', { message: 'Stats are resting.' } );
		const { container } = renderCard();
		const alert = await findAlert( card() );
		expect( container.querySelector( '.jp-isolated[data-part="Site Stats"]' ) ).toContainElement( alert );
		expect( alert ).toHaveTextContent( 'The stats could not be loaded. Stats are resting. (Status 500)' );
		expect( screen.queryByRole( 'tab', { name: 'Days' } ) ).not.toBeInTheDocument();

		await tryAgain( alert );
		expect( await screen.findByRole( 'list', { name: 'Views per day' } ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		await waitFor( () => expect( statsRanges() ).toEqual( [ 'day', 'day' ] ) );
	} );

	it( 'keeps the range switch when another range fails, and retries that range', async () => {
		renderCard();
		await screen.findByRole( 'list', { name: 'Views per day' } );
		demo.server.use( http.get( STATS_URL, () => new HttpResponse( 'not json', { status: 200 } ), { once: true } ) );
		await userEvent.click( screen.getByRole( 'tab', { name: 'Weeks' } ) );
		const alert = await findAlert( card(), 'The stats could not be loaded. The site sent an answer that could not be read.' );
		expect( screen.getByRole( 'tab', { name: 'Days' } ) ).toBeInTheDocument();

		await tryAgain( alert );
		expect( await screen.findByRole( 'list', { name: 'Views per week' } ) ).toBeInTheDocument();
	} );
} );

describe( 'a user whose account is not linked', () => {
	it( 'is offered to connect it, which asks the shell for the user-connect overlay titled for Site Stats', async () => {
		demo.reset( 'user-unlinked' );
		const { store } = renderCard();
		await within( card() ).findByRole( 'list', { name: 'Views per day' } );
		expect( within( card() ).getByText( 'Connect your WordPress.com account to see your detailed stats on WordPress.com.' ) ).toBeVisible();
		await userEvent.click( within( card() ).getByRole( 'button', { name: 'Connect your WordPress.com account' } ) );
		expect( store.getState().connectionFlow.connectUserRequested ).toEqual( { featureLabel: 'Site Stats' } );
	} );

	it( 'is not offered to a linked user', async () => {
		renderCard();
		await within( card() ).findByRole( 'list', { name: 'Views per day' } );
		expect( within( card() ).queryByRole( 'button', { name: 'Connect your WordPress.com account' } ) ).not.toBeInTheDocument();
	} );

	it( 'is not offered when the module is overridden off: connecting would not bring stats back', () => {
		demo.reset( 'user-unlinked' );
		demo.backend.update( ( state ) => {
			if ( state.modules.stats ) {
				state.modules.stats.override = 'inactive';
			}
		} );
		renderCard();
		expect( within( card() ).getByText( 'Site Stats has been turned off by a site administrator.' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );
} );
