/**
 * The embedded demo site (✱ DESIGN.md): `npm start` builds the app and runs this server on
 * 127.0.0.1:${PORT:-8080}. State persists in ${DATA_DIR:-.data}/; the scenario comes from --scenario or SCENARIO,
 * the user's WordPress locale (pt_PT_ao90) from --locale or LOCALE.
 */
import path from 'node:path';
import { DemoBackend } from '../backend/backend';
import { isScenarioName, SCENARIO_NAMES } from '../backend/scenarios';
import { isLocaleName } from '../../lib/locale';
import { createDemoServer } from './app';
import { createFilePersistence } from './persistence';

function argValue( name: string ): string | undefined {
	const index = process.argv.indexOf( `--${ name }` );
	if ( index >= 0 ) {
		return process.argv[ index + 1 ];
	}
	const inline = process.argv.find( ( arg ) => arg.startsWith( `--${ name }=` ) );
	return inline?.slice( name.length + 3 );
}

const scenario = argValue( 'scenario' ) ?? process.env.SCENARIO;
if ( scenario !== undefined && ! isScenarioName( scenario ) ) {
	console.error( `Unknown scenario "${ scenario }". Known: ${ SCENARIO_NAMES.join( ', ' ) }.` );
	process.exit( 2 );
}
const port = Number( argValue( 'port' ) ?? process.env.PORT ?? 8080 );
const dataDir = path.resolve( process.env.DATA_DIR ?? '.data' );
const buildDir = path.resolve( __dirname, '..', 'build' );

const locale = argValue( 'locale' ) ?? process.env.LOCALE;
if ( locale !== undefined && ! isLocaleName( locale ) ) {
	console.error( `"${ String( locale ).slice( 0, 40 ) }" is not a WordPress locale: use a name such as he_IL or pt_PT_ao90 (21 characters at most).` );
	process.exit( 2 );
}
const backend = new DemoBackend( { scenario, locale, persistence: createFilePersistence( dataDir ) } );
const server = createDemoServer( { backend, buildDir } ).listen( port, '127.0.0.1', () => {
	console.log( `Demo site: http://127.0.0.1:${ port }/wp-admin/admin.php?page=jetpack` );
	console.log( `Scenario "${ backend.state.scenario }", locale ${ backend.state.site.locale ?? 'en_US' }; state kept in ${ dataDir }` );
} );

for ( const signal of [ 'SIGINT', 'SIGTERM' ] as const ) {
	process.on( signal, () => server.close( () => process.exit( 0 ) ) );
}
