import { afterFirstPaint, SHELL_MARK, showsPrintedShell } from '../../../src/app/first-paint';
import { PRINTED_MASTHEAD_SHOWN } from '../../../src/app/preload-screen-files';

/** A browser window whose frames, tasks and Element Timing reports the test sends. */
function fakeWindow( { elementTiming, hidden = false, marked = true }: { elementTiming: boolean; hidden?: boolean; marked?: boolean } ) {
	document.body.innerHTML = marked ? `<header><span elementtiming="${ SHELL_MARK }">Jetpack</span></header>` : '<header></header>';
	Object.defineProperty( document, 'visibilityState', { configurable: true, value: hidden ? 'hidden' : 'visible' } );
	const frames: FrameRequestCallback[] = [];
	const observers: FakeObserver[] = [];
	class FakeObserver {
		static supportedEntryTypes = elementTiming ? [ 'element', 'paint' ] : [ 'paint' ];
		disconnected = false;
		constructor( private readonly callback: PerformanceObserverCallback ) {
			observers.push( this );
		}
		report( identifier: string ) {
			const entries = [ { entryType: 'element', identifier } ];
			this.callback( { getEntries: () => entries } as unknown as PerformanceObserverEntryList, this as unknown as PerformanceObserver );
		}
		observe() {}
		disconnect() {
			this.disconnected = true;
		}
	}
	const win = {
		document,
		setTimeout: window.setTimeout.bind( window ),
		requestAnimationFrame: ( callback: FrameRequestCallback ) => frames.push( callback ),
		PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver,
	};
	const drawFrame = () => frames.splice( 0 ).forEach( ( callback ) => callback( 0 ) );
	/** The one observer the call made (a test fails here if it made none). */
	const observer = () => {
		const [ made ] = observers;
		if ( ! made ) {
			throw new Error( 'no PerformanceObserver was made' );
		}
		return made;
	};
	return { win: win as unknown as Window, drawFrame, observers, observer };
}

describe( 'afterFirstPaint', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'waits for the report that the shell’s mark was shown, where the browser gives one', () => {
		const { win, drawFrame, observer } = fakeWindow( { elementTiming: true } );
		const painted = jest.fn();
		afterFirstPaint( win, painted );
		drawFrame();
		jest.advanceTimersByTime( 100 );
		expect( painted ).not.toHaveBeenCalled();
		observer().report( 'another-mark' );
		expect( painted ).not.toHaveBeenCalled();
		observer().report( SHELL_MARK );
		expect( painted ).toHaveBeenCalledTimes( 1 );
		expect( observer().disconnected ).toBe( true );
	} );

	it( 'tells once, whatever comes after', () => {
		const { win, observer } = fakeWindow( { elementTiming: true } );
		const painted = jest.fn();
		afterFirstPaint( win, painted );
		observer().report( SHELL_MARK );
		observer().report( SHELL_MARK );
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		jest.advanceTimersByTime( 5000 );
		expect( painted ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'lets the calls go when no report has come after the longest wait', () => {
		const { win } = fakeWindow( { elementTiming: true } );
		const painted = jest.fn();
		afterFirstPaint( win, painted, 3000 );
		jest.advanceTimersByTime( 2999 );
		expect( painted ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( painted ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'stops waiting when the page is hidden before it painted', () => {
		const { win } = fakeWindow( { elementTiming: true } );
		const painted = jest.fn();
		afterFirstPaint( win, painted );
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		expect( painted ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'waits for nothing on a hidden page', () => {
		const { win, observers } = fakeWindow( { elementTiming: true, hidden: true } );
		const painted = jest.fn();
		afterFirstPaint( win, painted );
		expect( painted ).toHaveBeenCalledTimes( 1 );
		expect( observers ).toHaveLength( 0 );
	} );

	it.each( [
		[ 'the browser has no Element Timing', { elementTiming: false } ],
		[ 'the shell’s mark is not in the page', { elementTiming: true, marked: false } ],
	] )( 'waits a frame and then a task when %s', ( _case, options ) => {
		const { win, drawFrame, observers } = fakeWindow( options );
		const painted = jest.fn();
		afterFirstPaint( win, painted );
		jest.advanceTimersByTime( 10 );
		expect( painted ).not.toHaveBeenCalled();
		drawFrame();
		expect( painted ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 0 );
		expect( painted ).toHaveBeenCalledTimes( 1 );
		expect( observers ).toHaveLength( 0 );
	} );
} );

describe( 'showsPrintedShell', () => {
	afterEach( () => {
		document.documentElement.classList.remove( PRINTED_MASTHEAD_SHOWN );
		document.body.innerHTML = '';
	} );

	const printed = `<div id="jp-plugin-container"><div class="jp-printed-shell"><span elementtiming="${ SHELL_MARK }">Jetpack</span></div></div>`;

	it.each( [
		[ 'printed and shown by the head', printed, true, true ],
		[ 'printed but hidden for the opened screen', printed, false, false ],
		[ 'not printed (an older build or another host)', '<div id="jp-plugin-container"></div>', true, false ],
		[ 'the app’s own mark, not a printed one', `<div class="jp-shell"><span elementtiming="${ SHELL_MARK }">Jetpack</span></div>`, true, false ],
	] )( '%s → %s', ( _case, body, shownByHead, expected ) => {
		document.body.innerHTML = body;
		document.documentElement.classList.toggle( PRINTED_MASTHEAD_SHOWN, shownByHead );
		expect( showsPrintedShell( document ) ).toBe( expected );
	} );
} );
