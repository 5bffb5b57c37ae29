import { safeImageUrl, sanitizeReleasePost } from '../../../../src/app/dialogs/release-post';
import { shouldOfferWhatsNew, WHATS_NEW_NOTICE_ID } from '../../../../src/lib/whats-new';

function parse( html: string ): HTMLElement {
	const root = document.createElement( 'div' );
	root.innerHTML = sanitizeReleasePost( html );
	return root;
}

describe( 'sanitizeReleasePost', () => {
	it( 'removes script elements and their content', () => {
		const root = parse( '<p>Hello</p><script>window.hacked = true;</script>' );
		expect( root.querySelector( 'script' ) ).toBeNull();
		expect( root.innerHTML ).not.toContain( 'hacked' );
		expect( root.textContent ).toBe( 'Hello' );
	} );

	it( 'removes every on* event handler attribute', () => {
		const root = parse( '<img src="x.png" onerror="alert(1)"><p onclick="alert(2)" onmouseover="alert(3)">Text</p>' );
		for ( const element of Array.from( root.querySelectorAll( '*' ) ) ) {
			expect( element.getAttributeNames().filter( ( name ) => name.startsWith( 'on' ) ) ).toEqual( [] );
		}
		expect( root.querySelector( 'img' )?.getAttribute( 'src' ) ).toBe( 'x.png' );
	} );

	it( 'removes javascript: URLs', () => {
		const root = parse( '<a href="javascript:alert(1)">Bad</a><a href=" JaVaScRiPt:alert(2)">Worse</a>' );
		for ( const link of Array.from( root.querySelectorAll( 'a' ) ) ) {
			expect( link.getAttribute( 'href' ) ?? '' ).not.toMatch( /javascript/i );
		}
	} );

	it( 'removes iframes, styles and forms', () => {
		const root = parse( '<iframe src="https://evil.test"></iframe><style>body{display:none}</style><form><input></form><p>ok</p>' );
		expect( root.querySelector( 'iframe, style, form, input' ) ).toBeNull();
		expect( root.textContent ).toBe( 'ok' );
	} );

	it( 'removes the controls of a form, even outside one', () => {
		const root = parse( '<p>ok</p><button>Buy</button><textarea>Tell us</textarea><select><option>One</option></select><input value="x">' );
		expect( root.querySelector( 'button, textarea, select, input' ) ).toBeNull();
		expect( root.querySelector( 'p' )?.textContent ).toBe( 'ok' );
	} );

	it( 'leaves an anchor that links nowhere as it is', () => {
		const root = parse( '<a id="top">Top</a>' );
		expect( root.querySelector( 'a' )?.getAttributeNames() ).toEqual( [ 'id' ] );
	} );

	it( 'makes every link open in a new tab without access to this page', () => {
		const root = parse( '<a href="https://example.test/post" target="_self" rel="opener">Read more</a>' );
		const link = root.querySelector( 'a' );
		expect( link?.getAttribute( 'href' ) ).toBe( 'https://example.test/post' );
		expect( link?.getAttribute( 'target' ) ).toBe( '_blank' );
		expect( link?.getAttribute( 'rel' ) ).toBe( 'noopener noreferrer' );
	} );

	it( 'keeps ordinary formatting', () => {
		expect( sanitizeReleasePost( '<h2>New</h2><ul><li><strong>Fast</strong></li></ul>' ) ).toBe(
			'<h2>New</h2><ul><li><strong>Fast</strong></li></ul>'
		);
	} );

	it( 'leaves other DOMPurify users alone (no global hook)', async () => {
		const { default: DOMPurify } = await import( 'dompurify' );
		expect( DOMPurify.sanitize( '<a href="https://example.test">x</a>' ) ).toBe( '<a href="https://example.test">x</a>' );
	} );
} );

describe( 'safeImageUrl', () => {
	it( 'accepts http and https addresses only', () => {
		expect( safeImageUrl( 'https://example.test/a.png' ) ).toBe( 'https://example.test/a.png' );
		expect( safeImageUrl( 'http://example.test/a.png' ) ).toBe( 'http://example.test/a.png' );
		expect( safeImageUrl( 'javascript:alert(1)' ) ).toBeNull();
		expect( safeImageUrl( 'data:image/svg+xml,<svg onload=alert(1)>' ) ).toBeNull();
		expect( safeImageUrl( '' ) ).toBeNull();
	} );

	it( 'shows no image for blanks or an address that cannot be read', () => {
		expect( safeImageUrl( '   ' ) ).toBeNull();
		expect( safeImageUrl( 'http://[::1' ) ).toBeNull();
	} );
} );

describe( 'shouldOfferWhatsNew', () => {
	const post = { release_post_content: '<p>x</p>', release_post_featured_image: '', release_post_title: 'T' };

	it( 'offers a release post the user has not dismissed', () => {
		expect( shouldOfferWhatsNew( post, {} ) ).toBe( true );
		expect( shouldOfferWhatsNew( post, { [ WHATS_NEW_NOTICE_ID ]: true } ) ).toBe( false );
		expect( shouldOfferWhatsNew( null, {} ) ).toBe( false );
	} );
} );

describe( 'safeImageUrl with the site’s own images', () => {
	it( 'resolves a root-relative address against the page', () => {
		expect( safeImageUrl( '/wp-content/plugins/jetpack/images/x.svg' ) ).toBe( 'http://localhost/wp-content/plugins/jetpack/images/x.svg' );
	} );
} );
