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

/** One call: method and route under jetpack/v4, exactly (no query). */
export interface WriteCall {
	method: WriteMethod;
	path: string;
}

export interface UserWrite {
	/** The row of the fault table: what the user does, and where. */
	action: string;
	/** The demo scenario in which the action is offered. */
	scenario: string;
	/** The hash route the user starts from. */
	route: string;
	/**
	 * Writes the page makes by itself as the route opens, not the user's (a recommendations step saves itself as the
	 * step to resume at, then records that it was seen). The cell waits for their answers before it sets the fault.
	 */
	opens?: readonly WriteCall[];
	/** What the user did first to reach the state the action is offered in (its writes are other entries'). */
	before?: ( page: Page ) => Promise< void >;
	/** The first call the action makes. */
	call: WriteCall;
	/**
	 * The calls it makes next, in order, each once the one before went through (a site-type answer saved in two
	 * places, a step that records the choice then turns the feature on). Every call of the action meets the fault.
	 */
	then?: readonly WriteCall[];
	/** The part of the page that answers for the action: its failure message, with "Try again", shows inside. */
	part: ( page: Page ) => Locator;
	/** What the user does, on the page loaded at `route`. */
	act: ( page: Page ) => Promise< void >;
	/**
	 * What shows the user's change while it is not saved; it must stay on screen after a failure. For a switch that
	 * saves at once, declared with `reverts`, it is the switch back where the server has it: a switch must never
	 * show a state the site is not in, so the change is kept by the failure notice's "Try again" instead.
	 */
	kept: ( page: Page ) => Locator;
	/** Why a refused change does not stay on screen (a switch that saves at once); `kept` then shows the saved state. */
	reverts?: string;
	/** Resolves once the page shows the change saved. */
	saved: ( page: Page ) => Promise< void >;
}

/** Every call an action makes, in order. */
export const callsOf = ( write: UserWrite ): readonly WriteCall[] => [ write.call, ...( write.then ?? [] ) ];

/** Every write a cell of the action may see: the route's own as it opens, then the action's. */
export const declaredOf = ( write: UserWrite ): readonly WriteCall[] => [ ...( write.opens ?? [] ), ...callsOf( write ) ];

/** The isolated part a card or box renders in (`data-part` is its title). */
export const part = ( title: string ) => ( page: Page ) => page.locator( `.jp-isolated[data-part="${ title }"]` );
// A part's title names both its boundary and the card inside it: waiting on the first match waits on them all.
const gone = ( locator: ( page: Page ) => Locator ) => async ( page: Page ) => {
	await locator( page ).first().waitFor( { state: 'detached', timeout: 10000 } );
};
const shows = ( locator: ( page: Page ) => Locator ) => async ( page: Page ) => {
	await locator( page ).first().waitFor( { timeout: 10000 } );
};
/** A dashboard card itself (its titled region): once dismissed it goes, while the boundary it rendered in stays. */
const card = ( title: string ) => ( page: Page ) => page.getByRole( 'region', { name: title, exact: true } );
const button = ( title: string, name: string ) => ( page: Page ) => part( title )( page ).getByRole( 'button', { name, exact: true } );

