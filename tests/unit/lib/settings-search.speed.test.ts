// How fast the settings search runs, apart from what it finds (settings-search.test.ts): mutation testing leaves
// `*.speed.test.ts` out, since its instrumented copy of the code is slower by design.
import { createModuleCatalogue } from '../../../src/module-catalogue/modules';
import { searchModules } from '../../../src/lib/settings-search';

it( 'applies a term over every module of the demo catalogue in under 10 ms', () => {
	const modules = createModuleCatalogue();
	const rounds = 50;
	const started = performance.now();
	for ( let i = 0; i < rounds; i++ ) {
		searchModules( modules, i % 2 ? 'related posts' : 'Cdñ' );
	}
	const perTerm = ( performance.now() - started ) / rounds;
	process.stdout.write( `settings search: ${ perTerm.toFixed( 3 ) } ms per term over ${ Object.keys( modules ).length } modules\n` );
	expect( perTerm ).toBeLessThan( 10 );
} );
