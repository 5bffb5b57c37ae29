/**
 * The wp-admin-like frame of the demo site: admin bar, side menu with the plugin's entry, admin colours, and the
 * content area. The plugin page holds #jp-plugin-container and window.Initial_State; other admin pages the app
 * links to answer with a short page naming what they are. The plugin's About, Debug and Modules pages are the plugin
 * page again, on their own route (docs/demo-site.md).
 */
import { htmlLang, isRtlLocale } from '../../lib/locale';
import { escapeHtml, jsonForScript } from './html';

export interface Assets {
	scripts: string[];
	styles: string[];
	/**
	 * The head's inline script that starts the opened screen's files early, its data, and the masthead printed in the
	 * app's container (build/route-preload.json; docs/shell.md#printed-masthead).
	 */
	routePreload?: { script: string; files: Record< string, string[] >; base: string; shell: string };
}

/** The route-preload script as the plugin prints it: inline in the head, its data in attributes. */
function routePreloadTag( preload: NonNullable< Assets[ 'routePreload' ] >, route: string | undefined ): string {
	const attributes = [
		`id="jetpack-dashboard-route-preload"`,
		`data-base="${ escapeHtml( preload.base ) }"`,
		`data-files="${ escapeHtml( JSON.stringify( preload.files ) ) }"`,
		...( route ? [ `data-route="${ escapeHtml( route ) }"` ] : [] ),
	];
	return `<script ${ attributes.join( ' ' ) }>${ preload.script }</script>`;
}

const MENU: { label: string; href: string; page?: string }[] = [
	{ label: 'Dashboard', href: 'index.php' },
	{ label: 'Jetpack', href: 'admin.php?page=jetpack', page: 'jetpack' },
	{ label: 'Posts', href: 'edit.php' },
	{ label: 'Media', href: 'upload.php' },
	{ label: 'Pages', href: 'edit.php?post_type=page' },
	{ label: 'Comments', href: 'edit-comments.php' },
	{ label: 'Appearance', href: 'themes.php' },
	{ label: 'Plugins', href: 'plugins.php' },
	{ label: 'Users', href: 'users.php' },
	{ label: 'Tools', href: 'tools.php' },
	{ label: 'Settings', href: 'options-general.php' },
];

const FRAME_CSS = `
html{scroll-padding-top:32px}
html,body{margin:0;padding:0;background:#f0f0f1;color:#3c434a;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Oxygen-Sans,Ubuntu,Cantarell,"Helvetica Neue",sans-serif;font-size:13px;line-height:1.4}
#wpadminbar{position:fixed;top:0;left:0;right:0;height:32px;background:#1d2327;color:#f0f0f1;display:flex;align-items:center;gap:16px;padding:0 12px;z-index:99999;font-size:13px}
#wpadminbar a{color:#f0f0f1;text-decoration:none}
#wpadminbar .ab-site{font-weight:600}
#adminmenuwrap{position:fixed;top:32px;bottom:0;left:0;width:160px;background:#1d2327;overflow-y:auto}
#adminmenu{list-style:none;margin:12px 0;padding:0}
#adminmenu a{display:block;padding:8px 12px;color:#f0f0f1;text-decoration:none;font-size:14px}
#adminmenu a:hover,#adminmenu a:focus{color:#72aee6;background:#2c3338}
#adminmenu .current a{background:#2271b1;color:#fff;font-weight:600}
#wpcontent{margin-left:160px;padding-top:32px;min-height:100vh}
#wpbody-content{padding:0 20px 40px}
.wrap h1{font-size:23px;font-weight:400;margin:0;padding:18px 0 8px;color:#1d2327}
.skip-link{position:absolute;top:40px;left:8px;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
.skip-link:focus{width:auto;height:auto;overflow:visible;clip-path:none;background:#fff;color:#2271b1;padding:8px;z-index:100000}
@media (max-width:782px){html{scroll-padding-top:46px}#adminmenuwrap{display:none}#wpcontent{margin-left:0}#wpadminbar{height:46px}#wpcontent{padding-top:46px}}
[dir=rtl] #adminmenuwrap{left:auto;right:0}
[dir=rtl] #wpcontent{margin-left:0;margin-right:160px}
[dir=rtl] .skip-link{left:auto;right:8px}
@media (max-width:782px){[dir=rtl] #wpcontent{margin-right:0}}
`;

export interface FrameOptions {
	title: string;
	siteTitle: string;
	username: string;
	currentPage: string;
	body: string;
	head?: string;
	/** The user's WordPress locale: the page's language, and right to left for Hebrew, Arabic and the like. */
	locale?: string;
}