/** A card's own button that activates a feature: the button stays until the server agrees. */
function activateFromCard( title: string, name: string, scenario: string, call: WriteCall ): UserWrite {
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
		kept: card( title ),
		saved: gone( card( title ) ),
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

/** The notices area above every screen: where a settings save says how it went, and offers "Try again". */
const notices = ( page: Page ) => page.locator( '.jp-notices' );
/** A settings card, with the notices area that answers for its saves. */
const settingsCard = ( title: string ) => ( page: Page ) => part( title )( page ).or( notices( page ) );
const checkbox = ( title: string, name: string | RegExp, checked: boolean ) => ( page: Page ) =>
	part( title )( page ).getByRole( 'checkbox', { name, checked } );

const REVERTS = 'a switch that saves at once goes back to where the server has it; the notice’s "Try again" sends the change again';

/** A switch that saves at once, on a settings screen or a card: `from` is where the server has it first. */
function flipSwitch( title: string, name: string | RegExp, options: { route: string; from: boolean; call?: WriteCall; part?: ( page: Page ) => Locator } ): UserWrite {
	const { route, from } = options;
	return {
		action: `Switch ${ from ? 'off' : 'on' } (${ title }, ${ route })`,
		scenario: 'owner',
		route,
		call: options.call ?? { method: 'POST', path: 'settings' },
		part: options.part ?? settingsCard( title ),
		act: ( page ) => checkbox( title, name, from )( page ).click(),
		kept: checkbox( title, name, from ),
		reverts: REVERTS,
		saved: shows( checkbox( title, name, ! from ) ),
	};
}

/** A settings card's field typed in and saved with "Save Settings". */
function saveField( title: string, route: string, fill: ( page: Page ) => Promise< void >, kept: ( page: Page ) => Locator ): UserWrite {
	const save = ( page: Page ) => part( title )( page ).getByRole( 'button', { name: 'Save Settings' } );
	return {
		action: `Save Settings (${ title }, ${ route })`,
		scenario: 'owner',
		route,
		call: { method: 'POST', path: 'settings' },
		part: settingsCard( title ),
		act: async ( page ) => {
			await fill( page );
			await save( page ).click();
		},
		kept,
		// Saved, the field holds what the server has: nothing is left to save.
		saved: shows( ( page ) => part( title )( page ).getByRole( 'button', { name: 'Save Settings', disabled: true } ) ),
	};
}

const step = ( page: Page ) => page.locator( '.jp-recommendations__step' );
const stepHeading = ( name: string ) => ( page: Page ) => page.getByRole( 'heading', { level: 1, name } );
const RELATED_POSTS_STEP = 'Would you like Related Posts to display at the bottom of your content?';
/** Opening a step makes it the saved one (so the assistant resumes there): each step the user moves on to saves it. */
const SAVE_STEP: WriteCall = { method: 'POST', path: 'recommendations/step' };
/** A step opened for the first time: saved as the step to resume at, then recorded as seen. */
export const OPEN_STEP: readonly WriteCall[] = [ SAVE_STEP, { method: 'POST', path: 'recommendations/data' } ];

/**
 * "Enable" on a feature step that switches modules on: the choice is recorded, each module the site has off is
 * switched on, then the step the user moves on to is saved. The button stays until the server agrees.
 */
function enableOnStep( name: string, route: string, modules: readonly string[], next: string ): UserWrite {
	const enable = ( page: Page ) => step( page ).getByRole( 'button', { name: `Enable ${ name }` } );
	return {
		action: `Enable (${ name } step)`,
		scenario: 'owner',
		route,
		opens: OPEN_STEP,
		call: { method: 'POST', path: 'recommendations/data' },
		then: [ ...modules.map( ( module ): WriteCall => ( { method: 'POST', path: `module/${ module }/active` } ) ), SAVE_STEP ],
		part: step,
		act: ( page ) => enable( page ).click(),
		kept: enable,
		saved: shows( stepHeading( next ) ),
	};
}

const devToolsRole = ( page: Page ) => part( 'Dev Tools' )( page ).getByLabel( 'User permission' );

const socialCard = part( 'Jetpack Social connections' );
/** The Facebook page the owner's site starts with. */
const facebookAccounts = ( page: Page ) => socialCard( page ).getByRole( 'list', { name: 'Facebook' } );
const connectMastodon = ( page: Page ) => socialCard( page ).getByRole( 'button', { name: 'Connect Mastodon' } );
const SOCIAL_SWITCH = 'Automatically share your posts to social networks';

/**
 * The user allows Mastodon on the demo provider's page before the action: that hands out the keyring id (a write of
 * the provider, not of the site), and the popup the action opens is answered with it as the provider's page would.
 */
async function allowMastodonAhead( page: Page ): Promise< void > {
	await socialCard( page ).getByRole( 'checkbox', { name: SOCIAL_SWITCH } ).click();
	await connectMastodon( page ).waitFor();
	const origin = new URL( page.url() ).origin;
	const providerPage = `${ origin }/demo-provider/keyring/mastodon`;
	// The page's form carries an anti-forgery token that the POST must send back.
	const form = await ( await page.request.get( providerPage ) ).text();
	const token = /name="demo_form_token" value="([^"]+)"/.exec( form )?.[ 1 ] ?? '';
	const allowed = await page.request.post( providerPage, { form: { answer: 'allow', demo_form_token: token } } );
	const keyringId = Number( /"keyring_id":(\d+)/.exec( await allowed.text() )?.[ 1 ] );
	await page.context().route( providerPage, ( route ) =>
		route.fulfill( {
			contentType: 'text/html',
			body: `<!doctype html><title>Connect Mastodon</title><script>window.opener.postMessage(${ JSON.stringify( {
				keyring_id: keyringId,
			} ) },${ JSON.stringify( origin ) });window.close();</script>`,
		} )
	);
}

