/**
 * The recommendations assistant in the browser, on the demo site's recommendations scenario: a store walks from the
 * site type to the summary, enabling some features (two plugin installs, two modules) and skipping others; the
 * summary lists what was chosen; a reload of /recommendations resumes at the saved step; and the same walk works
 * with the keyboard alone.
 */
import type { Page } from 'playwright-core';
import { demoUrl, openApp, sharedBrowser } from './support/browser';
import { tabUntil } from './support/focus';

const browser = sharedBrowser();

const STEP_HEADINGS = {
	siteType: 'What type of site is Demo Garden Journal?',
	woocommerce: 'Would you like WooCommerce to power your store?',
	monitor: 'Would you like Downtime Monitoring to notify you if your site goes offline?',
	relatedPosts: 'Would you like Related Posts to display at the bottom of your content?',
	creativeMail: 'Would you like to turn site visitors into subscribers?',
	siteAccelerator: 'Would you like Site Accelerator to help your site load faster?',
	publicize: 'Would you like to share your posts on social media automatically?',
	summary: "Nice work! Let's recap what we enabled for Demo Garden Journal.",
};

const onStep = ( page: Page, heading: string ) => page.getByRole( 'heading', { level: 1, name: heading, exact: true } ).waitFor();
const progress = ( page: Page ) => page.locator( 'progress' ).getAttribute( 'value' );
const listed = ( page: Page, section: string ) => page.getByRole( 'region', { name: section } ).getByRole( 'listitem' ).allInnerTexts();

it( 'a store walks from the site type to the summary, enabling some and skipping others; a reload resumes at the saved step', async () => {
	const watched = await openApp( browser(), '#/recommendations', STEP_HEADINGS.siteType, { scenario: 'recommendations' } );
	const { page } = watched;
	expect( new URL( page.url() ).hash ).toBe( '#/recommendations/site-type' );
	expect( await page.getByRole( 'navigation', { name: 'Jetpack' } ).getByLabel( '3 new recommendations' ).count() ).toBe( 1 );
	expect( await progress( page ) ).toBe( '17' );
	await page.getByRole( 'checkbox', { name: 'Store' } ).check();
	await page.getByRole( 'button', { name: 'Continue' } ).click();

	await onStep( page, STEP_HEADINGS.woocommerce );
	expect( await progress( page ) ).toBe( '33' );
	await page.getByRole( 'button', { name: 'Install WooCommerce' } ).click();
	await onStep( page, STEP_HEADINGS.monitor );
	await page.getByRole( 'button', { name: 'Enable Downtime Monitoring' } ).click();
	await onStep( page, STEP_HEADINGS.relatedPosts );
	expect( await progress( page ) ).toBe( '67' );

	// Reload /recommendations: the saved step is where the user was.
	await watched.restCallsEnded();
	await page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack&again=1#/recommendations` );
	await onStep( page, STEP_HEADINGS.relatedPosts );
	expect( new URL( page.url() ).hash ).toBe( '#/recommendations/related-posts' );
	// monitor has been opened: one new recommendation less (related-posts is opened as it is saved).
	await page.getByRole( 'navigation', { name: 'Jetpack' } ).getByLabel( '1 new recommendation' ).waitFor();

	await page.getByRole( 'button', { name: 'Not now' } ).click();
	await onStep( page, STEP_HEADINGS.creativeMail );
	await page.getByRole( 'button', { name: 'Install Creative Mail' } ).click();
	await onStep( page, STEP_HEADINGS.siteAccelerator );
	expect( await progress( page ) ).toBe( '99' );
	await page.getByRole( 'button', { name: 'Not now' } ).click();
	await onStep( page, STEP_HEADINGS.publicize );
	// No value of its own: the bar stays where it was.
	expect( await progress( page ) ).toBe( '99' );
	await page.getByRole( 'button', { name: 'Enable Jetpack Social' } ).click();

	await onStep( page, STEP_HEADINGS.summary );
	await page.getByRole( 'region', { name: 'Recommendations enabled' } ).waitFor();
	expect( await listed( page, 'Recommendations enabled' ) ).toEqual( [ 'WooCommerce', 'Downtime Monitoring New', 'Creative Mail', 'Jetpack Social' ] );
	expect( await listed( page, 'Recommendations skipped' ) ).toEqual( [
		'Related Posts New Enable Related Posts',
		'Site Accelerator New Enable Site Accelerator',
	] );
	expect( await page.getByRole( 'region', { name: 'Resources' } ).count() ).toBe( 0 );
	await page.getByText( '14-day money-back guarantee' ).waitFor();
	await page.getByText( '* Discount is for first term only, all renewals are at full price.' ).waitFor();
	await page.getByText( /^Offer ends in \d+d/ ).waitFor();

	// The installs ran: the plugins now work, so their steps show them enabled.
	await watched.restCallsEnded();
	await page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack&again=2#/recommendations/woocommerce` );
	await onStep( page, STEP_HEADINGS.woocommerce );
	await page.getByText( 'Feature Enabled' ).waitFor();
	await page.getByRole( 'link', { name: 'View Recommendations' } ).click();
	await onStep( page, STEP_HEADINGS.summary );
	// The summary saves itself as the user's place; the next load waits for that save.
	await watched.restCallsEnded();
	await page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack&again=3#/recommendations/creative-mail` );
	await page.getByText( 'Feature Enabled' ).waitFor();
	await watched.restCallsEnded();
	watched.expectClean();
	await watched.close();
} );

it( 'walks from the site type to the summary with the keyboard alone', async () => {
	const watched = await openApp( browser(), '#/recommendations', STEP_HEADINGS.siteType, { scenario: 'recommendations' } );
	const { page } = watched;
	await tabUntil( page, ( stop ) => stop.role === 'checkbox' && stop.name === 'Store', 'the Store answer' );
	await page.keyboard.press( 'Space' );
	await tabUntil( page, ( stop ) => stop.role === 'button' && stop.name === 'Continue', 'Continue' );
	await page.keyboard.press( 'Enter' );

	const steps = [
		[ STEP_HEADINGS.woocommerce, 'Not now' ],
		[ STEP_HEADINGS.monitor, 'Enable Downtime Monitoring' ],
		[ STEP_HEADINGS.relatedPosts, 'Not now' ],
		[ STEP_HEADINGS.creativeMail, 'Not now' ],
		[ STEP_HEADINGS.siteAccelerator, 'Enable Site Accelerator' ],
		[ STEP_HEADINGS.publicize, 'Not now' ],
	] as const;
	for ( const [ heading, action ] of steps ) {
		await onStep( page, heading );
		await page.getByRole( 'button', { name: action } ).waitFor();
		await tabUntil( page, ( stop ) => stop.role === 'button' && stop.name === action, action );
		await page.keyboard.press( 'Enter' );
	}
	await onStep( page, STEP_HEADINGS.summary );
	await page.getByRole( 'region', { name: 'Recommendations enabled' } ).waitFor();
	expect( await listed( page, 'Recommendations enabled' ) ).toEqual( [ 'Downtime Monitoring New', 'Site Accelerator New' ] );
	expect( await listed( page, 'Recommendations skipped' ) ).toEqual( [
		'WooCommerce Enable WooCommerce',
		'Related Posts New Enable Related Posts',
		'Creative Mail Enable Creative Mail',
		'Jetpack Social Enable Jetpack Social',
	] );
	await watched.restCallsEnded();
	watched.expectClean();
	await watched.close();
} );
