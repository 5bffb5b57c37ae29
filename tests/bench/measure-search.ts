/**
 * The settings search's own cost: the matcher the screen runs, applied to the demo site's whole module catalogue
 * for several terms; the median time per term in milliseconds.
 */
import { createModuleCatalogue } from '../../src/module-catalogue/modules';
import { searchModules } from '../../src/lib/settings-search';

const TERMS = [ 'cdn', 'related posts', 'SHORTENED', 'sécurité', 'monitor', 'zzqx' ];

export function timeSearchMatching( rounds = 200 ): number {
	const modules = createModuleCatalogue();
	const times: number[] = [];
	for ( let round = 0; round < rounds; round++ ) {
		const term = TERMS[ round % TERMS.length ] ?? '';
		const started = performance.now();
		searchModules( modules, term );
		times.push( performance.now() - started );
	}
	times.sort( ( a, b ) => a - b );
	return times[ Math.floor( times.length / 2 ) ] ?? 0;
}
