/**
 * Keyboard focus, as a keyboard user meets it: `walkFocus()` presses Tab and records each element that takes focus —
 * its role and accessible name (from the accessibility tree), the part of the app it is in, whether it is on
 * screen and not covered, where it is, and, once focus has moved on, the focus indicator it showed.
 *
 * The focus indicator is found by comparing styles: an outline or box-shadow that the element (or the control
 * around it: a native input drawn by a sibling, a select by its backdrop) had while focused and lost when focus
 * moved on. It counts only when its colour stands out: 3:1 against what surrounds it, and against the element's
 * own edge unless offset from it by 2px or more (a dark ring on a dark button looks like no ring at all).
 */
import type { Page } from 'playwright-core';

/** The parts of the shell, in reading order. */
export const READING_ORDER = [ 'masthead', 'notices', 'navigation', 'main', 'support', 'footer', 'dev tools' ] as const;

export interface Box {
	top: number;
	left: number;
	bottom: number;
	right: number;
}

export interface FocusStop {
	role: string;
	name: string;
	/** One of READING_ORDER, 'dialog', 'app' (elsewhere in the app) or 'outside' (the host page). */
	region: string;
	/** Has a size, is not hidden, and is within the viewport. */
	visible: boolean;
	/** What covers the element's centre, if something else does. */
	obscuredBy: string | null;
	/** The control with its labels, in page coordinates. */
	box: Box;
	/** The focus indicator it showed; '' until focus has moved on, null when there was none. */
	indicator: string | null;
	/** Why rings that were seen did not count. */
	weakRings: string[];
	/** Stable per element for the page's life, to tell when focus comes round again. */
	id: number;
	/** Tag and class, for messages. */
	element: string;
	/** Inside the element focused before it (a scrollable region, then the controls in it). */
	insidePrevious: boolean;
	/**
	 * The dashboard card it is in, in page coordinates: cards sit in a grid and are read card by card, so a move to
	 * the next card of a row may go up the page (to the top of the card beside) and still be forward.
	 */
	card: Box | null;
}

/** `role "name"`, for messages. */
export function describeStop( stop: FocusStop ): string {
	return `${ stop.role } "${ stop.name }" (${ stop.region })`;
}

type ElementFacts = Omit< FocusStop, 'role' | 'name' | 'indicator' | 'weakRings' >;

