/**
 * Makes one component of the screen throw while it renders, to see that only its card fails. A test mocks a card's
 * module with failable( actual ): every component the module exports then renders as before, unless failOnly() named it.
 */
import { createElement } from 'react';
import type { ComponentType } from 'react';

let failing: string | null = null;

/** Names the component that throws on its next renders (null: none). */
export function failOnly( name: string | null ): void {
	failing = name;
}

export function failable( actual: Record< string, unknown > ): Record< string, unknown > {
	const wrapped: Record< string, unknown > = { __esModule: true };
	for ( const [ name, value ] of Object.entries( actual ) ) {
		if ( typeof value === 'function' && /^[A-Z]/.test( name ) ) {
			const Actual = value as ComponentType< object >;
			const Failable = ( props: object ) => {
				if ( failing === name ) {
					throw new Error( `${ name } broke while rendering` );
				}
				return createElement( Actual, props );
			};
			wrapped[ name ] = Failable;
		} else {
			wrapped[ name ] = value;
		}
	}
	return wrapped;
}
