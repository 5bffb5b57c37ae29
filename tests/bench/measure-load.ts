/**
 * The budget figures: what a dashboard load in owner fetches (scripts, stylesheets, REST requests and when they
 * started against the shell's first paint), what each other screen adds when opened from the dashboard, and the
 * build's stylesheets.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PRODUCT_SLUGS } from '../../src/app/app-routes';
import { demoUrl, resetScenario } from '../e2e/support/browser';
import type { Measurements, RestRequest, RouteLoad, SizedFile } from './budgets';
import { gzipSize, watchNetwork } from './network';
import type { NetworkLog } from './network';
import { installProbe, shellPaint, waitSettled } from './page-probe';

export const BUILD_DIR = path.resolve( __dirname, '../../build' );
export const appUrl = ( hash = '#/dashboard' ) => `${ demoUrl() }/wp-admin/admin.php?page=jetpack${ hash }`;

export interface OpenedPage {
	context: BrowserContext;
	page: Page;
	network: NetworkLog;
}

/** A fresh context (empty cache) on the settled dashboard. */
export async function openDashboard( browser: Browser ): Promise< OpenedPage > {
	const context = await browser.newContext( { viewport: { width: 1280, height: 900 } } );
	await installProbe( context );
	const page = await context.newPage();
	const network = watchNetwork( page );
	await page.goto( appUrl() );
	await page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor();
	await settle( page, network, 'At a Glance' );
	return { context, page, network };
}

/**
 * The pages of the browser's own UI open while the dashboard is (chrome:// addresses): none, with the suites' switches
 * (tests/support/chromium.mjs), so the loads the bench times have the machine to themselves.
 */
export async function browserUiPages( browser: Browser ): Promise< string[] > {
	const opened = await openDashboard( browser );
	try {
		const session = await browser.newBrowserCDPSession();
		const { targetInfos } = await session.send( 'Target.getTargets' );
		await session.detach();
		return targetInfos.map( ( target ) => target.url ).filter( ( url ) => url.startsWith( 'chrome://' ) );
	} finally {
		await opened.context.close();
	}
}

/** Network idle, screen settled, and idle again: a lazily loaded chunk may fire its own requests once rendered. */
export async function settle( page: Page, network: NetworkLog, heading?: string ): Promise< void > {
	await network.idle( 300 );
	await waitSettled( page, heading === undefined ? {} : { heading } );
	await network.idle( 300 );
}

/** Client-side navigation, as a click on a link does: only the hash changes. */
export async function navigate( opened: OpenedPage, hashPath: string ): Promise< string > {
	await opened.page.evaluate( ( target ) => ( window.location.hash = target ), hashPath );
	await settle( opened.page, opened.network );
	return new URL( opened.page.url() ).hash.slice( 1 );
}

async function restWithStartTimes( page: Page, network: NetworkLog ): Promise< RestRequest[] > {
	const starts = await page.evaluate( () =>
		performance.getEntriesByType( 'resource' ).map( ( entry ) => ( { name: entry.name, startTime: entry.startTime } ) )
	);
	return network.rest().map( ( request ) => {
		// Each resource entry answers one request: take the first unclaimed entry of the same URL.
		const index = starts.findIndex( ( entry ) => entry.name === request.url );
		const startTime = index >= 0 ? starts.splice( index, 1 )[ 0 ]?.startTime ?? null : null;
		return { method: request.method, route: request.route, startTime };
	} );
}

export async function measureDashboard( browser: Browser ): Promise< Pick< Measurements, 'dashboardScripts' | 'dashboardRest' | 'shellPaint' > & { loadedCss: SizedFile[] } > {
	await resetScenario( 'owner' );
	const opened = await openDashboard( browser );
	try {
		return {
			dashboardScripts: await opened.network.scripts(),
			loadedCss: await opened.network.stylesheets(),
			dashboardRest: await restWithStartTimes( opened.page, opened.network ),
			shellPaint: await shellPaint( opened.page ),
		};
	} finally {
		await opened.context.close();
	}
}

/** The first product page the site offers, by the page's own Initial_State (the route's guard reads the same). */
async function availableProduct( browser: Browser ): Promise< string > {
	await resetScenario( 'owner' );
	const opened = await openDashboard( browser );
	const products = await opened.page.evaluate( () => window.Initial_State?.products ?? {} );
	await opened.context.close();
	const slug = PRODUCT_SLUGS.find( ( candidate ) => products[ candidate ]?.available );
	if ( ! slug ) {
		throw new Error( 'The owner scenario offers no product page.' );
	}
	return slug;
}

export async function measureRoute( browser: Browser, scenario: string, hashPath: string ): Promise< RouteLoad > {
	await resetScenario( scenario );
	const opened = await openDashboard( browser );
	try {
		const before = new Set( ( await opened.network.scripts() ).map( ( file ) => file.name ) );
		const restBefore = opened.network.rest().length;
		const finalPath = await navigate( opened, hashPath );
		return {
			path: hashPath,
			scenario,
			// /recommendations opens its first step (/recommendations/site-type): still the screen asked for.
			reached: finalPath === hashPath || finalPath.startsWith( `${ hashPath }/` ),
			scripts: ( await opened.network.scripts() ).filter( ( file ) => ! before.has( file.name ) ),
			restRequests: opened.network.rest().length - restBefore,
		};
	} finally {
		await opened.context.close();
	}
}

/** One route of each other screen, in a scenario whose guards let it open. */
export async function measureRoutes( browser: Browser ): Promise< RouteLoad[] > {
	const targets: [ string, string ][] = [
		[ 'owner', '/my-plan' ],
		[ 'owner', '/settings' ],
		[ 'owner', '/security' ],
		[ 'owner', '/license/activation' ],
		[ 'recommendations', '/recommendations' ],
		[ 'owner', `/product/${ await availableProduct( browser ) }` ],
	];
	const loads: RouteLoad[] = [];
	for ( const [ scenario, hashPath ] of targets ) {
		loads.push( await measureRoute( browser, scenario, hashPath ) );
	}
	return loads;
}

/** The build's non-RTL stylesheets (the RTL copies replace them for RTL admins, never add to them). */
export function measureBuildCss(): SizedFile[] {
	return fs
		.readdirSync( BUILD_DIR )
		.filter( ( file ) => file.endsWith( '.css' ) && ! file.endsWith( '-rtl.css' ) )
		.sort()
		.map( ( file ) => ( { name: file, gzBytes: gzipSize( fs.readFileSync( path.join( BUILD_DIR, file ) ) ) } ) );
}
