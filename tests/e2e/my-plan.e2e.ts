/**
 * My Plan in the browser, on the demo site (docs/my-plan-and-products.md#my-plan): a paid plan with its renewal date
 * and features, and the licence box adding a product that the site still lists after a reload.
 */
import { openApp, sharedBrowser } from './support/browser';

const browser = sharedBrowser();

const HEADING = 'Jetpack My Plan Details';

it( 'a site on the Complete plan: its name, when it renews, and the paid features grid', async () => {
	const watched = await openApp( browser(), '#/my-plan', HEADING, { scenario: 'owner-paid' } );
	const plan = watched.page.getByRole( 'region', { name: 'My Plan', exact: true } );
	await plan.getByText( 'Jetpack Complete' ).waitFor();
	await plan.getByText( /^Renews on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/ ).waitFor();
	const features = watched.page.getByRole( 'region', { name: 'Your plan’s features' } );
	await features.getByRole( 'heading', { name: 'Video hosting' } ).waitFor();
	expect( await features.getByRole( 'heading', { level: 3 } ).allTextContents() ).toEqual( [
		'Site backups',
		'Security scanning',
		'Spam filtering',
		'Search',
		'Video hosting',
		'Ads',
		'Google Analytics',
		'Social media',
	] );
	watched.expectClean();
	await watched.close();
} );

it( 'the licence box adds a product: the notice says so, the product is listed, and still is after a reload', async () => {
	const watched = await openApp( browser(), '#/my-plan', HEADING, { scenario: 'licenses' } );
	const { page } = watched;
	const products = page.getByRole( 'region', { name: 'My Products' } );
	await products.getByText( 'No products beside your plan yet.' ).waitFor();

	const box = page.getByRole( 'region', { name: 'Have a license key?' } );
	await box.getByRole( 'textbox', { name: 'License key' } ).fill( 'jetpack-backup-t1-demo-2' );
	await box.getByRole( 'button', { name: 'Apply license' } ).click();
	await page
		.getByRole( 'region', { name: 'Notices' } )
		.getByText( 'Jetpack license key added. It may take a minute for the license to be processed.' )
		.waitFor();
	await products.getByText( 'Jetpack Backup (10GB)' ).waitFor();
	expect( await box.getByRole( 'textbox', { name: 'License key' } ).inputValue() ).toBe( '' );

	await watched.restCallsEnded();
	await page.reload();
	await page.getByRole( 'heading', { level: 1, name: HEADING } ).waitFor();
	await products.getByText( 'Jetpack Backup (10GB)' ).waitFor();
	await products.getByText( /^Renews on / ).waitFor();
	watched.expectClean();
	await watched.close();
} );
