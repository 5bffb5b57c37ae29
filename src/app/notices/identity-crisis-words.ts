/**
 * What the identity-crisis notice and its choices say (docs/shell.md#other-standing-notices): in the notice's own
 * chunk, as few sites ever meet it.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { IdentityCrisisChoice } from '../../lib/identity-crisis';

/**
 * What the site's choice did, said once the site took it (docs/shell.md#other-standing-notices), naming the address
 * the connection was made for when the host prints it. Start fresh says nothing here: it goes on to the provider.
 */
export function identityCrisisOutcome( choice: IdentityCrisisChoice, current: string, previous: string | null ): string | null {
	switch ( choice ) {
		case 'safe-mode':
			return previous
				? sprintf(
						/* translators: 1: this site's address; 2: the address the connection was made for. */
						__( 'Safe Mode is on: %1$s is kept apart as a copy, and the connection stays with %2$s.', 'jetpack' ),
						current,
						previous
				  )
				: sprintf(
						/* translators: %s: this site's address. */
						__( 'Safe Mode is on: %s is kept apart as a copy, and the connection stays with the original site.', 'jetpack' ),
						current
				  );
		case 'migrate':
			return previous
				? sprintf(
						/* translators: 1: the address the connection was made for; 2: this site's address. */
						__( 'The connection moved from %1$s to %2$s.', 'jetpack' ),
						previous,
						current
				  )
				: sprintf(
						/* translators: %s: this site's address. */
						__( 'The connection moved to %s.', 'jetpack' ),
						current
				  );
		case 'start-fresh':
			return null;
	}
}

/** The notice's explanation, naming the address the connection was made for when the host prints it. */
export function identityCrisisExplanation( current: string, previous: string | null ): string {
	return previous
		? sprintf(
				/* translators: 1: the address the connection was made for; 2: this site's address, such as example.com. */
				__(
					'Jetpack was connected for %1$s, and %2$s now uses the same connection. Tell Jetpack what this site is so that stats, backups and other features go to the right place.',
					'jetpack'
				),
				previous,
				current
		  )
		: sprintf(
				/* translators: %s: the site's address, such as example.com. */
				__(
					'Jetpack was connected for another address, and %s now uses the same connection. Tell Jetpack what this site is so that stats, backups and other features go to the right place.',
					'jetpack'
				),
				current
		  );
}