/** Records the focused element and its surroundings' styles, to compare once focus has moved on. Null for none. */
async function readFocusedElement( page: Page ): Promise< ElementFacts | null > {
	return page.evaluate( () => {
		const el = document.activeElement;
		if ( ! el || el === document.body || el === document.documentElement ) {
			return null;
		}
		const store = window as unknown as {
			__jpFocusIds?: WeakMap< Element, number >;
			__jpFocusNext?: number;
			__jpFocusProbe?: { nodes: Element[]; styles: string[][] };
			__jpFocusLast?: Element;
		};
		const insidePrevious = !! store.__jpFocusLast && store.__jpFocusLast !== el && store.__jpFocusLast.contains( el );
		store.__jpFocusLast = el;
		store.__jpFocusIds ??= new WeakMap();
		if ( ! store.__jpFocusIds.has( el ) ) {
			store.__jpFocusNext = ( store.__jpFocusNext ?? 0 ) + 1;
			store.__jpFocusIds.set( el, store.__jpFocusNext );
		}

		const regions: [ string, string ][] = [
			[ 'dialog', '[role="dialog"]' ],
			[ 'dev tools', '#jp-dev-tools' ],
			[ 'masthead', '.jp-masthead' ],
			[ 'notices', '.jp-notices' ],
			[ 'navigation', '.jp-nav' ],
			[ 'main', '#jp-main' ],
			[ 'support', '.jp-support-card' ],
			[ 'footer', '.jp-footer' ],
			[ 'app', '#jp-plugin-container' ],
		];
		const region = regions.find( ( [ , selector ] ) => el.closest( selector ) )?.[ 0 ] ?? 'outside';

		// A native input drawn by its wrapper (a toggle's checkbox is transparent over its track) shows as the wrapper.
		const shown = getComputedStyle( el ).opacity === '0' && el.parentElement ? el.parentElement : el;
		let opacity = 1;
		for ( let node: Element | null = shown; node; node = node.parentElement ) {
			opacity *= Number( getComputedStyle( node ).opacity );
		}
		const rect = shown.getBoundingClientRect();
		const visible =
			rect.width > 0 &&
			rect.height > 0 &&
			opacity > 0 &&
			getComputedStyle( shown ).visibility === 'visible' &&
			rect.bottom > 0 &&
			rect.right > 0 &&
			rect.top < window.innerHeight &&
			rect.left < window.innerWidth;

		const labels = 'labels' in el && el.labels instanceof NodeList ? Array.from( el.labels as NodeListOf< HTMLLabelElement > ) : [];
		const own = el.getBoundingClientRect();
		const x = Math.min( Math.max( own.left + own.width / 2, 0 ), window.innerWidth - 1 );
		const y = Math.min( Math.max( own.top + own.height / 2, 0 ), window.innerHeight - 1 );
		const hit = document.elementFromPoint( x, y );
		const covered = hit && ! el.contains( hit ) && ! hit.contains( el ) && ! labels.some( ( label ) => label.contains( hit ) );
		const describe = ( node: Element ) => `${ node.tagName.toLowerCase() }${ node.id ? `#${ node.id }` : '' }${ typeof node.className === 'string' && node.className ? `.${ node.className.trim().split( /\s+/ ).join( '.' ) }` : '' }`;

		const boxes = [ shown, ...labels ].map( ( node ) => node.getBoundingClientRect() ).filter( ( r ) => r.width > 0 && r.height > 0 );
		const box = {
			top: Math.min( ...boxes.map( ( r ) => r.top ) ) + window.scrollY,
			left: Math.min( ...boxes.map( ( r ) => r.left ) ) + window.scrollX,
			bottom: Math.max( ...boxes.map( ( r ) => r.bottom ) ) + window.scrollY,
			right: Math.max( ...boxes.map( ( r ) => r.right ) ) + window.scrollX,
		};
		const cardRect = el.closest( '.jp-dash-item' )?.getBoundingClientRect();
		const card = cardRect
			? {
				top: cardRect.top + window.scrollY,
				left: cardRect.left + window.scrollX,
				bottom: cardRect.bottom + window.scrollY,
				right: cardRect.right + window.scrollX,
			}
			: null;

		// The element, its two nearest ancestors and everything under the second: where a focus style may be drawn.
		const around = el.parentElement?.parentElement ?? el.parentElement ?? el;
		const nodes = Array.from( new Set( [ el, el.parentElement ?? el, around, ...Array.from( around.querySelectorAll( '*' ) ).slice( 0, 80 ) ] ) );
		const styles = nodes.map( ( node ) => {
			const style = getComputedStyle( node );
			return [ style.outlineStyle, style.outlineWidth, style.outlineColor, style.outlineOffset, style.boxShadow, style.borderTopColor, style.borderTopWidth, style.backgroundColor ];
		} );
		store.__jpFocusProbe = { nodes, styles };

		return {
			region,
			visible,
			obscuredBy: covered && hit ? describe( hit ) : null,
			box,
			id: store.__jpFocusIds.get( el ) ?? 0,
			element: describe( el ),
			insidePrevious,
			card,
		};
	} );
}

