import { loadRightToLeftScreenStyles } from '../../../src/app/rtl-chunk-styles';

/** Stands in for webpack's loader, whose file-name function the app wraps on a right-to-left page. */
interface Loader {
	miniCssF?: ( chunkId: string | number ) => string;
}
const scope = globalThis as { __webpack_require__?: Loader };

describe( 'loadRightToLeftScreenStyles', () => {
	beforeEach( () => {
		scope.__webpack_require__ = { miniCssF: ( id ) => `${ id }.1a2b3c4d.css` };
	} );
	afterEach( () => {
		delete scope.__webpack_require__;
		document.documentElement.removeAttribute( 'dir' );
	} );

	it( "asks for each screen's right-to-left stylesheet on a right-to-left page", () => {
		document.documentElement.dir = 'rtl';
		loadRightToLeftScreenStyles( document );
		expect( scope.__webpack_require__?.miniCssF?.( 'at-a-glance' ) ).toBe( 'at-a-glance.1a2b3c4d-rtl.css' );
	} );

	it( 'leaves a left-to-right page with the stylesheets as built', () => {
		loadRightToLeftScreenStyles( document );
		expect( scope.__webpack_require__?.miniCssF?.( 'at-a-glance' ) ).toBe( 'at-a-glance.1a2b3c4d.css' );
	} );

	it( 'does nothing outside a webpack build', () => {
		delete scope.__webpack_require__;
		document.documentElement.dir = 'rtl';
		expect( () => loadRightToLeftScreenStyles( document ) ).not.toThrow();
	} );
} );
