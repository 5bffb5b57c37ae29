/**
 * The developer preview of the demo site (docs/shell.md#footer dev tools): GET/POST dev-tools/preview switch the plan,
 * the current user's role, stats permission and link, threats, backup and scan states, the release post, and the store
 * plugin, identity crisis, SEO plugin, search-engine visibility and licensing error of the site. The change is made
 * to the backend state, so every later GET and the next page load (Initial_State) show it.
 */
import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import {
	PREVIEW_CONNECTION_ERRORS,
	PREVIEW_REWIND_STATES,
	PREVIEW_ROLES,
	PREVIEW_SCAN_STATES,
	PREVIEW_THREAT_COUNTS,
} from '../../api/dev-tools-preview';
import type { DevToolsPreview, DevToolsPreviewState } from '../../api/dev-tools-preview';
import type { ConnectionError, ReleasePost, RewindStatus, ScanStatus, ScanThreat } from '../../api/types';
import { WHATS_NEW_NOTICE_ID } from '../../lib/whats-new';
import type { DemoBackend } from '../backend/backend';
import { createSitePlan, PLAN_SLUGS } from '../catalogue/plans';
import { route } from '../backend/rest';
import { forbidden, invalidParam, requireBoolean, WpError } from '../backend/wp-error';
import { permissionsForRole, USERS } from '../backend/roles';
import { REST_ROUTES } from '../../api/rest-routes';
import type { DemoState } from '../backend/state';
import { scenarioUserManagesOptions } from '../backend/scenarios';

const FREE_PLANS = [ 'jetpack_free', 'free_plan' ];
const IMAGE_PATH = '/wp-content/plugins/jetpack/images/whats-new-demo.svg';

/** Served by the demo itself so the preview needs no outside host. */
const FEATURED_IMAGE_SVG =
	'<svg xmlns="http://www.w3.org/2000/svg" width="640" height="240" viewBox="0 0 640 240">' +
	'<rect width="640" height="240" fill="#069e08"/>' +
	'<text x="320" y="132" font-family="sans-serif" font-size="36" fill="#fff" text-anchor="middle">What’s new</text></svg>';

/**
 * A realistic release post carrying hostile markup on purpose: a script and event handlers that would set
 * window.__jpReleasePostScriptRan / __jpReleasePostHandlerRan if the dialog's sanitizer ever let them through.
 */
export function createDemoReleasePost(): ReleasePost {
	// Root-relative: the demo site answers on whatever host and port it was started with.
	const image = IMAGE_PATH;
	return {
		release_post_title: 'Faster backups and a calmer dashboard',
		release_post_featured_image: image,
		release_post_content: [
			'<p>This release makes real-time backups start sooner and trims the dashboard to what you use.</p>',
			'<ul><li><strong>Backups</strong> begin within a minute of a change.</li><li><strong>Scan</strong> explains each threat in plain words.</li></ul>',
			`<p><img src="${ image }" alt="The new dashboard" width="320" onerror="window.__jpReleasePostHandlerRan = true" onload="window.__jpReleasePostHandlerRan = true"></p>`,
			'<script>window.__jpReleasePostScriptRan = true;</script>',
			'<p><a href="https://jetpack.com/blog/">Read the full release post</a> or <a href="javascript:window.__jpReleasePostScriptRan = true">this link that must not run</a>.</p>',
		].join( '' ),
	};
}

/** Seventeen threats of the kinds the scan reports, newest first. */
function createThreats( now: Date ): ScanThreat[] {
	const kinds: readonly [ Pick< ScanThreat, 'signature' | 'description' >, ...Pick< ScanThreat, 'signature' | 'description' >[] ] = [
		{ signature: 'Vulnerable.WP.Extension', description: 'The plugin Contact Form Plus (version 2.1) has a known vulnerability.' },
		{ signature: 'PHP.Backdoor.Eval', description: 'A theme file runs code taken from the request.' },
		{ signature: 'Suspicious.Links', description: 'A post links to pages known for spam.' },
		{ signature: 'Core.File.Modification', description: 'A WordPress core file differs from the official release.' },
	];
	return Array.from( { length: 17 }, ( _, index ) => ( {
		id: 7000 + index,
		...( kinds[ index % kinds.length ] ?? kinds[ 0 ] ),
		first_detected: new Date( now.getTime() - index * 5400000 ).toISOString(),
		severity: 5 - ( index % 4 ),
		fixable: index % 3 === 0 ? { fixer: index % 2 ? 'delete' : 'update' } : false,
	} ) );
}