/** For the element recorded last (now unfocused): the focus indicator it had, and rings too faint to count. */
async function readIndicator( page: Page ): Promise< { indicator: string | null; weakRings: string[] } > {
	return page.evaluate( () => {
		const store = window as unknown as { __jpFocusProbe?: { nodes: Element[]; styles: string[][] } };
		const probe = store.__jpFocusProbe;
		if ( ! probe ) {
			return { indicator: null, weakRings: [ 'the page was replaced before focus moved on' ] };
		}
		const parse = ( color: string ): [ number, number, number, number ] | null => {
			const match = /rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+))?\s*\)/.exec( color );
			return match ? [ Number( match[ 1 ] ), Number( match[ 2 ] ), Number( match[ 3 ] ), match[ 4 ] === undefined ? 1 : Number( match[ 4 ] ) ] : null;
		};
		const opaque = ( color: string ) => {
			const rgba = parse( color );
			return !! rgba && rgba[ 3 ] > 0;
		};
		const luminance = ( color: string ) => {
			const rgba = parse( color ) ?? [ 255, 255, 255, 1 ];
			const [ r, g, b ] = rgba.slice( 0, 3 ).map( ( channel ) => {
				const c = channel / 255;
				return c <= 0.04045 ? c / 12.92 : Math.pow( ( c + 0.055 ) / 1.055, 2.4 );
			} );
			return 0.2126 * ( r ?? 0 ) + 0.7152 * ( g ?? 0 ) + 0.0722 * ( b ?? 0 );
		};
		const contrast = ( a: string, b: string ) => {
			const [ light, dark ] = [ luminance( a ), luminance( b ) ].sort( ( x, y ) => y - x );
			return ( ( light ?? 1 ) + 0.05 ) / ( ( dark ?? 0 ) + 0.05 );
		};
		const backgroundBehind = ( node: Element | null ) => {
			for ( let current = node; current; current = current.parentElement ) {
				const color = getComputedStyle( current ).backgroundColor;
				if ( opaque( color ) ) {
					return color;
				}
			}
			return 'rgb(255, 255, 255)';
		};
		const describe = ( node: Element ) => `${ node.tagName.toLowerCase() }${ typeof node.className === 'string' && node.className ? `.${ node.className.trim().split( /\s+/ )[ 0 ] }` : '' }`;

		// A ring on something transparent or hidden (a native input drawn by its wrapper) is not seen.
		const seen = ( node: Element ) => {
			for ( let current: Element | null = node; current; current = current.parentElement ) {
				const style = getComputedStyle( current );
				if ( style.opacity === '0' || ( current === node && style.visibility !== 'visible' ) ) {
					return false;
				}
			}
			return true;
		};
		const found: string[] = [];
		const weak: string[] = [];
		probe.nodes.forEach( ( node, index ) => {
			const before = probe.styles[ index ];
			if ( ! before || ! node.isConnected || ! seen( node ) ) {
				return;
			}
			const style = getComputedStyle( node );
			const now = [ style.outlineStyle, style.outlineWidth, style.outlineColor, style.outlineOffset, style.boxShadow ];
			const [ outlineStyle, outlineWidth, outlineColor, outlineOffset, boxShadow, borderColor, borderWidth, background ] = before;
			const around = backgroundBehind( node.parentElement );
			const ownBackground = background && opaque( background ) ? background : around;
			// The edge a ring drawn against the element touches: its border, unless the ring is in the border's colour.
			const edgeFor = ( ring: string ) => ( borderColor && parseFloat( borderWidth ?? '0' ) > 0 && opaque( borderColor ) && borderColor !== ring ? borderColor : ownBackground );
			const judge = ( kind: string, outer: string, inner: string, offset: number ) => {
				const outside = contrast( outer, around );
				// A gap of 2px or more shows the background between ring and element; a narrower one does not separate them.
				const against = offset >= 2 ? around : edgeFor( inner );
				const inside = contrast( inner, against );
				const text = `${ kind } on ${ describe( node ) }: ${ outside.toFixed( 1 ) }:1 against ${ around }, ${ inside.toFixed( 1 ) }:1 against ${ against }`;
				( outside >= 3 && inside >= 3 ? found : weak ).push( text );
			};
			const hadOutline = outlineStyle !== 'none' && parseFloat( outlineWidth ?? '0' ) > 0 && opaque( outlineColor ?? '' );
			if ( hadOutline && ( now[ 0 ] !== outlineStyle || now[ 1 ] !== outlineWidth || now[ 2 ] !== outlineColor ) ) {
				const color = outlineColor ?? '';
				judge( `outline ${ outlineStyle } ${ outlineWidth } ${ color }`, color, color, parseFloat( outlineOffset ?? '0' ) );
			}
			if ( boxShadow && boxShadow !== 'none' && now[ 4 ] !== boxShadow ) {
				// Computed shadows read "rgb(...) x y blur spread [inset]": rings have a spread; outset ones are drawn
				// around the element (widest outermost), inset ones inside it, against its own background.
				const rings = boxShadow
					.split( /,(?![^(]*\))/ )
					.map( ( shadow ) => {
						const color = /rgba?\([^)]*\)/.exec( shadow )?.[ 0 ] ?? '';
						const lengths = shadow.replace( color, '' ).match( /-?[\d.]+px/g ) ?? [];
						return { color, spread: parseFloat( lengths[ 3 ] ?? '0' ), inset: shadow.includes( 'inset' ) };
					} )
					.filter( ( ring ) => opaque( ring.color ) && ring.spread > 0 )
					.sort( ( a, b ) => a.spread - b.spread );
				const outset = rings.filter( ( ring ) => ! ring.inset );
				const inner = outset[ 0 ];
				const outer = outset[ outset.length - 1 ];
				if ( inner && outer ) {
					judge( `box-shadow ${ boxShadow }`, outer.color, inner.color, 0 );
				}
				const inset = rings.filter( ( ring ) => ring.inset ).pop();
				if ( inset ) {
					const inside = contrast( inset.color, ownBackground );
					const edge = contrast( inset.color, edgeFor( inset.color ) );
					const text = `inset box-shadow ${ boxShadow } on ${ describe( node ) }: ${ inside.toFixed( 1 ) }:1 against ${ ownBackground }`;
					( inside >= 3 && edge >= 3 ? found : weak ).push( text );
				}
			}
		} );
		return { indicator: found[ 0 ] ?? null, weakRings: weak };
	} );
}

