/**
 * A site in identity crisis answers at an address other than the one it was connected with (a copy, a staging
 * site, a move). An administrator chooses what it is: keep it apart in safe mode, move the connection to the new
 * address, or start a fresh connection for it. Only an administrator of an online site can choose.
 */
import type { Capabilities } from './permissions';

export type IdentityCrisisChoice = 'safe-mode' | 'migrate' | 'start-fresh';

export interface IdentityCrisisContext {
	caps: Pick< Capabilities, 'userCanManageOptions' | 'isOfflineMode' >;
	/** Undefined while the connection status is unknown. */
	isInIdentityCrisis: boolean | undefined;
}

export function shouldShowIdentityCrisis( { caps, isInIdentityCrisis }: IdentityCrisisContext ): boolean {
	return !! isInIdentityCrisis && caps.userCanManageOptions && ! caps.isOfflineMode;
}
