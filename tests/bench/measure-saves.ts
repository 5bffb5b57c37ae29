/**
 * The requests of one save (docs/settings.md#save-model), each from a fresh owner site: a switch on Traffic, a card's
 * Save on Discussion and a module's activation from At a Glance. Each is counted from the click until the page is
 * quiet again, so a read the save starts afterwards counts too.
 */
import type { Browser, Page } from 'playwright-core';
import { resetScenario } from '../e2e/support/browser';
import type { SaveLoad } from './budgets';
import { navigate, openDashboard, settle } from './measure-load';
import type { OpenedPage } from './measure-load';

const card = ( page: Page, title: string ) => page.getByRole( 'region', { name: title, exact: true } );
const saved = ( page: Page ) => page.getByRole( 'region', { name: 'Notices' } ).getByText( 'Updated settings.' );

async function requestsOf( opened: OpenedPage, save: () => Promise< void > ): Promise< string[] > {
	const before = opened.network.rest().length;
	await save();
	await settle( opened.page, opened.network );
	return opened.network.rest().slice( before ).map( ( request ) => `${ request.method } ${ request.route }` );
}

async function measureSave( browser: Browser, action: string, hashPath: string, save: ( page: Page ) => Promise< void >, prepare?: ( page: Page ) => Promise< void > ): Promise< SaveLoad > {
	await resetScenario( 'owner' );
	const opened = await openDashboard( browser );
	try {
		await navigate( opened, hashPath );
		await prepare?.( opened.page );
		await settle( opened.page, opened.network );
		return { action, requests: await requestsOf( opened, () => save( opened.page ) ) };
	} finally {
		await opened.context.close();
	}
}

export async function measureSaves( browser: Browser ): Promise< SaveLoad[] > {
	return [
		await measureSave( browser, 'a switch on Traffic (Shortlinks)', '/traffic', async ( page ) => {
			await card( page, 'Shortlinks' ).getByRole( 'checkbox', { name: 'Generate shortened URLs for simpler sharing.' } ).click();
			await saved( page ).waitFor();
		} ),
		await measureSave(
			browser,
			'a card’s Save on Discussion (Comments)',
			'/discussion',
			async ( page ) => {
				await card( page, 'Comments' ).getByRole( 'textbox', { name: 'Comment form introduction' } ).fill( 'Say hello' );
				await card( page, 'Comments' ).getByRole( 'button', { name: 'Save Settings' } ).click();
				await saved( page ).waitFor();
			},
			// The greeting can be changed only with the comment form on: switched on first, not counted.
			async ( page ) => {
				const form = card( page, 'Comments' ).getByRole( 'checkbox', { name: /^Let visitors use a WordPress\.com/ } );
				if ( ! ( await form.isChecked() ) ) {
					await form.click();
					await card( page, 'Comments' ).getByRole( 'textbox', { name: 'Comment form introduction' } ).and( page.locator( ':enabled' ) ).waitFor();
				}
			}
		),
		await measureSave( browser, 'a module’s activation from At a Glance (Downtime monitoring)', '/dashboard', async ( page ) => {
			await card( page, 'Downtime monitoring' ).getByRole( 'button', { name: 'Activate downtime monitoring' } ).click();
			await card( page, 'Downtime monitoring' ).getByText( /Your site is being monitored for downtime/ ).waitFor();
		} ),
	];
}