/** Role and accessible name of the focused element, from the accessibility tree. */
async function readRoleAndName( page: Page ): Promise< { role: string; name: string } > {
	const snapshot = await page.locator( '*:focus' ).ariaSnapshot( { timeout: 5000 } );
	let line = ( snapshot.split( '\n' )[ 0 ] ?? '' ).replace( /:$/, '' );
	// A name YAML would misread (one with a colon, say) comes as a single-quoted YAML string: `- 'link "a: b"'`.
	const quoted = /^- '((?:[^']|'')*)'$/.exec( line );
	if ( quoted ) {
		line = `- ${ ( quoted[ 1 ] ?? '' ).replace( /''/g, "'" ) }`;
	}
	const match = /^- ([\w-]+)(?: ("(?:[^"\\]|\\.)*"))?/.exec( line );
	return { role: match?.[ 1 ] ?? '', name: match?.[ 2 ] ? ( JSON.parse( match[ 2 ] ) as string ) : '' };
}

/** The focused element as a stop (indicator not yet known); null when nothing in the page has focus. */
export async function currentStop( page: Page ): Promise< FocusStop | null > {
	const facts = await readFocusedElement( page );
	if ( ! facts ) {
		return null;
	}
	return { ...( await readRoleAndName( page ) ), ...facts, indicator: '', weakRings: [] };
}

/** Presses Tab until `wanted` matches the focused element; fails after `max` presses. */
export async function tabUntil( page: Page, wanted: ( stop: FocusStop ) => boolean, what: string, max = 60 ): Promise< FocusStop > {
	for ( let press = 0; press < max; press++ ) {
		await page.keyboard.press( 'Tab' );
		const stop = await currentStop( page );
		if ( stop && wanted( stop ) ) {
			return stop;
		}
	}
	throw new Error( `Tab did not reach ${ what } in ${ max } presses` );
}

