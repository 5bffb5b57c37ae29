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
	/** What the user did first to reach the state the action is offered in. */
	before?: ( page: Page ) => Promise< void >;
	/**
	 * The writes `before` makes, in any order (each is also some action's own call, tried under the faults there).
	 * A cell fails on any write its own action does not declare here, in `opens` or in its calls.
	 */
	prepares?: readonly WriteCall[];
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
	/**
	 * Why a failed call ends where a saved one does, with no message and no "Try again" (the product's rules say so).
	 * Such a cell checks instead that the user reaches the same end, nothing else on the page changed and the backend
	 * holds what it held.
	 */
	endsAlikeOnFailure?: string;
}

/** Every call an action makes, in order. */
export const callsOf = ( write: UserWrite ): readonly WriteCall[] => [ write.call, ...( write.then ?? [] ) ];

/** Every write a cell of the action may see: the route's own as it opens, those of the steps before, then the action's. */
export const declaredOf = ( write: UserWrite ): readonly WriteCall[] => [ ...( write.opens ?? [] ), ...( write.prepares ?? [] ), ...callsOf( write ) ];

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
/** A module's own button in the Modules page's list. */
const moduleButton = ( page: Page, name: string ) => page.getByRole( 'list', { name: 'Modules' } ).getByRole( 'button', { name, exact: true } );
/** A settings card, with the notices area that answers for its saves. */
const settingsCard = ( title: string ) => ( page: Page ) => part( title )( page ).or( notices( page ) );
const checkbox = ( title: string, name: string | RegExp, checked: boolean ) => ( page: Page ) =>
	part( title )( page ).getByRole( 'checkbox', { name, checked } );

const REVERTS = 'a switch that saves at once goes back to where the server has it; the notice’s "Try again" sends the change again';

interface SettingsAction {
	route: string;
	scenario?: string;
	part?: ( page: Page ) => Locator;
	/** What the user turned on first for the card to offer it, and the writes that made (each another action's own). */
	before?: ( page: Page ) => Promise< void >;
	prepares?: readonly WriteCall[];
}

const SAVE_SETTINGS: WriteCall = { method: 'POST', path: 'settings' };

/** A switch that saves at once, on a settings screen or a card: `from` is where the server has it first. */
function flipSwitch( title: string, name: string | RegExp, options: SettingsAction & { from: boolean; call?: WriteCall } ): UserWrite {
	const { route, from } = options;
	return {
		action: `Switch ${ from ? 'off' : 'on' } (${ title }, ${ route })`,
		scenario: options.scenario ?? 'owner',
		route,
		before: options.before,
		prepares: options.prepares,
		call: options.call ?? SAVE_SETTINGS,
		part: options.part ?? settingsCard( title ),
		act: ( page ) => checkbox( title, name, from )( page ).click(),
		kept: checkbox( title, name, from ),
		reverts: REVERTS,
		saved: shows( checkbox( title, name, ! from ) ),
	};
}

/** Turns a settings switch on as a step before an action: it saves at once (its own action is a flipSwitch). */
const switchedOn = ( title: string, name: string | RegExp ) => async ( page: Page ) => {
	await checkbox( title, name, false )( page ).click();
	await checkbox( title, name, true )( page ).waitFor( { timeout: 10000 } );
};

/** Each step in turn. */
const inTurn = ( ...steps: Array< ( page: Page ) => Promise< void > > ) => async ( page: Page ) => {
	for ( const each of steps ) {
		await each( page );
	}
};

