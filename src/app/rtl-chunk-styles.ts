/**
 * On a right-to-left admin page (WordPress prints `<html dir="rtl">` for Arabic, Hebrew, Persian, ...), the
 * stylesheets of screens loaded later (At a Glance, My Plan, settings) must be their right-to-left copies, which the
 * build writes beside each one as `name-rtl.css`. WordPress swaps only the stylesheet it enqueues; the screens'
 * own are asked for by webpack's loader, whose file-name function is wrapped here.
 */
declare const __webpack_require__: { miniCssF?: ( chunkId: string | number ) => string } | undefined;

export function loadRightToLeftScreenStyles( doc: Document ): void {
	if ( doc.documentElement.dir !== 'rtl' || typeof __webpack_require__ === 'undefined' ) {
		return;
	}
	const fileName = __webpack_require__.miniCssF;
	if ( fileName ) {
		__webpack_require__.miniCssF = ( chunkId ) => fileName( chunkId ).replace( /\.css$/, '-rtl.css' );
	}
}