/** A detached licence of the `licenses` scenario: the only scenario whose keys the demo site accepts. */
const LICENSE_KEY = 'jetpack-security-t1-demo-1';
const licenseScreen = ( page: Page ) => page.locator( '#jp-main' );
const licenseBox = ( page: Page ) => page.getByRole( 'region', { name: 'Have a license key?' } );
const disconnectDialog = ( page: Page ) => page.getByRole( 'dialog' );

export const USER_WRITES: readonly UserWrite[] = [
	activateFromCard( 'VideoPress', 'Activate', 'owner', { method: 'POST', path: 'settings' } ),
	activateFromCard( 'Downtime monitoring', 'Activate downtime monitoring', 'owner', { method: 'POST', path: 'module/monitor/active' } ),
	{
		action: 'Activate Akismet (Anti-spam card)',
		scenario: 'owner',
		route: '/dashboard',
		call: { method: 'POST', path: 'plugins' },
		// Progress and failure are notices above the page.
		part: ( page ) => part( 'Anti-spam' )( page ).or( notices( page ) ),
		act: ( page ) => button( 'Anti-spam', 'Activate Akismet' )( page ).click(),
		kept: button( 'Anti-spam', 'Activate Akismet' ),
		// Active, the plugin asks for its key on its own page.
		saved: async ( page ) => {
			await page.waitForURL( /[?&]page=akismet-key-config/, { timeout: 10000 } );
		},
	},
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
	// Settings screens and Traffic: the save model's notice says why and offers "Try again" (one place for all cards).
	flipSwitch( 'Downtime monitoring', /^Get alerts if your site goes offline/, { route: '/security', from: false } ),
	flipSwitch( 'Sitemaps', 'Generate XML sitemaps', { route: '/traffic', from: true } ),
	flipSwitch( 'Performance & speed', 'Lazy load images', { route: '/performance', from: false } ),
	flipSwitch( 'Composing', /^Use the LaTeX markup language/, { route: '/writing', from: true } ),
	flipSwitch( 'Like buttons', 'Add Like buttons to your posts and pages', { route: '/sharing', from: false } ),
	{
		action: 'Connect (social account)',
		scenario: 'owner',
		route: '/sharing',
		before: allowMastodonAhead,
		call: { method: 'POST', path: 'publicize/connections' },
		part: settingsCard( 'Jetpack Social connections' ),
		act: ( page ) => connectMastodon( page ).click(),
		// Nothing is listed until the site took the account: Connect stays offered.
		kept: connectMastodon,
		saved: shows( ( page ) => socialCard( page ).getByRole( 'list', { name: 'Mastodon' } ) ),
	},
	{
		action: 'Disconnect (social account)',
		scenario: 'owner',
		route: '/sharing',
		// The accounts show once Jetpack Social is on; Disconnect asks to confirm first.
		before: async ( page ) => {
			await socialCard( page ).getByRole( 'checkbox', { name: SOCIAL_SWITCH } ).click();
			await socialCard( page ).getByRole( 'button', { name: 'Disconnect Demo Garden Journal' } ).click();
		},
		// The client sends it as POST with X-HTTP-Method-Override: DELETE, which the site acts on.
		call: { method: 'DELETE', path: 'publicize/connections/1' },
		part: settingsCard( 'Jetpack Social connections' ),
		act: ( page ) => socialCard( page ).getByRole( 'button', { name: 'Yes, disconnect' } ).click(),
		kept: facebookAccounts,
		saved: gone( facebookAccounts ),
	},
	flipSwitch( 'Subscriptions', /^Let visitors subscribe to new posts/, { route: '/discussion', from: false } ),
	flipSwitch( 'Privacy settings', /^Share information with our analytics tool/, {
		route: '/privacy',
		from: true,
		call: { method: 'POST', path: 'tracking/settings' },
	} ),
	flipSwitch( 'Image Accelerator', 'Site accelerator', { route: '/dashboard', from: false, part: settingsCard( 'Image Accelerator' ) } ),
	saveField(
		'Site verification',
		'/traffic',
		( page ) => part( 'Site verification' )( page ).getByRole( 'textbox', { name: 'Bing' } ).fill( 'BING-KEPT' ),
		// Away from the field, a bare code reads as the meta tag it becomes.
		( page ) => part( 'Site verification' )( page ).locator( 'input[value*="BING-KEPT"]' )
	),
	saveField(
		'Brute force protection',
		'/security',
		( page ) => part( 'Brute force protection' )( page ).getByRole( 'textbox', { name: 'Always allowed IP addresses' } ).fill( '192.0.2.7' ),
		// A textarea shows no value a locator can match: "Save Settings" still offered means the typed list is kept.
		( page ) => part( 'Brute force protection' )( page ).getByRole( 'button', { name: 'Save Settings', disabled: false } )
	),
	// The recommendations assistant.
	{
		action: 'Continue (site type step)',
		scenario: 'recommendations',
		route: '/recommendations/site-type',
		opens: OPEN_STEP,
		call: { method: 'POST', path: 'setup/questionnaire' },
		then: [ { method: 'POST', path: 'recommendations/data' }, SAVE_STEP ],
		part: step,
		act: async ( page ) => {
			await step( page ).getByRole( 'checkbox', { name: 'Personal' } ).check();
			await step( page ).getByRole( 'button', { name: 'Continue' } ).click();
		},
		kept: ( page ) => step( page ).getByRole( 'checkbox', { name: 'Personal', checked: true } ),
		saved: async ( page ) => {
			await page.locator( '#jp-main h1', { hasNotText: 'What type of site' } ).waitFor( { timeout: 10000 } );
		},
	},
	{
		action: 'Not now (Downtime Monitoring step)',
		scenario: 'owner',
		route: '/recommendations/monitor',
		opens: OPEN_STEP,
		call: { method: 'POST', path: 'recommendations/data' },
		then: [ SAVE_STEP ],
		part: step,
		act: ( page ) => step( page ).getByRole( 'button', { name: 'Not now' } ).click(),
		kept: ( page ) => step( page ).getByRole( 'button', { name: 'Not now' } ),
		saved: shows( stepHeading( RELATED_POSTS_STEP ) ),
	},
	{
		action: 'Enable (Downtime Monitoring step)',
		scenario: 'owner',
		route: '/recommendations/monitor',
		opens: OPEN_STEP,
		call: { method: 'POST', path: 'recommendations/data' },
		then: [ { method: 'POST', path: 'module/monitor/active' }, SAVE_STEP ],
		part: step,
		act: ( page ) => step( page ).getByRole( 'button', { name: 'Enable Downtime Monitoring' } ).click(),
		kept: ( page ) => step( page ).getByRole( 'button', { name: 'Enable Downtime Monitoring' } ),
		saved: shows( stepHeading( RELATED_POSTS_STEP ) ),
	},
	// The owner's site has each of these modules off; the steps follow one another as on a site with no store.
	enableOnStep( 'Related Posts', '/recommendations/related-posts', [ 'related-posts' ], 'Would you like to turn site visitors into subscribers?' ),
	enableOnStep( 'Site Accelerator', '/recommendations/site-accelerator', [ 'photon', 'photon-cdn' ], 'Would you like to share your posts on social media automatically?' ),
	enableOnStep( 'Jetpack Social', '/recommendations/publicize', [ 'publicize' ], "Nice work! Let's recap what we enabled for Demo Garden Journal." ),
	enableOnStep( 'VideoPress', '/recommendations/videopress', [ 'videopress' ], "Nice work! Let's recap what we enabled for Demo Garden Journal." ),
	// First run.
	{
		action: 'Set up Jetpack (connect screen)',
		scenario: 'not-connected',
		route: '/dashboard',
		call: { method: 'POST', path: 'connection/register' },
		part: ( page ) => page.locator( '.jp-connect-screen' ),
		act: ( page ) => page.locator( '.jp-connect-screen' ).getByRole( 'button', { name: 'Set up Jetpack' } ).click(),
		kept: ( page ) => page.locator( '.jp-connect-screen' ).getByRole( 'button', { name: 'Set up Jetpack' } ),
		saved: shows( ( page ) => page.getByRole( 'dialog', { name: 'Connect Jetpack' } ) ),
	},
	// Everywhere.
	{
		action: 'Close (development version notice)',
		scenario: 'owner',
		route: '/dashboard',
		call: { method: 'POST', path: 'notice/dev-version' },
		part: notices,
		act: ( page ) => page.locator( '.jp-notice--dev-version' ).getByRole( 'button', { name: 'Close' } ).click(),
		kept: ( page ) => page.locator( '.jp-notice--dev-version' ),
		saved: gone( ( page ) => page.locator( '.jp-notice--dev-version' ) ),
	},
	{
		action: 'Close (unlinked account notice)',
		scenario: 'user-unlinked',
		route: '/dashboard',
		call: { method: 'POST', path: 'notice/unlinked-user' },
		part: notices,
		act: ( page ) => page.locator( '.jp-notice--unlinked-user' ).getByRole( 'button', { name: 'Close' } ).click(),
		kept: ( page ) => page.locator( '.jp-notice--unlinked-user' ),
		saved: gone( ( page ) => page.locator( '.jp-notice--unlinked-user' ) ),
	},
	{
		action: 'Reset Options (footer)',
		scenario: 'owner',
		route: '/dashboard',
		// Something to reset: a dismissed card comes back once the options are reset and the page reloads.
		before: async ( page ) => {
			await button( 'Jetpack in your pocket', 'Dismiss' )( page ).click();
			await gone( card( 'Jetpack in your pocket' ) )( page );
		},
		call: { method: 'POST', path: 'options/options' },
		part: ( page ) => page.locator( '.jp-footer' ).or( notices( page ) ),
		act: async ( page ) => {
			page.once( 'dialog', ( dialog ) => void dialog.accept() );
			await page.locator( '.jp-footer' ).getByRole( 'button', { name: 'Reset Options' } ).click();
		},
		kept: ( page ) => page.locator( '.jp-footer' ).getByRole( 'button', { name: 'Reset Options' } ),
		saved: shows( card( 'Jetpack in your pocket' ) ),
	},
	{
		action: 'Preview a role (Dev Tools card)',
		scenario: 'owner',
		route: '/dashboard',
		call: { method: 'POST', path: 'dev-tools/preview' },
		part: part( 'Dev Tools' ),
		act: async ( page ) => {
			await page.getByRole( 'button', { name: 'Dev Tools' } ).click();
			await devToolsRole( page ).selectOption( 'editor' );
		},
		kept: ( page ) => devToolsRole( page ).filter( { has: page.locator( 'option[value="editor"]:checked' ) } ),
		// The page reloads as the previewed editor, who is not shown the Backup card.
		saved: gone( part( 'Backup' ) ),
	},
];

/**
 * Actions that write nothing to the site, declared so that no one adds them to the list above by mistake: the
 * partner coupon's "Remind me later" keeps its date in the browser (three days), not on the site.
 */
export const LOCAL_ONLY_ACTIONS: readonly string[] = [ 'Remind me later (partner coupon banner)' ];
