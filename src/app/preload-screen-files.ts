/**
 * Starts loading the screen an address opens while app.js downloads, instead of after it has run
 * (docs/shell.md#routes). The hosts print this script inline in the page's head, with the build's files per screen
 * (the `files` of build/route-preload.json), the build folder's address and, on the plugin's other admin pages, the
 * route the app starts on. A screen's chunk that runs before app.js waits in webpack's queue until its screen is first
 * shown, and a stylesheet already in the page is the one webpack's loader would have added, so nothing loads twice;
 * a file that fails here is removed, so that webpack's own attempt starts afresh. It also says whether the screen shows
 * the masthead, so that the one the host printed shows from the page's first paint.
 */
import MASTHEAD_SCREENS from './masthead-screens.json';
import ROUTE_SCREENS from './route-screens.json';

/**
 * Set on the page's root element when the opened screen shows the masthead: the masthead the host printed in the
 * app's container is then shown until the app replaces it (docs/shell.md#printed-masthead).
 */
export const PRINTED_MASTHEAD_SHOWN = 'jp-printed-masthead-shown';

/** The script and stylesheet files of each screen's chunk group, by screen (the `files` of build/route-preload.json). */
export type ScreenFiles = Record< string, string[] >;

const screens: Record< string, string | null > = ROUTE_SCREENS;

/** The screen an address opens: its hash's route, else the page's start route; an unknown route shows the dashboard. */
export function screenOf( hash: string, startRoute: string ): string | null {
	const path = hash.replace( /^#\/?/, '' ) || startRoute.replace( /^\//, '' );
	const segment = path.split( /[/?#]/ )[ 0 ] ?? '';
	return Object.prototype.hasOwnProperty.call( screens, segment ) ? screens[ segment ] ?? null : screens[ '' ] ?? null;
}

/** The files to start: the screen's, with each stylesheet's right-to-left copy on a right-to-left page. */
export function filesToStart( screen: string | null, files: ScreenFiles, rightToLeft: boolean ): string[] {
	const own = screen ? files[ screen ] ?? [] : [];
	return rightToLeft ? own.map( ( file ) => file.replace( /\.css$/, '-rtl.css' ) ) : own;
}

/** Whether the screen shows the masthead (the screens of the routes whose group has one). */
export function showsMasthead( screen: string | null ): boolean {
	return screen !== null && ( MASTHEAD_SCREENS as string[] ).includes( screen );
}

export function startScreenFiles( doc: Document ): void {
	const script = doc.currentScript;
	const { base, files, route = '' } = script instanceof HTMLElement ? script.dataset : {};
	const screen = screenOf( doc.location.hash, route );
	if ( showsMasthead( screen ) ) {
		doc.documentElement.classList.add( PRINTED_MASTHEAD_SHOWN );
	}
	if ( ! base || ! files ) {
		return;
	}
	const folder = new URL( base, doc.baseURI );
	const rightToLeft = doc.documentElement.dir === 'rtl';
	for ( const file of filesToStart( screen, JSON.parse( files ) as ScreenFiles, rightToLeft ) ) {
		// Absolute, as webpack's loaders compare the addresses of the scripts and stylesheets already in the page.
		const url = new URL( file, folder ).href;
		const element = file.endsWith( '.css' )
			? Object.assign( doc.createElement( 'link' ), { rel: 'stylesheet', href: url } )
			: Object.assign( doc.createElement( 'script' ), { async: true, src: url } );
		element.addEventListener( 'error', () => element.remove() );
		doc.head.appendChild( element );
	}
}