function rewindStatus( state: DevToolsPreview[ 'rewind' ], now: Date ): RewindStatus {
	switch ( state ) {
		case 'unavailable':
			return { state, reason: 'missing_plan' };
		case 'active':
			return { state, last_updated: Math.floor( now.getTime() / 1000 ) };
		default:
			return { state };
	}
}

function scanStatus( state: DevToolsPreview[ 'scan' ], current: ScanStatus, now: Date ): ScanStatus {
	const { threats, credentials } = current;
	switch ( state ) {
		case 'unavailable':
			return { state, reason: 'missing_scan_capability', threats, credentials };
		case 'idle':
			return { state, threats, credentials, most_recent: { is_initial: false, timestamp: now.toISOString() } };
		default:
			return { state, threats, credentials };
	}
}

function oneOf< T extends string | number >( body: Record< string, unknown >, name: string, allowed: readonly T[] ): T | undefined {
	const value = body[ name ];
	if ( value === undefined ) {
		return undefined;
	}
	const match = allowed.find( ( item ) => item === value );
	if ( match === undefined ) {
		throw invalidParam( name, `${ name } is not one of ${ allowed.join( ', ' ) }.` );
	}
	return match;
}

function optionalBoolean( body: Record< string, unknown >, name: string ): boolean | undefined {
	return body[ name ] === undefined ? undefined : requireBoolean( body, name );
}

const KNOWN_KEYS: readonly string[] = [
	'plan', 'role', 'threats', 'rewind', 'scan', 'statsVisible', 'linked', 'releasePost', 'storeActive', 'identityCrisis',
	'seoPlugin', 'searchEngineVisible', 'licensingError', 'connectionError', 'staging',
];

/** Reads the whole body before anything changes, so a bad value leaves the site as it was. */
function readChange( body: Record< string, unknown > ): Partial< DevToolsPreview > {
	for ( const key of Object.keys( body ) ) {
		if ( ! KNOWN_KEYS.includes( key ) ) {
			throw invalidParam( key, `Unknown preview setting. Known: ${ KNOWN_KEYS.join( ', ' ) }.` );
		}
	}
	const change: Partial< DevToolsPreview > = {
		plan: oneOf( body, 'plan', PLAN_SLUGS ),
		role: oneOf( body, 'role', PREVIEW_ROLES ),
		threats: oneOf( body, 'threats', PREVIEW_THREAT_COUNTS ),
		rewind: oneOf( body, 'rewind', PREVIEW_REWIND_STATES ),
		scan: oneOf( body, 'scan', PREVIEW_SCAN_STATES ),
		statsVisible: optionalBoolean( body, 'statsVisible' ),
		linked: optionalBoolean( body, 'linked' ),
		releasePost: optionalBoolean( body, 'releasePost' ),
		storeActive: optionalBoolean( body, 'storeActive' ),
		identityCrisis: optionalBoolean( body, 'identityCrisis' ),
		seoPlugin: optionalBoolean( body, 'seoPlugin' ),
		searchEngineVisible: optionalBoolean( body, 'searchEngineVisible' ),
		licensingError: optionalBoolean( body, 'licensingError' ),
		connectionError: oneOf( body, 'connectionError', PREVIEW_CONNECTION_ERRORS ),
		staging: optionalBoolean( body, 'staging' ),
	};
	return Object.fromEntries( Object.entries( change ).filter( ( [ , value ] ) => value !== undefined ) );
}

