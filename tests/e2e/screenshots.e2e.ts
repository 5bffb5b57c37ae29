/**
 * Pictures of the main screens, for the README and for a look at what users see. `npm run screenshots` writes them
 * to docs/screenshots/ (committed); inside `npm test` they go to test-results/screenshots/, and a screen that cannot
 * be captured (its heading never shows, the page logs an error) fails its test.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, openApp } from './support/browser';
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
}

/** The screens, listed: the README shows some of them by these names. */
export const SHOTS: readonly Shot[] = [
	{ name: 'at-a-glance', scenario: 'owner', hash: '#/dashboard', heading: 'At a Glance' },
	{ name: 'at-a-glance-paid', scenario: 'owner-paid', hash: '#/dashboard', heading: 'At a Glance' },
	{ name: 'at-a-glance-threats', scenario: 'threats', hash: '#/dashboard', heading: 'At a Glance' },
	{ name: 'not-connected', scenario: 'not-connected', hash: '#/dashboard', heading: 'At a Glance' },
	{ name: 'my-plan', scenario: 'owner-paid', hash: '#/my-plan', heading: 'Jetpack My Plan Details' },
	{ name: 'product-backup', scenario: 'owner', hash: '#/product/backup', heading: 'Backup' },
	{ name: 'license-activation', scenario: 'licenses', hash: '#/license/activation', heading: 'Add a license key' },
	{ name: 'at-a-glance-editor', scenario: 'editor', hash: '#/dashboard', heading: 'At a Glance' },
	{ name: 'phone', scenario: 'owner', hash: '#/dashboard', heading: 'At a Glance', viewport: { width: 390, height: 844 } },
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
	const watched = await openApp( browser, shot.hash, shot.heading, { scenario: shot.scenario, viewport: shot.viewport } );
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
