import { useMemo } from 'react';
import { getDashboardLayout } from '../../lib/dashboard-layout';
import type { DashboardLayout } from '../../lib/dashboard-layout';
import { useAppSelector } from '../../state/hooks';
import { selectCapabilities, selectModules } from '../../state/selectors';

/** The cards this user sees, from the printed capabilities and modules. */
export function useDashboardLayout(): DashboardLayout {
	const caps = useAppSelector( selectCapabilities );
	const modules = useAppSelector( selectModules );
	return useMemo( () => {
		const all = Object.values( modules ?? {} );
		return getDashboardLayout( {
			caps,
			overriddenInactive: new Set( all.filter( ( module ) => module.override === 'inactive' ).map( ( module ) => module.module ) ),
			protectActive: modules?.protect?.activated ?? false,
		} );
	}, [ caps, modules ] );
}
