/** The benchmark's one readable table (budgets with pass/FAIL, reference and timing figures) and its JSON copy. */
import fs from 'node:fs';
import path from 'node:path';
import type { BudgetRow, SizedFile } from './budgets';
import { KB, median } from './budgets';
import type { PackageBytes } from './composition';
import type { HeapTiming, LoadTiming, SearchTiming } from './measure-timing';

export interface InfoRow {
	check: string;
	measured: string;
	note?: string;
}

const ms = ( value: number ) => `${ Math.round( value ) } ms`;
const mb = ( value: number ) => `${ value.toFixed( 1 ) } MB`;
const spread = ( values: number[], format: ( value: number ) => string ) =>
	`runs ${ values.map( ( value ) => format( value ).replace( / .*$/, '' ) ).join( ', ' ) }`;

/** The original plugin's dashboard, for comparison (figures from the issue; not budgets). */
export const REFERENCE_ROWS: InfoRow[] = [
	{ check: 'Original: app JS, one chunk (minified)', measured: '≈ 1.16 MB' },
	{ check: 'Original: WordPress scripts (gz)', measured: '≈ 358 KB' },
	{ check: 'Original: REST requests on At a Glance', measured: '12–15' },
];

export function loadedCssRow( files: SizedFile[] ): InfoRow {
	const bytes = files.reduce( ( total, file ) => total + file.gzBytes, 0 );
	return { check: 'CSS the dashboard loads (gz)', measured: `${ ( bytes / KB ).toFixed( 1 ) } KB`, note: `${ files.length } stylesheet(s)` };
}

/** The dashboard's scripts by package, from their source maps: the largest by name, the rest summed. */
export function compositionRow( packages: PackageBytes[], shown = 8 ): InfoRow {
	const total = packages.reduce( ( sum, entry ) => sum + entry.bytes, 0 );
	const share = ( bytes: number ) => `${ ( bytes / KB ).toFixed( 1 ) } KB (${ Math.round( ( bytes / total ) * 100 ) } %)`;
	const rest = packages.slice( shown );
	const restBytes = rest.reduce( ( sum, entry ) => sum + entry.bytes, 0 );
	const parts = packages.slice( 0, shown ).map( ( entry ) => `${ entry.name } ${ share( entry.bytes ) }` );
	return {
		check: 'Dashboard JS by package (minified, source maps)',
		measured: `${ ( total / KB ).toFixed( 1 ) } KB`,
		note: [ ...parts, ...( rest.length ? [ `${ rest.length } others ${ share( restBytes ) }` ] : [] ) ].join( ', ' ),
	};
}

export function timingRows( load: LoadTiming, search: SearchTiming, heap: HeapTiming ): InfoRow[] {
	const bare = median( load.bareFcp );
	const ratio = ( values: number[] ) => `${ ms( median( values ) ) } (${ ( median( values ) / bare ).toFixed( 2 ) }× bare)`;
	return [
		{ check: 'Bare page FCP (app scripts blocked)', measured: ms( bare ), note: spread( load.bareFcp, ms ) },
		{ check: 'Navigation start → shell painted', measured: ratio( load.shell ), note: spread( load.shell, ms ) },
		{ check: 'Navigation start → first call sent', measured: ratio( load.callsSent ), note: spread( load.callsSent, ms ) },
		{ check: 'Navigation start → last call answered', measured: ratio( load.callsAnswered ), note: spread( load.callsAnswered, ms ) },
		{ check: 'Navigation start → dashboard settled', measured: ratio( load.settled ), note: spread( load.settled, ms ) },
		search.built
			? {
				check: 'Settings search, per keystroke',
				measured: ms( median( search.perKey ) ),
				note: `"${ search.query }": ${ spread( search.perKey, ms ) }`,
			}
			: { check: 'Settings search, per keystroke', measured: 'not built yet', note: 'no searchbox on #/settings' },
		{ check: 'JS heap after the dashboard loads', measured: mb( median( heap.dashboardMb ) ), note: spread( heap.dashboardMb, mb ) },
		{
			check: 'JS heap after visiting every route',
			measured: mb( median( heap.afterRoutesMb ) ),
			note: `${ heap.routes.length } routes in owner; ${ spread( heap.afterRoutesMb, mb ) }`,
		},
	];
}

export function formatTable( budgets: BudgetRow[], reference: InfoRow[], timing: InfoRow[], runs: { loads: number; others: number } ): string {
	const lines: string[][] = [
		[ 'Check', 'Measured', 'Budget', 'Result', 'Notes' ],
		[ `Budgets (gzip level 9, 1 KB = ${ KB } bytes)` ],
		...budgets.map( ( row ) => [
			`  ${ row.check }`,
			`${ row.measured } ${ row.unit === 'requests' ? '' : row.unit }`.trim(),
			`≤ ${ row.budget } ${ row.unit === 'requests' ? '' : row.unit }`.trim(),
			row.pass ? 'pass' : 'FAIL',
			row.note,
		] ),
		[ 'Reference (not budgets)' ],
		...reference.map( ( row ) => [ `  ${ row.check }`, row.measured, '', '', row.note ?? '' ] ),
		[ `Timing (median of ${ runs.loads } paired loads, ${ runs.others } runs of the rest, headless Chromium; the settled ratio is budgeted above)` ],
		...timing.map( ( row ) => [ `  ${ row.check }`, row.measured, '', '', row.note ?? '' ] ),
	];
	const widths = [ 0, 1, 2, 3 ].map( ( column ) => Math.max( ...lines.filter( ( line ) => line.length > 1 ).map( ( line ) => line[ column ]?.length ?? 0 ) ) );
	const render = ( line: string[] ) =>
		line.length === 1 ? line[ 0 ] ?? '' : line.map( ( cell, column ) => cell.padEnd( widths[ column ] ?? 0 ) ).join( '  ' ).trimEnd();
	const rule = '─'.repeat( widths.reduce( ( total, width ) => total + width + 2, 0 ) + 10 );
	const failed = budgets.filter( ( row ) => ! row.pass ).length;
	const verdict = failed ? `${ failed } budget(s) crossed` : 'every budget met';
	return [ '', rule, render( lines[ 0 ] ?? [] ), rule, ...lines.slice( 1 ).map( render ), rule, verdict, '' ].join( '\n' );
}

/** Kept under test-results/ next to the jest counts. */
export function writeJson( file: string, data: Record< string, unknown > ): void {
	fs.mkdirSync( path.dirname( file ), { recursive: true } );
	fs.writeFileSync( file, `${ JSON.stringify( data, null, 2 ) }\n` );
}