/** A settings card's field typed in and saved with "Save Settings" (or the card's own `button`). */
function saveField(
	title: string,
	route: string,
	fill: ( page: Page ) => Promise< void >,
	kept: ( page: Page ) => Locator,
	options: Partial< SettingsAction > & { button?: string } = {}
): UserWrite {
	const save = ( page: Page ) => part( title )( page ).getByRole( 'button', { name: options.button ?? 'Save Settings', exact: true } );
	return {
		action: `${ options.button ?? 'Save Settings' } (${ title }, ${ route })`,
		scenario: options.scenario ?? 'owner',
		route,
		before: options.before,
		prepares: options.prepares,
		call: SAVE_SETTINGS,
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

/** "Save Settings" still offered: the typed change is kept (a textarea or a number shows no value a locator can match). */
const unsaved = ( title: string ) => ( page: Page ) => part( title )( page ).getByRole( 'button', { name: 'Save Settings', disabled: false } );
const textbox = ( title: string, name: string ) => ( page: Page ) => part( title )( page ).getByRole( 'textbox', { name, exact: true } );

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

/** The assistant moved on from a step: its question is no longer the page's heading. */
const movedOn = ( question: string ) => async ( page: Page ) => {
	await page.locator( '#jp-main h1', { hasNotText: question } ).waitFor( { timeout: 10000 } );
};

/**
 * "Install …" on a feature step that a plugin provides: the choice is recorded, the plugin installed and activated,
 * then the step the user moves on to is saved. The button stays until the server agrees.
 */
function installOnStep( name: string, route: string, question: string ): UserWrite {
	const install = ( page: Page ) => step( page ).getByRole( 'button', { name: `Install ${ name }` } );
	return {
		action: `Install (${ name } step)`,
		scenario: 'owner',
		route,
		opens: OPEN_STEP,
		call: { method: 'POST', path: 'recommendations/data' },
		then: [ { method: 'POST', path: 'plugins' }, SAVE_STEP ],
		part: step,
		act: ( page ) => install( page ).click(),
		kept: install,
		saved: movedOn( question ),
	};
}

/** A resource step's read link (it opens the reading in a new tab) or Read Later: the choice is recorded, then the next step saved. */
function readOnStep( label: string, route: string, question: string ): UserWrite {
	const choice = ( page: Page ) => step( page ).getByRole( label === 'Read Later' ? 'button' : 'link', { name: label, exact: true } );
	return {
		action: `${ label } (${ question })`,
		scenario: 'owner',
		route,
		opens: OPEN_STEP,
		call: { method: 'POST', path: 'recommendations/data' },
		then: [ SAVE_STEP ],
		part: step,
		act: ( page ) => choice( page ).click(),
		kept: choice,
		saved: movedOn( question ),
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

/** The keyring connection the demo provider's Google page hands back once access is allowed. */
const GOOGLE_KEYRING_ID = 4242;

/**
 * Google's token saved by hand ahead of "Verify with Google" (its own action is the manual Save), so that the action
 * makes only Google's verification; the popup the action opens is answered as the provider's page would once the
 * user allowed access.
 */
async function googleTokenSavedAhead( page: Page ): Promise< void > {
	const verification = part( 'Site verification' );
	const token = await page.evaluate( async ( keyringId ) => {
		const state = ( window as unknown as { Initial_State: { WP_API_root: string; WP_API_nonce: string } } ).Initial_State;
		const answer = await fetch( `${ state.WP_API_root }jetpack/v4/verify-site/google/${ keyringId }`, { headers: { 'X-WP-Nonce': state.WP_API_nonce } } );
		return ( ( await answer.json() ) as { token: string } ).token;
	}, GOOGLE_KEYRING_ID );
	await verification( page ).getByRole( 'button', { name: 'Manually Verify' } ).click();
	await textbox( 'Site verification', 'Google' )( page ).fill( token );
	await verification( page ).getByRole( 'button', { name: 'Save', exact: true } ).click();
	await verification( page ).getByRole( 'button', { name: 'Save Settings', disabled: true } ).waitFor( { timeout: 10000 } );
	await verification( page ).getByRole( 'button', { name: 'Cancel' } ).click();
	const origin = new URL( page.url() ).origin;
	await page.context().route( `${ origin }/demo-provider/keyring/google_site_verification`, ( route ) =>
		route.fulfill( {
			contentType: 'text/html',
			body: `<!doctype html><title>Connect Google</title><script>window.opener.postMessage(${ JSON.stringify( {
				keyring_id: GOOGLE_KEYRING_ID,
			} ) },${ JSON.stringify( origin ) });window.close();</script>`,
		} )
	);
}

/**
 * A state of the site the Dev Tools card would preview (the same call), then the page loaded again, which now shows
 * `shown`. Every call of the new load has answered before the user acts, so nothing is still loading then.
 */
const previewed = ( change: Record< string, boolean >, shown: ( page: Page ) => Locator ) => async ( page: Page ) => {
	await page.evaluate( async ( body ) => {
		const state = ( window as unknown as { Initial_State: { WP_API_root: string; WP_API_nonce: string } } ).Initial_State;
		await fetch( `${ state.WP_API_root }jetpack/v4/dev-tools/preview`, {
			method: 'POST',
			headers: { 'X-WP-Nonce': state.WP_API_nonce, 'Content-Type': 'application/json' },
			body: JSON.stringify( body ),
		} );
	}, change );
	// The cell waits for the page's requests to end after this step.
	await page.reload();
	await shown( page ).waitFor();
};
const PREVIEW: WriteCall = { method: 'POST', path: 'dev-tools/preview' };
const mobileLoginDialog = ( page: Page ) => page.getByRole( 'dialog', { name: 'Log in to the WordPress mobile app' } );
const whatsNewDialog = ( page: Page ) => page.getByRole( 'dialog', { name: /^New in Jetpack / } );
const identityCrisisChoice = ( name: string ) => ( page: Page ) => page.locator( '.jp-notice--identity-crisis' ).getByRole( 'button', { name } );

/** One of the three answers to "what is this site?"; each leaves the notice once the site took it. */
function identityCrisisAnswer( name: string, path: string, saved?: UserWrite[ 'saved' ] ): UserWrite {
	return {
		action: `${ name } (identity-crisis notice)`,
		scenario: 'owner',
		route: '/dashboard',
		// The site seen at another address than the one it was connected with.
		before: previewed( { identityCrisis: true }, identityCrisisChoice( 'Move the connection to this address' ) ),
		prepares: [ PREVIEW ],
		call: { method: 'POST', path },
		part: notices,
		act: ( page ) => identityCrisisChoice( name )( page ).click(),
		kept: identityCrisisChoice( name ),
		saved: saved ?? gone( identityCrisisChoice( name ) ),
	};
}

/** A screen of the app reached from the current one, as the menu would. */
const visit = ( route: string, shown: ( page: Page ) => Locator ) => async ( page: Page ) => {
	await page.evaluate( ( hash ) => {
		window.location.hash = hash;
	}, route );
	await shown( page ).first().waitFor( { timeout: 10000 } );
};

const BLOCK_LOGINS = 'Block suspicious-looking sign in activity';
const activateProtection = button( 'Brute force protection', 'Activate brute force protection' );

const akismetKeyField = ( page: Page ) => part( 'Anti-spam' )( page ).getByRole( 'textbox', { name: 'Akismet API key' } );
/** A key of the shape the demo site's anti-spam service accepts. */
const AKISMET_KEY = 'a1b2c3d4e5f6';

const licensingError = ( page: Page ) => page.locator( '.jp-notice--licensing-error' );

/** The site-type question answered: the questionnaire saved, then the answers, then the next step as the one to resume at. */
function siteTypeAnswer( scenario: string, where = '' ): UserWrite {
	return {
		action: `Continue (site type step${ where })`,
		scenario,
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
	};
}

const devVersionNotice = ( page: Page ) => page.locator( '.jp-notice--dev-version' );

function closeDevVersionNotice( scenario: string, where = '' ): UserWrite {
	return {
		action: `Close (development version notice${ where })`,
		scenario,
		route: '/dashboard',
		call: { method: 'POST', path: 'notice/dev-version' },
		part: notices,
		act: ( page ) => devVersionNotice( page ).getByRole( 'button', { name: 'Close' } ).click(),
		kept: devVersionNotice,
		saved: gone( devVersionNotice ),
	};
}

/** A role's box in the list of who may view stats reports (the Administrator's is always checked). */
const statsRole = ( page: Page, checked: boolean ) =>
	part( 'Site stats' )( page ).getByRole( 'group', { name: 'Allow stats reports to be viewed by' } ).getByRole( 'checkbox', { name: 'Editor', checked } );

/** The post-by-email address a cell's page showed before Regenerate. */
const firstAddress = new WeakMap< Page, string >();

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
	{
		action: 'Activate brute force protection (Brute force protection card)',
		scenario: 'owner',
		route: '/dashboard',
		// Protection is on in every scenario: the user turns it off on Security first, then comes back.
		before: inTurn(
			visit( '#/security', checkbox( 'Brute force protection', BLOCK_LOGINS, true ) ),
			async ( page ) => checkbox( 'Brute force protection', BLOCK_LOGINS, true )( page ).click(),
			visit( '#/dashboard', activateProtection )
		),
		prepares: [ SAVE_SETTINGS ],
		call: { method: 'POST', path: 'module/protect/active' },
		part: part( 'Brute force protection' ),
		act: ( page ) => activateProtection( page ).click(),
		kept: activateProtection,
		saved: gone( activateProtection ),
	},
	{
		action: 'Save key (Anti-spam card)',
		scenario: 'owner',
		route: '/dashboard',
		// Akismet activated without a key: its own page asks for one, and back on the dashboard the card does too.
		before: async ( page ) => {
			await button( 'Anti-spam', 'Activate Akismet' )( page ).click();
			await page.waitForURL( /[?&]page=akismet-key-config/, { timeout: 10000 } );
			await page.goBack();
			await akismetKeyField( page ).waitFor( { timeout: 10000 } );
		},
		prepares: [ { method: 'POST', path: 'plugins' } ],
		call: { method: 'POST', path: 'module/akismet/key/check' },
		part: part( 'Anti-spam' ),
		act: async ( page ) => {
			await akismetKeyField( page ).fill( AKISMET_KEY );
			await button( 'Anti-spam', 'Save key' )( page ).click();
		},
		kept: ( page ) => part( 'Anti-spam' )( page ).locator( `input[value="${ AKISMET_KEY }"]` ),
		// A valid key: the count of blocked spam replaces the form.
		saved: gone( akismetKeyField ),
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
		action: 'Disconnect your WordPress.com account (Account connection card)',
		// A linked user who does not own the connection.
		scenario: 'editor',
		route: '/dashboard',
		call: { method: 'POST', path: 'connection/user' },
		part: part( 'Account connection' ),
		act: ( page ) => button( 'Account connection', 'Disconnect your WordPress.com account' )( page ).click(),
		// Still linked: the account and its button stay until the site agrees.
		kept: button( 'Account connection', 'Disconnect your WordPress.com account' ),
		saved: shows( button( 'Account connection', 'Connect your WordPress.com account' ) ),
	},
	{
		action: 'Deactivate a module (Modules page)',
		scenario: 'owner',
		route: '/modules',
		call: SAVE_SETTINGS,
		part: notices,
		act: ( page ) => moduleButton( page, 'Deactivate Beautiful Math' ).click(),
		kept: ( page ) => moduleButton( page, 'Deactivate Beautiful Math' ),
		reverts: 'a module’s status is the site’s: a refused change leaves it as it was, and the notice’s "Try again" sends it again',
		saved: shows( ( page ) => moduleButton( page, 'Activate Beautiful Math' ) ),
	},
	{
		action: 'Reconnect Jetpack (reconnect dialog)',
		scenario: 'owner',
		route: '/reconnect',
		call: { method: 'POST', path: 'connection/reconnect' },
		part: notices,
		act: ( page ) => page.getByRole( 'dialog', { name: 'Reconnect Jetpack' } ).getByRole( 'button', { name: 'Reconnect Jetpack' } ).click(),
		// The dialog closes as the reconnect starts: what keeps the user's request is the failure notice's own offer.
		kept: ( page ) => page.locator( '.jp-notice--reconnect' ).getByRole( 'button', { name: 'Try again' } ),
		saved: shows( ( page ) => notices( page ).getByText( 'Jetpack has been successfully reconnected.' ) ),
	},
	identityCrisisAnswer( 'Stay in Safe Mode (this is a copy)', 'identity-crisis/confirm-safe-mode' ),
	identityCrisisAnswer( 'Move the connection to this address', 'identity-crisis/migrate' ),
	// Saved, the page leaves to authorize the fresh connection.
	identityCrisisAnswer( 'Start fresh with a new connection', 'identity-crisis/start-fresh', async ( page ) => {
		await page.waitForURL( /\/demo-provider\/authorize/, { timeout: 10000 } );
	} ),
	{
		action: 'Submit (disconnect survey)',
		scenario: 'owner',
		route: '/disconnect',
		before: async ( page ) => {
			await disconnectDialog( page ).getByRole( 'button', { name: 'Disconnect', exact: true } ).click();
			await disconnectDialog( page ).getByRole( 'button', { name: 'Help us improve' } ).click();
			await disconnectDialog( page ).getByRole( 'radio', { name: /troubleshooting/ } ).check();
		},
		prepares: [ { method: 'POST', path: 'connection' } ],
		call: { method: 'POST', path: 'marketing/survey' },
		part: disconnectDialog,
		act: ( page ) => disconnectDialog( page ).getByRole( 'button', { name: 'Submit' } ).click(),
		kept: ( page ) => disconnectDialog( page ).getByRole( 'radio', { name: /troubleshooting/, checked: true } ),
		saved: shows( ( page ) => disconnectDialog( page ).getByRole( 'heading', { name: 'Thank you!' } ) ),
		endsAlikeOnFailure:
			'the survey is a favour the user does on the way out: a failed submission is recorded as a usage event and the dialog thanks the user all the same (docs/connection.md#flows-and-their-states)',
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
		prepares: [ SAVE_SETTINGS ],
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
		prepares: [ SAVE_SETTINGS ],
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
	// Traffic.
	flipSwitch( 'Related posts', 'Show related content after posts', { route: '/traffic', from: false } ),
	flipSwitch( 'Shortlinks', 'Generate shortened URLs for simpler sharing.', { route: '/traffic', from: false } ),
	saveField(
		'Ads',
		'/traffic',
		( page ) => textbox( 'Ads', 'Privacy Policy URL (optional)' )( page ).fill( 'https://example.org/privacy-kept' ),
		( page ) => part( 'Ads' )( page ).locator( 'input[value="https://example.org/privacy-kept"]' ),
		{
			before: inTurn(
				switchedOn( 'Ads', 'Enable ads and display an ad below each post' ),
				switchedOn( 'Ads', 'Enable targeted advertising to California site visitors (CCPA)' )
			),
			prepares: [ SAVE_SETTINGS ],
		}
	),
	saveField(
		'SEO',
		'/traffic',
		( page ) => part( 'SEO' )( page ).getByRole( 'textbox', { name: 'Front page meta description' } ).fill( 'Herbs kept through every fault' ),
		unsaved( 'SEO' ),
		{
			before: async ( page ) => {
				await switchedOn( 'SEO', 'Customize your SEO settings' )( page );
				await part( 'SEO' )( page ).getByRole( 'button', { name: 'Front Page Meta Description' } ).click();
			},
			prepares: [ SAVE_SETTINGS ],
		}
	),
	saveField(
		'Site verification',
		'/traffic',
		async ( page ) => {
			await part( 'Site verification' )( page ).getByRole( 'button', { name: 'Manually Verify' } ).click();
			await textbox( 'Site verification', 'Google' )( page ).fill( 'GOOGLE-KEPT' );
		},
		( page ) => part( 'Site verification' )( page ).locator( 'input[value*="GOOGLE-KEPT"]' ),
		{ button: 'Save' }
	),
	{
		action: 'Verify with Google (Site verification, /traffic)',
		scenario: 'owner',
		route: '/traffic',
		before: googleTokenSavedAhead,
		prepares: [ SAVE_SETTINGS ],
		call: { method: 'POST', path: 'verify-site/google' },
		part: settingsCard( 'Site verification' ),
		act: ( page ) => button( 'Site verification', 'Verify with Google' )( page ).click(),
		// Not verified, Google's buttons stay offered.
		kept: button( 'Site verification', 'Verify with Google' ),
		saved: shows( ( page ) => part( 'Site verification' )( page ).getByText( 'Your site is verified with Google' ) ),
	},
	{
		action: 'Check a role (Site stats, /traffic)',
		scenario: 'owner',
		route: '/traffic',
		before: ( page ) =>
			part( 'Site stats' )( page )
				.getByRole( 'button', { name: 'Expand to update settings for how visits are counted and manage who can view this information.' } )
				.click(),
		call: SAVE_SETTINGS,
		part: settingsCard( 'Site stats' ),
		act: ( page ) => statsRole( page, false ).click(),
		kept: ( page ) => statsRole( page, false ),
		reverts: REVERTS,
		saved: shows( ( page ) => statsRole( page, true ) ),
	},
	// Writing.
	saveField(
		'Media',
		'/writing',
		async ( page ) => {
			await part( 'Media' )( page ).getByRole( 'combobox', { name: 'Carousel color scheme' } ).selectOption( 'white' );
		},
		( page ) => part( 'Media' )( page ).getByRole( 'combobox', { name: 'Carousel color scheme' } ).filter( { has: page.locator( 'option[value="white"]:checked' ) } ),
		{ before: switchedOn( 'Media', 'Display images in a full-screen carousel gallery' ), prepares: [ SAVE_SETTINGS ] }
	),
	saveField(
		'Custom content types',
		'/writing',
		( page ) => part( 'Custom content types' )( page ).getByRole( 'spinbutton', { name: 'Testimonials per page' } ).fill( '7' ),
		unsaved( 'Custom content types' ),
		{ before: switchedOn( 'Custom content types', 'Testimonials' ), prepares: [ SAVE_SETTINGS ] }
	),
	flipSwitch( 'Theme enhancements', 'Enhance CSS customization panel', { route: '/writing', from: true } ),
	{
		action: 'Create address (Post by email, /writing)',
		scenario: 'owner',
		route: '/writing',
		before: switchedOn( 'Post by email', 'Publish posts by sending an email' ),
		prepares: [ SAVE_SETTINGS ],
		call: SAVE_SETTINGS,
		part: settingsCard( 'Post by email' ),
		act: ( page ) => button( 'Post by email', 'Create address' )( page ).click(),
		kept: button( 'Post by email', 'Create address' ),
		saved: shows( textbox( 'Post by email', 'Email address' ) ),
	},
	{
		action: 'Regenerate address (Post by email, /writing)',
		scenario: 'owner',
		route: '/writing',
		before: async ( page ) => {
			await switchedOn( 'Post by email', 'Publish posts by sending an email' )( page );
			await button( 'Post by email', 'Create address' )( page ).click();
			await textbox( 'Post by email', 'Email address' )( page ).waitFor( { timeout: 10000 } );
			firstAddress.set( page, await textbox( 'Post by email', 'Email address' )( page ).inputValue() );
		},
		prepares: [ SAVE_SETTINGS ],
		call: SAVE_SETTINGS,
		part: settingsCard( 'Post by email' ),
		act: ( page ) => button( 'Post by email', 'Regenerate address' )( page ).click(),
		kept: ( page ) => part( 'Post by email' )( page ).locator( `input[value="${ firstAddress.get( page ) ?? '' }"]` ),
		saved: shows( ( page ) =>
			part( 'Post by email' )( page ).getByRole( 'textbox', { name: 'Email address' } ).and( page.locator( `:not([value="${ firstAddress.get( page ) ?? '' }"])` ) )
		),
	},
	// Discussion, Security, Performance, Sharing.
	saveField(
		'Comments',
		'/discussion',
		( page ) => textbox( 'Comments', 'Comment form introduction' )( page ).fill( 'Say hello, kept' ),
		( page ) => part( 'Comments' )( page ).locator( 'input[value="Say hello, kept"]' ),
		{ before: switchedOn( 'Comments', /^Let visitors use a WordPress.com/ ), prepares: [ SAVE_SETTINGS ] }
	),
	saveField(
		'Firewall',
		'/security',
		( page ) => part( 'Firewall' )( page ).getByRole( 'textbox', { name: 'Blocked IP addresses' } ).fill( '198.51.100.9' ),
		unsaved( 'Firewall' ),
		{
			before: inTurn(
				switchedOn( 'Firewall', 'Enable the firewall to protect your site from malicious requests' ),
				switchedOn( 'Firewall', 'Allow and block specific IP addresses' )
			),
			prepares: [ SAVE_SETTINGS ],
		}
	),
	saveField(
		'Anti-spam',
		'/security',
		( page ) => textbox( 'Anti-spam', 'Your API key' )( page ).fill( 'abcdef123456' ),
		( page ) => part( 'Anti-spam' )( page ).locator( 'input[value="abcdef123456"]' ),
		{ scenario: 'owner-paid' }
	),
	flipSwitch( 'Search', 'Enable Search', { route: '/performance', from: false } ),
	flipSwitch( 'Jetpack Social connections', SOCIAL_SWITCH, { route: '/sharing', from: false } ),
	flipSwitch( 'Sharing buttons', 'Add sharing buttons to your posts and pages', { route: '/sharing', from: false } ),
	// The recommendations assistant.
	siteTypeAnswer( 'recommendations' ),
	// On a Jetpack site the questionnaire is kept in this plugin's own namespace and the answers are merged into those
	// Jetpack stores (docs/hosts.md#recommendations).
	siteTypeAnswer( 'jetpack-owner', ', on a Jetpack site' ),
	// Beside the Jetpack that removed its dashboard, the assistant's step and answers are this plugin's too.
	siteTypeAnswer( 'jetpack-latest', ', beside the Jetpack without its dashboard' ),
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
	installOnStep( 'WooCommerce', '/recommendations/woocommerce', 'Would you like WooCommerce to power your store?' ),
	installOnStep( 'Creative Mail', '/recommendations/creative-mail', 'Would you like to turn site visitors into subscribers?' ),
	installOnStep( 'Jetpack Protect', '/recommendations/protect', 'Would you like Jetpack Protect to scan your site for vulnerabilities?' ),
	installOnStep( 'Jetpack Boost', '/recommendations/boost', 'Would you like Jetpack Boost to speed up your site?' ),
	readOnStep( 'Read how to stop spam', '/recommendations/anti-spam', 'Are you getting comment spam?' ),
	readOnStep( 'Read Later', '/recommendations/backup-plan', 'Is your site backed up?' ),
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
	closeDevVersionNotice( 'owner' ),
	// On a Jetpack site, kept by this plugin in its own namespace: Jetpack's notice route takes none of the app's notices.
	closeDevVersionNotice( 'jetpack-owner', ', on a Jetpack site' ),
	closeDevVersionNotice( 'jetpack-latest', ', beside the Jetpack without its dashboard' ),
	{
		action: 'Close (licensing error notice)',
		scenario: 'owner',
		route: '/dashboard',
		// A licence key the site could not attach, as the Dev Tools card previews it.
		before: previewed( { licensingError: true }, licensingError ),
		prepares: [ PREVIEW ],
		call: { method: 'POST', path: 'licensing/error' },
		// The notice is an error itself: what answers for a refused dismissal is the notice saying so.
		part: ( page ) => page.locator( '.jp-notice--licensing-error-dismiss' ),
		act: ( page ) => licensingError( page ).getByRole( 'button', { name: 'Close' } ).click(),
		kept: licensingError,
		saved: gone( licensingError ),
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
		action: 'Dismiss (what’s-new dialog)',
		scenario: 'owner',
		route: '/dashboard',
		before: previewed( { releasePost: true }, whatsNewDialog ),
		prepares: [ PREVIEW ],
		call: { method: 'POST', path: 'notice/whats-new' },
		part: notices,
		act: ( page ) => whatsNewDialog( page ).getByRole( 'button', { name: 'Dismiss' } ).click(),
		// The dialog closes at once: what keeps the user's request is the failure notice's own offer.
		kept: ( page ) => page.locator( '.jp-notice--whats-new-dismiss' ).getByRole( 'button', { name: 'Try again' } ),
		saved: async ( page ) => {
			await gone( whatsNewDialog )( page );
			await gone( ( current ) => current.locator( '.jp-notice--whats-new-dismiss' ) )( page );
		},
	},
	{
		action: 'Send link (mobile-app login dialog)',
		scenario: 'owner',
		route: '/dashboard',
		// Only the Dev Tools card opens the dialog.
		before: async ( page ) => {
			await page.getByRole( 'button', { name: 'Dev Tools' } ).click();
			await page.getByRole( 'button', { name: 'Open the mobile-app login' } ).click();
			await mobileLoginDialog( page ).waitFor();
		},
		call: { method: 'POST', path: 'mobile/send-login-email' },
		part: notices,
		act: ( page ) => mobileLoginDialog( page ).getByRole( 'button', { name: 'Send link' } ).click(),
		// The dialog closes at once: what keeps the user's request is the failure notice's own offer.
		kept: ( page ) => page.locator( '.jp-notice--mobile-login-email' ).getByRole( 'button', { name: 'Try again' } ),
		saved: shows( ( page ) => notices( page ).getByText( 'Check your email: we sent a link that logs you in to the app.' ) ),
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
		prepares: [ SAVE_SETTINGS ],
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