function requireDevVersion( state: DemoState ): void {
	if ( ! state.site.isDevVersion ) {
		throw forbidden( 'The developer preview is only available in a development version.' );
	}
	if ( ! scenarioUserManagesOptions( state ) ) {
		throw forbidden( 'The developer preview is only available to the site’s administrators.' );
	}
}

/** Role, link and stats permission of the current user, and the owner's link that follows from them. */
function applyUser( state: DemoState, role: DevToolsPreview[ 'role' ], linked: boolean, statsVisible: boolean ): void {
	if ( linked && ! state.connection.isRegistered ) {
		throw new WpError( 'site_not_registered', 'Connect the site before previewing a linked user.', 400 );
	}
	const user = USERS[ role ];
	const wpcomUser = linked
		? { ID: 90000 + user.id, login: `${ user.username }-wpcom`, email: user.email, display_name: user.username, avatar: '', site_count: 1 }
		: null;
	state.role = role;
	state.currentUser = {
		...state.currentUser,
		username: user.username,
		id: user.id,
		isConnected: linked,
		isMaster: role === 'owner' && linked,
		wpcomUser,
		permissions: { ...permissionsForRole( role ), view_stats: statsVisible },
	};
	state.connectedUser = wpcomUser;
	state.connection.isUserConnected = linked;
	if ( role === 'owner' ) {
		state.connection.hasConnectedOwner = linked;
		state.connectionOwner = linked ? user.username : null;
	}
}

function applyPlan( state: DemoState, plan: string, now: Date ): void {
	state.plan = plan;
	const name = createSitePlan( plan ).product_name;
	state.purchases = FREE_PLANS.includes( plan )
		? []
		: [
			{
				ID: '1001',
				product_slug: plan,
				product_name: name,
				expiry_date: new Date( now.getTime() + 325 * 86400000 ).toISOString(),
				subscribed_date: new Date( now.getTime() - 40 * 86400000 ).toISOString(),
				is_refundable: false,
				active: '1',
			},
		];
}

const STORE_PLUGIN = 'woocommerce/woocommerce.php';

/** Installs and activates the store plugin, or deactivates it; its welcome shows again after a fresh activation. */
function applyStore( state: DemoState, active: boolean ): void {
	const installed = state.plugins[ STORE_PLUGIN ];
	if ( active ) {
		state.plugins[ STORE_PLUGIN ] = { Name: 'WooCommerce', Version: '9.4.2', TextDomain: 'woocommerce', ...installed, active: true };
		state.site.hasSeenWCConnectionModal = false;
	} else if ( installed ) {
		installed.active = false;
	}
}

/** The SEO plugin the preview switches on: the most common one. */
const SEO_PLUGIN_FILE = 'wordpress-seo/wp-seo.php';

/** What a host records when a stored licence key could not be attached to the site. */
const LICENSING_ERROR = 'The license key JPDEMO-0001 could not be attached to this site: it is not valid, is in use on another site, or was revoked.';

/** The errors a site reports when its connection broke: a token a reconnect replaces, or a block only support lifts. */
function connectionErrors( kind: DevToolsPreview[ 'connectionError' ] ): ConnectionError[] {
	switch ( kind ) {
		case 'none':
			return [];
		case 'reconnect':
			return [ { action: 'reconnect', code: 'invalid_blog_token', message: 'The site’s blog token is invalid.', data: { api_error_code: 'invalid_token', api_http_code: 403 } } ];
		case 'support':
			return [ { action: 'support', code: 'site_blocked', message: 'The connection of this site is blocked.', data: { api_error_code: 'site_blocked', api_http_code: 403 } } ];
	}
}

function applySite( state: DemoState, change: Partial< DevToolsPreview > ): void {
	if ( change.seoPlugin === true ) {
		state.plugins[ SEO_PLUGIN_FILE ] = { Name: 'Yoast SEO', Version: '22.0', TextDomain: 'wordpress-seo', active: true };
	} else if ( change.seoPlugin === false ) {
		state.plugins = Object.fromEntries( Object.entries( state.plugins ).filter( ( [ file ] ) => file !== SEO_PLUGIN_FILE ) );
	}
	if ( change.searchEngineVisible !== undefined ) {
		state.site.visibleToSearchEngines = change.searchEngineVisible;
		state.connection.isPublic = change.searchEngineVisible;
	}
	if ( change.licensingError !== undefined ) {
		state.licensing.error = change.licensingError ? LICENSING_ERROR : '';
	}
	if ( change.connectionError !== undefined ) {
		state.connection.errors = connectionErrors( change.connectionError );
	}
	if ( change.staging !== undefined ) {
		state.connection.isStaging = change.staging;
	}
}