export function renderFrame( options: FrameOptions ): string {
	const rtl = isRtlLocale( options.locale );
	const menu = MENU.map( ( item ) => {
		const current = item.page === options.currentPage;
		return `<li class="${ current ? 'current' : '' }"><a href="/wp-admin/${ item.href }"${ current ? ' aria-current="page"' : '' }>${ escapeHtml( item.label ) }</a></li>`;
	} ).join( '' );
	return `<!DOCTYPE html>
<html lang="${ escapeHtml( htmlLang( options.locale ) ) }"${ rtl ? ' dir="rtl"' : '' }>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="data:,">
<title>${ escapeHtml( options.title ) } ‹ ${ escapeHtml( options.siteTitle ) } — WordPress</title>
<style>${ FRAME_CSS }</style>
${ options.head ?? '' }
</head>
<body class="wp-admin${ rtl ? ' rtl' : '' }">
<a class="skip-link" href="#wpbody-content">Skip to main content</a>
<div id="wpadminbar" role="navigation" aria-label="Toolbar"><a class="ab-site" href="/">${ escapeHtml( options.siteTitle ) }</a><span>Howdy, ${ escapeHtml( options.username ) }</span></div>
<div id="adminmenuwrap"><nav aria-label="Main menu"><ul id="adminmenu">${ menu }</ul></nav></div>
<div id="wpcontent"><div id="wpbody" role="main"><div id="wpbody-content">${ options.body }</div></div></div>
</body>
</html>`;
}

export function renderPluginPage(
	options: Omit< FrameOptions, 'body' | 'head' | 'currentPage' > & {
		initialState: unknown;
		assets: Assets;
		/** For the plugin's About, Debug and Modules pages: the route the app starts on. */
		subPage?: { route: string };
	}
): string {
	const styles = options.assets.styles.map( ( href ) => `<link rel="stylesheet" href="${ escapeHtml( href ) }">` ).join( '\n' );
	const scripts = options.assets.scripts.map( ( src ) => `<script src="${ escapeHtml( src ) }" defer></script>` ).join( '\n' );
	// The demo stands in for the provider's analytics script with its queue (window._tkq) alone: the app records usage
	// events into it and the Dev Tools card lists them; nothing is sent anywhere (docs/demo-site.md#usage-events).
	const usageQueue = '<script>window._tkq = window._tkq || [];</script>';
	return renderFrame( {
		...options,
		// A submenu page keeps its parent menu entry current, as in wp-admin.
		currentPage: 'jetpack',
		// The route preload first: a script after a stylesheet waits for it to load.
		head: [
			options.assets.routePreload ? routePreloadTag( options.assets.routePreload, options.subPage?.route ) : '',
			styles,
			`<script>window.Initial_State = ${ jsonForScript( options.initialState ) };</script>`,
			usageQueue,
			scripts,
		]
			.filter( Boolean )
			.join( '\n' ),
		body: `<div id="jp-plugin-container"${ options.subPage ? ` data-route="${ escapeHtml( options.subPage.route ) }"` : '' }>${
			options.assets.routePreload?.shell ?? ''
		}</div>`,
	} );
}

/** What WordPress answers when the user lacks the capability an admin page is registered with. */
export function renderNotAllowedPage( options: Omit< FrameOptions, 'body' | 'currentPage' > & { currentPage: string } ): string {
	return renderFrame( {
		...options,
		body: '<div class="wrap"><p>Sorry, you are not allowed to access this page.</p></div>',
	} );
}

/** Admin pages the app links to but the demo does not implement: a page that says what it stands for. */
export const HOST_PAGES: Record< string, string > = {
	stats: 'Site Stats',
	'jetpack-search-configure': 'Jetpack Search',
	vaultpress: 'VaultPress',
	'my-jetpack': 'My Jetpack',
	'akismet-key-config': 'Akismet Anti-spam',
	'jetpack-boost': 'Jetpack Boost',
};

export function renderHostPage( options: Omit< FrameOptions, 'body' | 'currentPage' > & { currentPage: string } ): string {
	return renderFrame( {
		...options,
		body: `<div class="wrap"><h1>${ escapeHtml( options.title ) }</h1><p>This page belongs to the host site. The demo site shows it only so that links from the dashboard land somewhere real.</p><p><a href="/wp-admin/admin.php?page=jetpack">Back to the Jetpack dashboard</a></p></div>`,
	} );
}