/**
 * Presses Tab from where focus is and records every stop while focus stays in `region` ('app' for anywhere in the
 * app), until it leaves or comes back to a stop already seen (a dialog's focus trap). The stop it ends on is not
 * included.
 */
export async function walkFocus( page: Page, region: 'app' | 'dialog' | 'dev tools', max = 80 ): Promise< FocusStop[] > {
	const stops: FocusStop[] = [];
	const inRegion = ( stop: FocusStop | null ) => !! stop && ( region === 'app' ? stop.region !== 'outside' && stop.region !== 'dialog' : stop.region === region );
	for ( let press = 0; press < max; press++ ) {
		await page.keyboard.press( 'Tab' );
		const previous = stops[ stops.length - 1 ];
		if ( previous ) {
			Object.assign( previous, await readIndicator( page ) );
		}
		const stop = await currentStop( page );
		if ( ! stop || ! inRegion( stop ) || stops.some( ( seen ) => seen.id === stop.id ) ) {
			return stops;
		}
		stops.push( stop );
	}
	throw new Error( `focus stayed in ${ region } for ${ max } presses of Tab` );
}

/**
 * What a keyboard user would trip over along `stops`: a stop not visible or covered, without a name or a focus
 * indicator, a part of the shell visited out of reading order, or a move that goes back up the page (or left along
 * a row; from a focusable container, such as a dialog's scrollable section, into what it holds is forward). Empty
 * when the path is sound.
 */
export function focusProblems( stops: FocusStop[] ): string[] {
	const problems: string[] = [];
	const order: readonly string[] = READING_ORDER;
	let furthest = -1;
	stops.forEach( ( stop, index ) => {
		const where = `${ index + 1 }. ${ describeStop( stop ) } ${ stop.element }`;
		if ( ! stop.visible ) {
			problems.push( `${ where }: not visible when focused` );
		}
		if ( stop.obscuredBy ) {
			problems.push( `${ where }: covered by ${ stop.obscuredBy }` );
		}
		if ( ! stop.name.trim() ) {
			problems.push( `${ where }: no accessible name` );
		}
		if ( ! stop.role ) {
			problems.push( `${ where }: no role in the accessibility tree` );
		}
		if ( stop.indicator === null ) {
			problems.push( `${ where }: no visible focus indicator${ stop.weakRings.length ? ` (too faint: ${ stop.weakRings.join( '; ' ) })` : '' }` );
		}
		const rank = order.indexOf( stop.region );
		if ( rank >= 0 ) {
			if ( rank < furthest ) {
				problems.push( `${ where }: reached after ${ order[ furthest ] }, against the reading order` );
			}
			furthest = Math.max( furthest, rank );
		}
		const previous = stops[ index - 1 ];
		if ( previous && stop.visible && previous.visible && ! stop.insidePrevious ) {
			// From one card to another, the cards' places decide; within a card or outside cards, the controls'.
			const otherCard = !! stop.card && !! previous.card && ( stop.card.top !== previous.card.top || stop.card.left !== previous.card.left );
			const [ from, to ] = otherCard && stop.card && previous.card ? [ previous.card, stop.card ] : [ previous.box, stop.box ];
			const sameRow = Math.min( from.bottom, to.bottom ) - Math.max( from.top, to.top ) > 0;
			const forward = sameRow ? to.left >= from.left : to.top >= from.top;
			if ( ! forward ) {
				problems.push( `${ where }: focus moves back up or left from ${ describeStop( previous ) }` );
			}
		}
	} );
	return problems;
}

/** The distinct parts of the shell in the order focus went through them. */
export function regionsVisited( stops: FocusStop[] ): string[] {
	return stops.map( ( stop ) => stop.region ).filter( ( region, index, all ) => region !== all[ index - 1 ] );
}
