import { keepInPageLinksOffTheRouter } from '../../../src/app/in-page-links';

function click( element: Element, init: MouseEventInit = {} ): boolean {
	return element.dispatchEvent( new MouseEvent( 'click', { bubbles: true, cancelable: true, button: 0, ...init } ) );
}

describe( 'in-page links of the host page', () => {
	beforeAll( () => keepInPageLinksOffTheRouter( document ) );
	beforeEach( () => {
		document.body.innerHTML = `
			<a id="skip" href="#wpbody-content">Skip to main content</a>
			<a id="route" href="#/settings">Settings</a>
			<a id="missing" href="#nowhere">Nowhere</a>
			<div id="wpbody-content">Content</div>`;
		window.location.hash = '#/dashboard';
	} );

	it( 'moves focus to the target and leaves the route alone', () => {
		const skip = document.getElementById( 'skip' ) as HTMLElement;
		expect( click( skip ) ).toBe( false );
		const target = document.getElementById( 'wpbody-content' );
		expect( target ).toHaveFocus();
		expect( target ).toHaveAttribute( 'tabindex', '-1' );
		expect( window.location.hash ).toBe( '#/dashboard' );
	} );

	it( 'lets route links and links without a target through', () => {
		expect( click( document.getElementById( 'route' ) as HTMLElement ) ).toBe( true );
		expect( click( document.getElementById( 'missing' ) as HTMLElement ) ).toBe( true );
	} );

	it( 'lets a modified click through', () => {
		expect( click( document.getElementById( 'skip' ) as HTMLElement, { ctrlKey: true } ) ).toBe( true );
	} );
} );
