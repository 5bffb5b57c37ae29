/**
 * @jest-environment node
 *
 * Every write the client can make (a route of src/api/rest-routes.ts whose method is not GET) is known to the user-writes
 * gate (tests/e2e/support/user-writes.ts), which runs each declared action under every fault. A route parameter
 * stands for the values the app passes where they can be read (PARAMETER_VALUES), and otherwise is declared once any
 * declared call matches it (publicize/connections/{id} by publicize/connections/1). A write the gate does not run yet
 * is listed, with why, in NOT_IN_THE_GATE: the list only shrinks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isWrite, REST_ROUTES } from '../../../src/api/rest-routes';
import { DISMISSIBLE_NOTICE_IDS } from '../../../src/lib/notice-ids';
import { FEATURE_SLUGS, featureInfo } from '../../../src/lib/recommendation-features';
import { declaredOf, USER_WRITES } from '../../e2e/support/user-writes';

const root = path.resolve( __dirname, '../../..' );

interface ClientWrite {
	/** "POST module/{slug}/active" */
	call: string;
	/** The route's name in src/api/rest-routes.ts. */
	where: string;
}

const rel = ( file: string ) => path.relative( root, file ).split( path.sep ).join( '/' );

function filesUnder( dir: string, extension: RegExp ): string[] {
	return fs.readdirSync( dir, { withFileTypes: true } ).flatMap( ( entry ) => {
		const full = path.join( dir, entry.name );
		return entry.isDirectory() ? filesUnder( full, extension ) : extension.test( entry.name ) ? [ full ] : [];
	} );
}

/** Every write route the client can call, from the one declaration of the routes. */
function clientWrites(): ClientWrite[] {
	return Object.entries( REST_ROUTES )
		.filter( ( [ , declaration ] ) => isWrite( declaration ) )
		.map( ( [ name, declaration ] ) => ( { call: `${ declaration.method } ${ declaration.path }`, where: name } ) );
}

/** Files of src outside src/api and the demo site whose source matches. */
const HOST_FOLDERS = [ 'src/api/', 'src/demo/', 'src/jetpack-recorded/', 'src/module-catalogue/' ];

function srcFilesUsing( pattern: RegExp, except: string[] ): string[] {
	return filesUnder( path.join( root, 'src' ), /\.tsx?$/ )
		.map( rel )
		// The app's callers only: the client's declarations and the hosts' folders name routes without calling them.
		.filter( ( file ) => ! HOST_FOLDERS.some( ( folder ) => file.startsWith( folder ) ) && ! except.includes( file ) )
		.filter( ( file ) => pattern.test( fs.readFileSync( path.join( root, file ), 'utf8' ) ) )
		.sort();
}

/**
 * The values the app passes for a route parameter typed only `string`, read where its callers take them. Each
 * names the files that make the call: a new caller fails the test until its values are read here too.
 */
