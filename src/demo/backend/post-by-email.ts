/**
 * The post-by-email address of the current user, changed through POST settings { post_by_email_address: action }
 * (docs/settings.md#post-by-email). settings.ts calls this for the three action values instead of storing them as the
 * address.
 */
import type { PostByEmailAction } from '../../api/types';
import { WpError } from './wp-error';
import type { DemoState } from './state';

const ACTIONS: readonly PostByEmailAction[] = [ 'create', 'regenerate', 'delete' ];

export function isPostByEmailAction( value: unknown ): value is PostByEmailAction {
	return typeof value === 'string' && ( ACTIONS as readonly string[] ).includes( value );
}

const WORDS = [ 'maple', 'fern', 'tulip', 'clover', 'willow', 'basil', 'thyme', 'poppy' ];
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** An address in the provider's style: a word, then random letters and digits. */
function newAddress( random: () => number ): string {
	const word = WORDS[ Math.floor( random() * WORDS.length ) ] ?? 'post';
	const suffix = Array.from( { length: 10 }, () => ALPHABET[ Math.floor( random() * ALPHABET.length ) ] ).join( '' );
	return `${ word }${ suffix }@post.wordpress.com`;
}

/** The stored address, treating false, "1" and null as none (docs/settings.md#post-by-email). */
export function currentPostByEmailAddress( state: DemoState ): string | null {
	const value = state.modules[ 'post-by-email' ]?.options.post_by_email_address?.current_value;
	return typeof value === 'string' && value !== '' && value !== '1' ? value : null;
}

/**
 * Throws a 400 WpError when the address cannot be changed: the module is off, or the user is not linked (the
 * provider issues the address). Writes nothing, so a settings update can check it before writing anything else.
 */
export function requirePostByEmail( state: DemoState ): void {
	const module = state.modules[ 'post-by-email' ];
	if ( ! module?.options.post_by_email_address || ! module.activated ) {
		throw new WpError( 'post_by_email_inactive', 'Post by email is not active.', 400 );
	}
	if ( ! state.currentUser.isConnected ) {
		throw new WpError( 'user_not_linked', 'Link your WordPress.com account to use Post by email.', 400 );
	}
}

/**
 * Creates, regenerates or deletes the address and answers the new one (null once deleted). Checks
 * requirePostByEmail() first, so it throws before writing anything. Call it inside backend.update().
 */
export function applyPostByEmailAction(
	state: DemoState,
	action: PostByEmailAction,
	random: () => number = Math.random
): string | null {
	requirePostByEmail( state );
	const option = state.modules[ 'post-by-email' ]?.options.post_by_email_address;
	if ( ! option ) {
		return null;
	}
	const current = currentPostByEmailAddress( state );
	if ( action === 'delete' ) {
		option.current_value = null;
		return null;
	}
	const address = action === 'create' && current ? current : newAddress( random );
	option.current_value = address;
	return address;
}