function applyChange( state: DemoState, change: Partial< DevToolsPreview >, now: Date ): void {
	if ( change.storeActive !== undefined ) {
		applyStore( state, change.storeActive );
	}
	if ( change.identityCrisis !== undefined ) {
		state.connection.isInIdentityCrisis = change.identityCrisis;
	}
	applySite( state, change );
	if ( change.role !== undefined || change.linked !== undefined || change.statsVisible !== undefined ) {
		applyUser(
			state,
			change.role ?? state.role,
			change.linked ?? state.currentUser.isConnected,
			change.statsVisible ?? state.currentUser.permissions.view_stats
		);
	}
	if ( change.plan !== undefined ) {
		applyPlan( state, change.plan, now );
	}
	if ( change.threats !== undefined ) {
		state.scan.threats = change.threats ? createThreats( now ) : [];
	}
	if ( change.rewind !== undefined ) {
		state.rewind = rewindStatus( change.rewind, now );
	}
	if ( change.scan !== undefined ) {
		state.scan = scanStatus( change.scan, state.scan, now );
	}
	if ( change.releasePost !== undefined ) {
		state.releasePost = change.releasePost ? createDemoReleasePost() : null;
		// A fresh release post is offered again even if an earlier one was dismissed.
		state.dismissedNotices = Object.fromEntries(
			Object.entries( state.dismissedNotices ).filter( ( [ id ] ) => id !== WHATS_NEW_NOTICE_ID )
		);
	}
}

export function readPreview( state: DemoState ): DevToolsPreviewState {
	const rewind = PREVIEW_REWIND_STATES.find( ( item ) => item === state.rewind.state ) ?? 'unavailable';
	return {
		plan: state.plan,
		role: state.role,
		// Scenarios and the preview only ever hold none or the spec's 17.
		threats: state.scan.threats.length ? 17 : 0,
		rewind,
		scan: state.scan.state,
		statsVisible: state.currentUser.permissions.view_stats,
		linked: state.currentUser.isConnected,
		releasePost: state.releasePost !== null,
		storeActive: !! state.plugins[ STORE_PLUGIN ]?.active,
		identityCrisis: state.connection.isInIdentityCrisis,
		seoPlugin: state.plugins[ SEO_PLUGIN_FILE ]?.active === true,
		searchEngineVisible: state.site.visibleToSearchEngines,
		licensingError: state.licensing.error !== '',
		connectionError: state.connection.errors[ 0 ]?.action ?? 'none',
		staging: state.connection.isStaging,
		plans: PLAN_SLUGS.map( ( slug ) => ( { slug, name: createSitePlan( slug ).product_name } ) ),
	};
}

/*
 * Allowed in a development version to the scenario's own administrator, whatever role they preview: checking the
 * current (previewed) user's capabilities would lock the developer out after switching to subscriber.
 */
export function devToolsHandlers( backend: DemoBackend ): HttpHandler[] {
	return [
		http.get( `*${ IMAGE_PATH }`, () =>
			new HttpResponse( FEATURED_IMAGE_SVG, { headers: { 'Content-Type': 'image/svg+xml' } } )
		),
		route( backend, REST_ROUTES.devToolsPreview, ( { backend: b } ) => {
			requireDevVersion( b.state );
			return readPreview( b.state );
		} ),
		route( backend, REST_ROUTES.updateDevToolsPreview, ( { backend: b, body } ) => {
			requireDevVersion( b.state );
			const change = readChange( body );
			b.update( ( state ) => applyChange( state, change, b.now() ) );
			return readPreview( b.state );
		} ),
	];
}
