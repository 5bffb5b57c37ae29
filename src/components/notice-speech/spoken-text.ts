/**
 * What a notice announces to screen readers: the words of its message. The component library's Notice turns a
 * message that is not a plain string into HTML with a whole server-side serializer (about 2.5 KB gz on every page),
 * only for the announcement to drop the tags again. The build swaps that serializer for this (see webpack.config.js):
 * it reads the words straight from the element tree, one space where an element starts or ends.
 */
import { isValidElement } from 'react';
import type { ReactNode } from 'react';

function wordsOf( node: ReactNode ): string {
	if ( typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint' ) {
		return String( node );
	}
	if ( Array.isArray( node ) ) {
		return node.map( wordsOf ).join( '' );
	}
	if ( isValidElement< { children?: ReactNode } >( node ) ) {
		return ` ${ wordsOf( node.props.children ) } `;
	}
	return '';
}

export default function spokenText( node: ReactNode ): string {
	return wordsOf( node ).replace( /\s+/g, ' ' ).trim();
}
