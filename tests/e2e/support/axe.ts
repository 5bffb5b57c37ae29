/**
 * axe-core (from npm) injected into the page under test. `auditPage()` answers the serious and critical
 * violations, each as one readable line; the gates expect none. Colour contrast (WCAG AA, 4.5:1 for text) is one
 * of axe's serious rules, so it is covered here.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue } from 'axe-core';

const AXE_SOURCE = fs.readFileSync( require.resolve( 'axe-core/axe.min.js' ), 'utf8' );
const BLOCKING: readonly ImpactValue[] = [ 'serious', 'critical' ];

export interface AxeFinding {
	rule: string;
	impact: ImpactValue;
	help: string;
	targets: string[];
}

/** Runs axe on the whole document (or `selector`); answers the serious and critical violations. */
export async function auditPage( page: Page, selector?: string ): Promise< AxeFinding[] > {
	if ( ! ( await page.evaluate( () => 'axe' in window ) ) ) {
		await page.addScriptTag( { content: AXE_SOURCE } );
	}
	const results = await page.evaluate( async ( context ) => {
		const axe = ( window as unknown as { axe: { run: ( ...args: unknown[] ) => Promise< AxeResults > } } ).axe;
		return axe.run( context ? { include: [ context ] } : document, {
			runOnly: { type: 'tag', values: [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice' ] },
			resultTypes: [ 'violations' ],
		} );
	}, selector ?? null );
	return results.violations
		.filter( ( violation ) => violation.impact && BLOCKING.includes( violation.impact ) )
		.map( ( violation ) => ( {
			rule: violation.id,
			impact: violation.impact as ImpactValue,
			help: violation.help,
			targets: violation.nodes.map( ( node ) => node.target.join( ' ' ) ),
		} ) );
}

/** One line per finding, for a failure message a reader can act on. */
export function describeFindings( findings: AxeFinding[] ): string[] {
	return findings.map( ( finding ) => `${ finding.impact } ${ finding.rule }: ${ finding.help } — ${ finding.targets.join( ', ' ) }` );
}
