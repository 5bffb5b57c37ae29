/**
 * @jest-environment node
 *
 * Every write the client can make (src/api: a call with method POST, PUT or DELETE, or an X-HTTP-Method-Override)
 * is known to the user-writes gate (tests/e2e/support/user-writes.ts), which runs each declared action under every
 * fault. The writes are read from the source: each `apiRequest( { path: v4( … ), method: … } )`, its route a pattern
 * where a template's `${ slug }` becomes `{slug}`. A parameter typed as a union of strings stands for each of them;
 * one typed only `string` stands for the values the app passes where they can be read (PARAMETER_VALUES), and
 * otherwise is declared once any declared call matches it (publicize/connections/{id} by publicize/connections/1).
 * A write the gate does not run yet is listed, with why, in NOT_IN_THE_GATE: the list only shrinks.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { DISMISSIBLE_NOTICE_IDS } from '../../../src/lib/notice-ids';
import { FEATURE_SLUGS, featureInfo } from '../../../src/lib/recommendation-features';
import { declaredOf, USER_WRITES } from '../../e2e/support/user-writes';

const root = path.resolve( __dirname, '../../..' );
const API_DIR = path.join( root, 'src/api' );
const WRITE_METHODS = [ 'POST', 'PUT', 'DELETE', 'PATCH' ];

interface ClientWrite {
	/** "POST module/{slug}/active" */
	call: string;
	/** The exported function that makes it, and its file. */
	where: string;
}

const rel = ( file: string ) => path.relative( root, file ).split( path.sep ).join( '/' );

function sourceOf( file: string ): ts.SourceFile {
	return ts.createSourceFile( file, fs.readFileSync( file, 'utf8' ), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX );
}

function filesUnder( dir: string, extension: RegExp ): string[] {
	return fs.readdirSync( dir, { withFileTypes: true } ).flatMap( ( entry ) => {
		const full = path.join( dir, entry.name );
		return entry.isDirectory() ? filesUnder( full, extension ) : extension.test( entry.name ) ? [ full ] : [];
	} );
}

function property( object: ts.ObjectLiteralExpression, name: string ): ts.Expression | undefined {
	for ( const member of object.properties ) {
		if ( ts.isPropertyAssignment( member ) && ( ts.isIdentifier( member.name ) || ts.isStringLiteral( member.name ) ) && member.name.text === name ) {
			return member.initializer;
		}
		if ( ts.isShorthandPropertyAssignment( member ) && member.name.text === name ) {
			return member.name;
		}
	}
	return undefined;
}

/** The string values an expression can have, or null when the source does not say. */
function strings( expression: ts.Expression ): string[] | null {
	if ( ts.isStringLiteral( expression ) || ts.isNoSubstitutionTemplateLiteral( expression ) ) {
		return [ expression.text ];
	}
	if ( ts.isParenthesizedExpression( expression ) || ts.isAsExpression( expression ) ) {
		return strings( expression.expression );
	}
	if ( ts.isConditionalExpression( expression ) ) {
		const [ yes, no ] = [ strings( expression.whenTrue ), strings( expression.whenFalse ) ];
		return yes && no ? [ ...yes, ...no ] : null;
	}
	return null;
}

/** The function a node sits in, and its parameters by name. */
function enclosingFunction( node: ts.Node ): ts.SignatureDeclaration | undefined {
	let at: ts.Node | undefined = node.parent;
	while ( at && ! ts.isFunctionLike( at ) ) {
		at = at.parent;
	}
	return at as ts.SignatureDeclaration | undefined;
}

/** The exported name a write is made under: `export const setModuleActive = …` or `export function …`. */
function exportedName( node: ts.Node ): string {
	let at: ts.Node | undefined = node;
	let name = '(anonymous)';
	while ( at ) {
		if ( ( ts.isVariableDeclaration( at ) || ts.isFunctionDeclaration( at ) ) && at.name && ts.isIdentifier( at.name ) ) {
			name = at.name.text;
		}
		at = at.parent;
	}
	return name;
}

/** A route parameter's values when its type is a union of strings ('options' | 'modules'), or null. */
function parameterValues( node: ts.Node, name: string ): string[] | null {
	const declaration = enclosingFunction( node )?.parameters.find( ( parameter ) => ts.isIdentifier( parameter.name ) && parameter.name.text === name );
	const type = declaration?.type;
	if ( ! type || ! ts.isUnionTypeNode( type ) ) {
		return null;
	}
	const values = type.types.map( ( member ) => ( ts.isLiteralTypeNode( member ) && ts.isStringLiteral( member.literal ) ? member.literal.text : null ) );
	return values.every( ( value ) => value !== null ) ? ( values as string[] ) : null;
}

/** The strings a function of another module returns (identityCrisisPath's three routes). */
function returnedStrings( file: ts.SourceFile, callee: string ): string[] | null {
	const imported = file.statements
		.filter( ts.isImportDeclaration )
		.find( ( declaration ) =>
			declaration.importClause?.namedBindings && ts.isNamedImports( declaration.importClause.namedBindings )
				? declaration.importClause.namedBindings.elements.some( ( element ) => element.name.text === callee )
				: false
		);
	if ( ! imported || ! ts.isStringLiteral( imported.moduleSpecifier ) ) {
		return null;
	}
	const target = sourceOf( `${ path.resolve( path.dirname( file.fileName ), imported.moduleSpecifier.text ) }.ts` );
	const found: string[] = [];
	let complete = false;
	const visit = ( node: ts.Node ): void => {
		if ( ts.isFunctionDeclaration( node ) && node.name?.text === callee && node.body ) {
			complete = true;
			const collect = ( inner: ts.Node ): void => {
				if ( ts.isReturnStatement( inner ) && inner.expression ) {
					const values = strings( inner.expression );
					complete &&= values !== null;
					found.push( ...( values ?? [] ) );
				}
				ts.forEachChild( inner, collect );
			};
			collect( node.body );
		}
		ts.forEachChild( node, visit );
	};
	visit( target );
	return complete && found.length ? found : null;
}

