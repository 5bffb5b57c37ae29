/**
 * Every action a user takes that writes to the site, declared once: where it is offered, the one call it makes
 * (method and jetpack/v4 route, exactly), what it looks like while the change is only on screen, and what shows
 * once it is saved. The fault gate (user-writes.e2e.ts) runs each one under every fault; a write the app makes
 * that no entry names fails that gate.
 *
 * Adding a screen's saves: one entry per action, in this list. Nothing else changes.
 */
import type { Locator, Page } from 'playwright-core';

export type WriteMethod = 'POST' | 'PUT' | 'DELETE';

export interface UserWrite {
	/** The row of the fault table: what the user does, and where. */
	action: string;
	/** The demo scenario in which the action is offered. */
	scenario: string;
	/** The hash route the user starts from. */
	route: string;
	/** The one call the action makes, exactly: method and route under jetpack/v4 (no query). */
	call: { method: WriteMethod; path: string };
	/** The part of the page that answers for the action: its failure message, with "Try again", shows inside. */
	part: ( page: Page ) => Locator;
	/** What the user does, on the page loaded at `route`. */
	act: ( page: Page ) => Promise< void >;
	/** What shows the user's change while it is not saved; it must stay on screen after a failure. */
	kept: ( page: Page ) => Locator;
	/** Resolves once the page shows the change saved. */
	saved: ( page: Page ) => Promise< void >;
}

/** The isolated part a card or box renders in (`data-part` is its title). */
export const part = ( title: string ) => ( page: Page ) => page.locator( `.jp-isolated[data-part="${ title }"]` );
const gone = ( locator: ( page: Page ) => Locator ) => async ( page: Page ) => {
	await locator( page ).waitFor( { state: 'detached', timeout: 10000 } );
};
const shows = ( locator: ( page: Page ) => Locator ) => async ( page: Page ) => {
	await locator( page ).waitFor( { timeout: 10000 } );
};
const button = ( title: string, name: string ) => ( page: Page ) => part( title )( page ).getByRole( 'button', { name, exact: true } );

/** A card's own button that activates a feature: the button stays until the server agrees. */
function activateFromCard( title: string, name: string, scenario: string, call: UserWrite[ 'call' ] ): UserWrite {
	return {
		action: `${ name } (${ title } card)`,
		scenario,
		route: '/dashboard',
		call,
		part: part( title ),
		act: ( page ) => button( title, name )( page ).click(),
		kept: button( title, name ),
		saved: gone( button( title, name ) ),
	};
}

/** A card the user dismisses for good: it stays until the dismissal is saved. */
function dismissCard( title: string, scenario = 'owner' ): UserWrite {
	return {
		action: `Dismiss (${ title } card)`,
		scenario,
		route: '/dashboard',
		call: { method: 'POST', path: 'settings' },
		part: part( title ),
		act: ( page ) => button( title, 'Dismiss' )( page ).click(),
		kept: part( title ),
		saved: gone( part( title ) ),
	};
}

/** A plugin card's Install: the card says the plugin is active once it is. */
function installPlugin( title: string, scenario: string ): UserWrite {
	return {
		action: `Install (${ title } card)`,
		scenario,
		route: '/dashboard',
		call: { method: 'POST', path: 'plugins' },
		part: part( title ),
		act: ( page ) => button( title, 'Install' )( page ).click(),
		kept: button( title, 'Install' ),
		saved: shows( ( page ) => part( title )( page ).getByText( 'Plugin is installed & active.' ) ),
	};
}

/** A detached licence of the `licenses` scenario: the only scenario whose keys the demo site accepts. */
const LICENSE_KEY = 'jetpack-security-t1-demo-1';
const licenseScreen = ( page: Page ) => page.locator( '#jp-main' );
const licenseBox = ( page: Page ) => page.getByRole( 'region', { name: 'Have a license key?' } );
const disconnectDialog = ( page: Page ) => page.getByRole( 'dialog' );

export const USER_WRITES: readonly UserWrite[] = [
	activateFromCard( 'VideoPress', 'Activate', 'owner', { method: 'POST', path: 'settings' } ),
	activateFromCard( 'Downtime monitoring', 'Activate downtime monitoring', 'owner', { method: 'POST', path: 'module/monitor/active' } ),
	dismissCard( "Manage your clients' sites with ease" ),
	dismissCard( 'Jetpack in your pocket' ),
	installPlugin( 'Speed up your site', 'threats' ),
	installPlugin( 'Manage your customers', 'threats' ),
	{
		action: 'Activate (licence screen)',
		scenario: 'licenses',
		route: '/license/activation',
		call: { method: 'POST', path: 'licensing/set-license' },
		part: licenseScreen,
		act: async ( page ) => {
			await licenseScreen( page ).getByRole( 'textbox', { name: 'License key' } ).fill( LICENSE_KEY );
			await licenseScreen( page ).getByRole( 'button', { name: 'Activate', exact: true } ).click();
		},
		kept: ( page ) => licenseScreen( page ).locator( `input[value="${ LICENSE_KEY }"]` ),
		saved: shows( ( page ) => page.getByText( 'Your license key is activated' ) ),
	},
	{
		action: 'Apply license (My Plan licence box)',
		scenario: 'licenses',
		route: '/my-plan',
		call: { method: 'POST', path: 'licensing/set-license' },
		// The outcome is a notice above the page; "Try again" shows in the box.
		part: ( page ) => licenseBox( page ).or( page.locator( '.jp-notices' ) ),
		act: async ( page ) => {
			await licenseBox( page ).getByRole( 'textbox', { name: 'License key' } ).fill( LICENSE_KEY );
			await licenseBox( page ).getByRole( 'button', { name: 'Apply license' } ).click();
		},
		kept: ( page ) => licenseBox( page ).locator( `input[value="${ LICENSE_KEY }"]` ),
		saved: shows( ( page ) => page.getByText( 'Jetpack license key added.', { exact: false } ) ),
	},
	{
		action: 'Disconnect (disconnect dialog)',
		scenario: 'owner',
		route: '/disconnect',
		call: { method: 'POST', path: 'connection' },
		part: disconnectDialog,
		act: ( page ) => disconnectDialog( page ).getByRole( 'button', { name: 'Disconnect', exact: true } ).click(),
		kept: ( page ) => disconnectDialog( page ).getByRole( 'heading', { name: 'Are you sure you want to disconnect?' } ),
		saved: shows( ( page ) => disconnectDialog( page ).getByRole( 'heading', { name: 'Jetpack has been successfully disconnected' } ) ),
	},
	{
		action: 'Dismiss (licence activation notice)',
		scenario: 'licenses',
		route: '/dashboard',
		call: { method: 'POST', path: 'licensing/user/activation-notice-dismiss' },
		part: ( page ) => page.locator( '.jp-notice--license-activation' ),
		act: ( page ) => page.locator( '.jp-notice--license-activation' ).getByRole( 'button', { name: 'Close' } ).click(),
		kept: ( page ) => page.locator( '.jp-notice--license-activation' ),
		saved: gone( ( page ) => page.locator( '.jp-notice--license-activation' ) ),
	},
];

/**
 * Actions that write nothing to the site, declared so that no one adds them to the list above by mistake: the
 * partner coupon's "Remind me later" keeps its date in the browser (three days), not on the site.
 */
export const LOCAL_ONLY_ACTIONS: readonly string[] = [ 'Remind me later (partner coupon banner)' ];
