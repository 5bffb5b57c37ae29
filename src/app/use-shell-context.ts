/** What the shell's rules need, read from the store and the router in one place. */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../state/hooks';
import { selectCapabilities, selectConnectionStatus, selectModules } from '../state/selectors';
import type { NavigationContext } from '../lib/navigation';
import type { GuardContext } from './routes';

export function useNavigationContext(): NavigationContext {
	const caps = useAppSelector( selectCapabilities );
	const connection = useAppSelector( selectConnectionStatus );
	const modules = useAppSelector( selectModules );
	const siteData = useAppSelector( ( state ) => state.page.siteData );
	const { pathname } = useLocation();
	return useMemo(
		() => ( {
			caps,
			path: pathname,
			connectionKnown: !! connection,
			modules: Object.fromEntries( Object.values( modules ?? {} ).map( ( module ) => [ module.module, module.activated ] ) ),
			recommendationsEnabled: siteData.showRecommendations,
			myJetpackEnabled: siteData.showMyJetpack,
		} ),
		[ caps, pathname, connection, modules, siteData ]
	);
}

export function useGuardContext(): GuardContext {
	const caps = useAppSelector( selectCapabilities );
	const recommendationsEnabled = useAppSelector( ( state ) => state.page.siteData.showRecommendations );
	const products = useAppSelector( ( state ) => state.page.products );
	return useMemo( () => ( { caps, recommendationsEnabled, products } ), [ caps, recommendationsEnabled, products ] );
}