/** The route patterns of a path expression: v4( 'x' ), v4( `module/${ slug }/active` ), v4( choicePath( c ) ). */
function routes( file: ts.SourceFile, expression: ts.Expression ): string[] | null {
	if ( ! ts.isCallExpression( expression ) || expression.expression.getText() !== 'v4' || ! expression.arguments[ 0 ] ) {
		return null;
	}
	const argument = expression.arguments[ 0 ];
	if ( ts.isTemplateExpression( argument ) ) {
		let patterns = [ argument.head.text ];
		for ( const span of argument.templateSpans ) {
			const name = span.expression.getText();
			const values = ts.isIdentifier( span.expression ) ? parameterValues( argument, name ) : null;
			patterns = patterns.flatMap( ( pattern ) => ( values ?? [ `{${ name }}` ] ).map( ( value ) => `${ pattern }${ value }${ span.literal.text }` ) );
		}
		return patterns;
	}
	if ( ts.isCallExpression( argument ) && ts.isIdentifier( argument.expression ) ) {
		return returnedStrings( file, argument.expression.text );
	}
	return strings( argument );
}

/** Every request of src/api: its writes, and the calls whose method or route the source does not tell. */
function clientWrites(): { writes: ClientWrite[]; unread: string[] } {
	const writes: ClientWrite[] = [];
	const unread: string[] = [];
	for ( const fileName of filesUnder( API_DIR, /\.tsx?$/ ) ) {
		const file = sourceOf( fileName );
		const visit = ( node: ts.Node ): void => {
			if ( ts.isCallExpression( node ) && [ 'apiRequest', 'apiFetch' ].includes( node.expression.getText() ) && ! rel( fileName ).endsWith( 'api/client.ts' ) ) {
				const where = `${ exportedName( node ) } (${ rel( fileName ) })`;
				const [ request ] = node.arguments;
				if ( ! request || ! ts.isObjectLiteralExpression( request ) ) {
					unread.push( `${ where }: the request is not an object literal` );
					return;
				}
				const methodExpression = property( request, 'method' );
				const headers = property( request, 'headers' );
				const override = headers && ts.isObjectLiteralExpression( headers ) ? property( headers, 'X-HTTP-Method-Override' ) : undefined;
				const methods = override ? strings( override ) : methodExpression ? strings( methodExpression ) : [ 'GET' ];
				if ( ! methods ) {
					unread.push( `${ where }: method not read from the source` );
					return;
				}
				const written = methods.map( ( value ) => value.toUpperCase() ).filter( ( value ) => WRITE_METHODS.includes( value ) );
				const pathExpression = property( request, 'path' );
				const patterns = written.length && pathExpression ? routes( file, pathExpression ) : [];
				if ( written.length && ! patterns ) {
					unread.push( `${ where }: route of a write not read from the source` );
					return;
				}
				for ( const method of written ) {
					writes.push( ...( patterns ?? [] ).map( ( pattern ) => ( { call: `${ method } ${ pattern }`, where } ) ) );
				}
			}
			ts.forEachChild( node, visit );
		};
		visit( file );
	}
	return { writes, unread };
}

/** Files of src outside src/api and the demo site whose source matches. */
function srcFilesUsing( pattern: RegExp, except: string[] ): string[] {
	return filesUnder( path.join( root, 'src' ), /\.tsx?$/ )
		.map( rel )
		.filter( ( file ) => ! file.startsWith( 'src/api/' ) && ! file.startsWith( 'src/demo/' ) && ! except.includes( file ) )
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
	return clientWrites().writes.flatMap( ( write ) => {
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
	// Offered by no demo scenario as it starts.
	'POST module/protect/active': 'Activate brute force protection (its dashboard card): protection is on in every demo scenario.',
	'POST module/akismet/key/check': 'The Anti-spam card’s key form: shown for Akismet active without a valid key, which no demo scenario has.',
	'POST licensing/error': 'Dismissing the licensing error notice: no demo scenario has a licensing error.',
	// No part of the app calls them.
	'POST wordads/settings': 'updateWordAdsSettings has no caller.',
	'POST search/settings': 'updateSearchSettings has no caller.',
	'POST licensing/attach-licenses': 'attachLicenses has no caller.',
	'POST module/{slug}': 'updateModuleOptions has no caller (useUpdateModuleOptionsMutation is used nowhere).',
	'POST options/modules': 'resetOptions( \'modules\' ): the footer resets the options only.',
	// Not a user's action.
	'POST seen-wc-connection-modal':
		'The store welcome records that it was seen as it shows; first-run.e2e.ts runs it under every fault (no message, offered again on the next load).',
};

describe( 'the client’s writes and the user-writes gate', () => {
	it( 'reads the method and route of every request in src/api', () => {
		expect( clientWrites().unread ).toEqual( [] );
		// The reader finds what the source plainly holds.
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
		const patterns = clientWrites().writes.map( ( write ) => write.call );
		expect( DECLARED.filter( ( declared ) => ! patterns.some( ( pattern ) => matches( pattern, declared ) ) ) ).toEqual( [] );
	} );
} );
