/**
 * A site in identity crisis answers at an address other than the one it was connected with (a copy, a staging
 * site, a move). An administrator chooses what it is: keep it apart in safe mode, move the connection to the new
 * address, or start a fresh connection for it. Only an administrator of an online site can choose.
 */
import type { Capabilities } from './permissions';

export type IdentityCrisisChoice = 'safe-mode' | 'migrate' | 'start-fresh';

export const IDENTITY_CRISIS_CHOICES: readonly IdentityCrisisChoice[] = [ 'safe-mode', 'migrate', 'start-fresh' ];

export interface IdentityCrisisContext {
	caps: Pick< Capabilities, 'userCanManageOptions' | 'isOfflineMode' >;
	/** Undefined while the connection status is unknown. */
	isInIdentityCrisis: boolean | undefined;
}

export function shouldShowIdentityCrisis( { caps, isInIdentityCrisis }: IdentityCrisisContext ): boolean {
	return !! isInIdentityCrisis && caps.userCanManageOptions && ! caps.isOfflineMode;
}

/** The call each choice makes, under jetpack/v4. */
export function identityCrisisPath( choice: IdentityCrisisChoice ): string {
	switch ( choice ) {
		case 'safe-mode':
			return 'identity-crisis/confirm-safe-mode';
		case 'migrate':
			return 'identity-crisis/migrate';
		case 'start-fresh':
			return 'identity-crisis/start-fresh';
	}
}
