/**
 * Pictures of the main screens, for the README and for a look at what users see. `npm run screenshots` writes them
 * to docs/screenshots/ (committed); inside `npm test` they go to test-results/screenshots/, and a screen that cannot
 * be captured (its heading never shows, the page logs an error) fails its test.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, openApp, STORE_BADGES_UNREACHABLE } from './support/browser';
import { ROOT } from './support/demo-server';

const OUT = path.resolve( ROOT, process.env.SCREENSHOTS_DIR ?? 'test-results/screenshots' );

interface Shot {
	/** The PNG's name. */
	name: string;
	scenario: string;
	hash: string;
	/** The level-1 heading that says the screen is there. */
	heading: string;
	viewport?: { width: number; height: number };
	/** The user's WordPress locale (he_IL: a right-to-left admin). */
	locale?: string;
}

/** The screens, listed: the README shows some of them by these names. */
export const SHOTS: readonly Shot[] = [
	{ name: 'at-a-glance', scenario: 'owner', hash: '#/dashboard', heading: 'At a Glance' },
	{ name: 'at-a-glance-paid', scenario: 'owner-paid', hash: '#/dashboard', heading: 'At a Glance' },
	{ name: 'at-a-glance-threats', scenario: 'threats', hash: '#/dashboard', heading: 'At a Glance' },
	{ name: 'connect', scenario: 'not-connected', hash: '#/dashboard', heading: 'Over 5 million WordPress sites are faster and more secure' },
	{ name: 'store-welcome', scenario: 'not-connected', hash: '#/woo-setup', heading: 'Security, growth and performance tools for your store' },
	{ name: 'my-plan', scenario: 'owner-paid', hash: '#/my-plan', heading: 'Jetpack My Plan Details' },
	{ name: 'product-backup', scenario: 'owner', hash: '#/product/backup', heading: 'Backup' },
	{ name: 'license-activation', scenario: 'licenses', hash: '#/license/activation', heading: 'Add a license key' },
	{ name: 'settings-security', scenario: 'owner', hash: '#/security', heading: 'Security' },
	{ name: 'settings-performance', scenario: 'owner', hash: '#/performance', heading: 'Performance' },
	{ name: 'settings-writing', scenario: 'owner', hash: '#/writing', heading: 'Writing' },
	{ name: 'settings-sharing', scenario: 'threats', hash: '#/sharing', heading: 'Sharing' },
	{ name: 'settings-discussion', scenario: 'owner', hash: '#/discussion', heading: 'Discussion' },
	{ name: 'settings-traffic', scenario: 'owner', hash: '#/traffic', heading: 'Traffic' },
	{ name: 'settings-privacy', scenario: 'owner', hash: '#/privacy', heading: 'Privacy' },
	{ name: 'settings-search', scenario: 'owner', hash: '#/settings?term=monitor', heading: 'Settings' },
	{ name: 'recommendations-site-type', scenario: 'recommendations', hash: '#/recommendations/site-type', heading: 'What type of site is Demo Garden Journal?' },
	{ name: 'recommendations-summary', scenario: 'owner', hash: '#/recommendations/summary', heading: "Nice work! Let's recap what we enabled for Demo Garden Journal." },
	{ name: 'at-a-glance-editor', scenario: 'editor', hash: '#/dashboard', heading: 'At a Glance' },
	{ name: 'phone', scenario: 'owner', hash: '#/dashboard', heading: 'At a Glance', viewport: { width: 390, height: 844 } },
	{ name: 'right-to-left', scenario: 'owner', hash: '#/dashboard', heading: 'At a Glance', locale: 'he_IL' },
];

let browser: Browser;
beforeAll( async () => {
	browser = await launchBrowser();
	fs.mkdirSync( OUT, { recursive: true } );
} );
afterAll( async () => {
	await browser.close();
	process.stdout.write( `\nScreenshots: ${ SHOTS.length } screens written to ${ path.relative( ROOT, OUT ) }/\n` );
} );

it.each( SHOTS.map( ( shot ) => [ shot.name, shot ] as const ) )( 'captures %s', async ( name, shot ) => {
	const watched = await openApp( browser, shot.hash, shot.heading, {
		scenario: shot.scenario,
		viewport: shot.viewport,
		locale: shot.locale,
		allow: shot.locale ? STORE_BADGES_UNREACHABLE : [],
	} );
	const { page } = watched;
	await watched.restCallsEnded();
	await page.locator( '#jp-main [role="status"]' ).first().waitFor( { state: 'detached' } );
	// No caret or animation caught half-way.
	await page.addStyleTag( { content: '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }' } );
	await page.screenshot( { path: path.join( OUT, `${ name }.png` ), fullPage: true } );
	expect( fs.statSync( path.join( OUT, `${ name }.png` ) ).size ).toBeGreaterThan( 10000 );
	watched.expectClean();
	await watched.close();
} );
