/**
 * The plugin's generated PHP (php-shim/bin/generate-*.mjs) as the build writes it, made in memory: the files exist
 * only once `npm run build` has run (docs/wordpress-plugin.md#rest-routes), and the unit tests run before it. With a
 * reader of the PHP values the files return, so that the tests compare what PHP would read with the TypeScript
 * declarations, value by value.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve( __dirname, '../../..' );

/**
 * What an export of php-shim/bin/`script` (an ES module, run in a process of its own) answers, as text: a generator's
 * the PHP it writes, a value's its JSON.
 */
export function generatorAnswer( script: string, name: string ): string {
	const code = `import( ${ JSON.stringify( path.join( ROOT, 'php-shim/bin', script ) ) } ).then( ( m ) => {
		const answer = m.${ name };
		process.stdout.write( typeof answer === 'function' ? answer().text : JSON.stringify( answer ) );
	} )`;
	return execFileSync( process.execPath, [ '--input-type=module', '-e', code ], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 } );
}

/** A PHP value as these tests model it: a PHP array is a list when it has no keys, a map otherwise. */
export type PhpValue = string | number | boolean | null | PhpValue[] | { [ key: string ]: PhpValue };

/**
 * A JSON value as PHP holds it once written as a literal: undefined is null, and an empty object is an empty array
 * (PHP has one empty array).
 */
export function asPhp( value: unknown ): PhpValue {
	if ( value === undefined || value === null ) {
		return null;
	}
	if ( Array.isArray( value ) ) {
		return value.map( asPhp );
	}
	if ( typeof value === 'object' ) {
		const entries = Object.entries( value );
		return entries.length === 0 ? [] : Object.fromEntries( entries.map( ( [ key, item ] ) => [ key, asPhp( item ) ] ) );
	}
	if ( typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ) {
		return value;
	}
	throw new Error( `no PHP value for ${ typeof value }` );
}

/**
 * Reads the PHP expression at `text[ start ]`: `array( … )` (with or without keys), single-quoted strings joined
 * with `.`, variables named in `variables`, numbers, true, false and null. Anything else throws, naming the place.
 */
export function readPhpValue( text: string, start: number, variables: Record< string, string > = {} ): { value: PhpValue; end: number } {
	let at = start;
	const fail = ( what: string ): never => {
		throw new Error( `${ what } at ${ at }: ${ JSON.stringify( text.slice( at, at + 60 ) ) }` );
	};
	const space = () => {
		while ( /\s/.test( text[ at ] ?? '' ) ) {
			at++;
		}
	};
	const take = ( token: string ) => {
		space();
		if ( ! text.startsWith( token, at ) ) {
			fail( `expected ${ token }` );
		}
		at += token.length;
	};
	const stringPart = (): string => {
		space();
		if ( text[ at ] === '$' ) {
			const name = /^\$(\w+)/.exec( text.slice( at ) )?.[ 1 ] ?? '';
			if ( ! ( name in variables ) ) {
				fail( 'unknown variable' );
			}
			at += name.length + 1;
			return variables[ name ] ?? '';
		}
		take( "'" );
		let out = '';
		while ( text[ at ] !== "'" ) {
			if ( at >= text.length ) {
				fail( 'unterminated string' );
			}
			// In single quotes PHP reads only \\ and \' as escapes.
			if ( text[ at ] === '\\' && ( text[ at + 1 ] === '\\' || text[ at + 1 ] === "'" ) ) {
				at++;
			}
			out += text[ at ];
			at++;
		}
		at++;
		return out;
	};
	const value = (): PhpValue => {
		space();
		if ( text.startsWith( 'array(', at ) ) {
			at += 'array('.length;
			const items: PhpValue[] = [];
			const keyed: Record< string, PhpValue > = {};
			let keys = 0;
			for ( space(); text[ at ] !== ')'; space() ) {
				const item = value();
				space();
				if ( text.startsWith( '=>', at ) ) {
					at += 2;
					if ( typeof item !== 'string' && typeof item !== 'number' ) {
						fail( 'a key that is not a string or a number' );
					}
					keyed[ String( item ) ] = value();
					keys++;
				} else {
					items.push( item );
				}
				space();
				if ( text[ at ] === ',' ) {
					at++;
				} else if ( text[ at ] !== ')' ) {
					fail( 'expected , or )' );
				}
			}
			at++;
			if ( keys > 0 && items.length > 0 ) {
				fail( 'an array mixing keys and a list' );
			}
			return keys > 0 ? keyed : items;
		}
		if ( text[ at ] === "'" || text[ at ] === '$' ) {
			let joined = stringPart();
			for ( space(); text[ at ] === '.'; space() ) {
				at++;
				joined += stringPart();
			}
			return joined;
		}
		const word = /^(?:-?\d+(?:\.\d+)?|true|false|null)\b/.exec( text.slice( at ) )?.[ 0 ];
		if ( word === undefined ) {
			return fail( 'no PHP value' );
		}
		at += word.length;
		return word === 'true' ? true : word === 'false' ? false : word === 'null' ? null : Number( word );
	};
	return { value: value(), end: at };
}

/** What the PHP function `name` of a generated file returns: its body must be `return <value>;`. */
export function returnedBy( text: string, name: string, variables: Record< string, string > = {} ): PhpValue {
	const declaration = new RegExp( `\\nfunction ${ name }\\([^)]*\\): array \\{\\n\\treturn ` ).exec( text );
	if ( ! declaration ) {
		throw new Error( `no function ${ name } returning a value` );
	}
	const { value, end } = readPhpValue( text, declaration.index + declaration[ 0 ].length, variables );
	expect( text.slice( end, end + 4 ) ).toBe( ';\n}\n' );
	return value;
}
