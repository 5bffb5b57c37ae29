import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { dashboardFacts, getDashboardLayout } from './dashboard-layout';
import type { DashboardLayout } from './dashboard-layout';
import { useAppSelector } from '../../state/hooks';
import { useGetModulesQuery } from '../../state/modules/api';
import { selectCapabilities } from '../../state/selectors';

/**
 * The cards this user sees, from the printed capabilities and modules. Subscribed to the modules (printed, so not
 * fetched on load): a save that invalidates them then fetches them again instead of dropping them from the cache.
 */
export function useDashboardLayout(): DashboardLayout {
	const caps = useAppSelector( selectCapabilities );
	const modules = useGetModulesQuery().data;
	const { pathname } = useLocation();
	return useMemo( () => getDashboardLayout( dashboardFacts( caps, modules, pathname ) ), [ caps, modules, pathname ] );
}
