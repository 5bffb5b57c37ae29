/**
 * Which footer items show, in order (docs/shell.md#footer): version (not on Atomic), About, Terms, Privacy, Modules
 * (connected site and manage-options), Debug (manage-options), and the development-only Reset Options
 * (manage-options too) and Dev Tools (any role: a developer previewing a subscriber must be able to switch back),
 * only where the host serves the preview it drives: the demo does; in real WordPress it would answer nothing but
 * "offline" (docs/shell.md#dev-tools).
 */

export type FooterItemId = 'version' | 'about' | 'terms' | 'privacy' | 'modules' | 'debug' | 'reset-options' | 'dev-tools';

export interface FooterItem {
	id: FooterItemId;
	/** Where the item leads; null for plain text (version) and for actions (Reset Options, Dev Tools). */
	href: string | null;
	/** Opens in a new tab (pages outside the site). */
	external: boolean;
}

export interface FooterContext {
	isAtomic: boolean;
	isSiteConnected: boolean;
	canManageOptions: boolean;
	isDevVersion: boolean;
	/** The host serves the dev-tools preview (`dev-tools/preview`); the page data says so. */
	devToolsAvailable: boolean;
	/** wp-admin URL ending in a slash. */
	adminUrl: string;
	/** The app's own admin page (docs/hosts.md#beside-jetpack): Privacy is one of its routes. */
	appPage: string;
}

export const TERMS_URL = 'https://wordpress.com/tos/';

export function getFooterItems( context: FooterContext ): FooterItem[] {
	const { isAtomic, isSiteConnected, canManageOptions, isDevVersion, devToolsAvailable, adminUrl, appPage } = context;
	const page = ( query: string ): FooterItem[ 'href' ] => `${ adminUrl }admin.php?${ query }`;
	const items: ( FooterItem | false )[] = [
		! isAtomic && { id: 'version', href: null, external: false },
		{ id: 'about', href: page( 'page=jetpack_about' ), external: false },
		{ id: 'terms', href: TERMS_URL, external: true },
		{ id: 'privacy', href: page( `page=${ appPage }#/privacy` ), external: false },
		isSiteConnected && canManageOptions && { id: 'modules', href: page( 'page=jetpack_modules' ), external: false },
		canManageOptions && { id: 'debug', href: page( 'page=jetpack-debugger' ), external: false },
		// The reset itself needs manage_options, so a previewed lower role does not get a button that must fail.
		isDevVersion && canManageOptions && { id: 'reset-options', href: null, external: false },
		isDevVersion && devToolsAvailable && { id: 'dev-tools', href: null, external: false },
	];
	return items.filter( ( item ): item is FooterItem => item !== false );
}