const PARAMETER_VALUES: Record< string, { uses: RegExp; definedIn: string[]; callers: string[]; values: () => string[] } > = {
	'POST module/{slug}/active': {
		uses: /\buseSetModuleActiveMutation\b|\bsetModuleActive\(/,
		definedIn: [ 'src/state/modules/activation.ts' ],
		callers: [ 'src/screens/at-a-glance/module-card/ModuleCardBody.tsx', 'src/state/recommendations/use-enable-feature.ts' ],
		// The module cards name their module; the assistant's feature steps switch their modules on.
		values: () => [
			...filesUnder( path.join( root, 'src' ), /\.tsx$/ ).flatMap( ( file ) =>
				[ ...fs.readFileSync( file, 'utf8' ).matchAll( /<ModuleCardBody\s+slug="([^"]+)"/g ) ].map( ( match ) => match[ 1 ] ?? '' )
			),
			...FEATURE_SLUGS.flatMap( ( slug ) => {
				const source = featureInfo( slug ).source;
				return 'modules' in source ? source.modules : [];
			} ),
		],
	},
	'POST options/{name}': {
		uses: /\buseResetOptionsMutation\b|\bresetOptions\(/,
		definedIn: [ 'src/state/settings/api.ts' ],
		callers: [ 'src/app/layout/Footer.tsx' ],
		// The footer's Reset Options resets the options; the modules' reset is the route's other value.
		values: () => [ 'options', 'modules' ],
	},
	'POST notice/{id}': {
		uses: /\bdismissNotice\b/,
		definedIn: [],
		callers: [ 'src/app/notices/use-dismiss-for-good.ts' ],
		// The hosts accept these ids and no other.
		values: () => [ ...DISMISSIBLE_NOTICE_IDS ],
	},
};

/** Every write the client can make, each parameter with a known set of values expanded to each of them. */
function knownWrites(): ClientWrite[] {
	return clientWrites().flatMap( ( write ) => {
		const source = PARAMETER_VALUES[ write.call ];
		if ( ! source ) {
			return [ write ];
		}
		return [ ...new Set( source.values() ) ].map( ( value ) => ( { ...write, call: write.call.replace( /\{[^}]+\}/, value ) } ) );
	} );
}

const DECLARED = [ ...new Set( USER_WRITES.flatMap( ( write ) => declaredOf( write ).map( ( call ) => `${ call.method } ${ call.path }` ) ) ) ];

/** A route pattern matches a declared concrete call when each {parameter} stands for one path segment. */
const matches = ( pattern: string, declared: string ) =>
	new RegExp( `^${ pattern.replace( /[.*+?^$()|[\]\\]/g, '\\$&' ).replace( /\{[^}]+\}/g, '[^/]+' ) }$` ).test( declared );
const isDeclared = ( call: string ) => DECLARED.some( ( declared ) => matches( call, declared ) );

/**
 * Writes of the client that no action of the gate makes yet, and why. Each is a write the app can make whose
 * faults no cell tries: remove its line once an entry in user-writes.ts makes it.
 */
const NOT_IN_THE_GATE: Record< string, string > = {
	// Routes of the REST contract that no part of the app calls.
	'POST wordads/settings': 'updateWordAdsSettings has no caller.',
	'POST search/settings': 'updateSearchSettings has no caller.',
	'POST licensing/attach-licenses': 'attachLicenses has no caller (a licence key is activated with licensing/set-license).',
	'POST module/{slug}': 'updateModuleOptions has no caller.',
	'POST options/modules': 'resetOptions( \'modules\' ): the footer resets the options only.',
	// Not a user's action.
	'POST seen-wc-connection-modal':
		'The store welcome records that it was seen as it shows; first-run.e2e.ts runs it under every fault (no message, offered again on the next load).',
};

describe( 'the client’s writes and the user-writes gate', () => {
	it( 'reads every write from the declared routes', () => {
		expect( knownWrites().map( ( write ) => write.call ) ).toEqual(
			expect.arrayContaining( [
				'POST verify-site/google',
				'POST marketing/survey',
				'POST module/monitor/active',
				'POST module/protect/active',
				'POST options/options',
				'POST identity-crisis/migrate',
				'DELETE publicize/connections/{id}',
			] )
		);
	} );

	it.each( Object.entries( PARAMETER_VALUES ) )( '%s: the values are read from every caller there is', ( _call, source ) => {
		expect( srcFilesUsing( source.uses, source.definedIn ) ).toEqual( [ ...source.callers ].sort() );
		expect( source.values().length ).toBeGreaterThan( 0 );
	} );

	it( 'declares every write of the client in the gate, or lists it with why it is not there yet', () => {
		const undeclared = knownWrites()
			.filter( ( write ) => ! isDeclared( write.call ) && ! ( write.call in NOT_IN_THE_GATE ) )
			.map( ( write ) => `${ write.call } — ${ write.where }` );
		expect( [ ...new Set( undeclared ) ] ).toEqual( [] );
	} );

	it( 'lists only writes the client makes and the gate does not', () => {
		const calls = knownWrites().map( ( write ) => write.call );
		expect( Object.keys( NOT_IN_THE_GATE ).filter( ( call ) => ! calls.includes( call ) || isDeclared( call ) ) ).toEqual( [] );
	} );

	it( 'declares no call the client cannot make', () => {
		const patterns = clientWrites().map( ( write ) => write.call );
		expect( DECLARED.filter( ( declared ) => ! patterns.some( ( pattern ) => matches( pattern, declared ) ) ) ).toEqual( [] );
	} );
} );
