/** What the shell's rules need, read from the store and the router in one place. */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../state/hooks';
import { selectCapabilities, selectConnectionStatus, selectModules } from '../state/selectors';
import type { RootState } from '../state/store';
import type { NavigationContext } from './navigation';
import type { GuardContext } from './app-routes';

type ShellParts = {
	caps: ReturnType< typeof selectCapabilities >;
	connection: ReturnType< typeof selectConnectionStatus >;
	modules: ReturnType< typeof selectModules >;
	siteData: RootState[ 'page' ][ 'siteData' ];
	products: RootState[ 'page' ][ 'products' ];
};

function shellParts( state: RootState ): ShellParts {
	return {
		caps: selectCapabilities( state ),
		connection: selectConnectionStatus( state ),
		modules: selectModules( state ),
		siteData: state.page.siteData,
		products: state.page.products,
	};
}

function navigationContextFrom( parts: Omit< ShellParts, 'products' >, path: string ): NavigationContext {
	return {
		caps: parts.caps,
		path,
		connectionKnown: !! parts.connection,
		modules: Object.fromEntries( Object.values( parts.modules ?? {} ).map( ( module ) => [ module.module, module.activated ] ) ),
		recommendationsEnabled: parts.siteData.showRecommendations,
		myJetpackEnabled: parts.siteData.showMyJetpack,
	};
}

function guardContextFrom( parts: Pick< ShellParts, 'caps' | 'products' > & { recommendationsEnabled: boolean } ): GuardContext {
	return { caps: parts.caps, recommendationsEnabled: parts.recommendationsEnabled, products: parts.products };
}

/** Both contexts from a whole state, outside React (the route sweep computes where each path should lead). */
export function shellContextsOf( state: RootState, path: string ): { guard: GuardContext; navigation: NavigationContext } {
	const parts = shellParts( state );
	return {
		guard: guardContextFrom( { ...parts, recommendationsEnabled: parts.siteData.showRecommendations } ),
		navigation: navigationContextFrom( parts, path ),
	};
}

export function useNavigationContext(): NavigationContext {
	const caps = useAppSelector( selectCapabilities );
	const connection = useAppSelector( selectConnectionStatus );
	const modules = useAppSelector( selectModules );
	const siteData = useAppSelector( ( state ) => state.page.siteData );
	const { pathname } = useLocation();
	return useMemo(
		() => navigationContextFrom( { caps, connection, modules, siteData }, pathname ),
		[ caps, connection, modules, siteData, pathname ]
	);
}

export function useGuardContext(): GuardContext {
	const caps = useAppSelector( selectCapabilities );
	const recommendationsEnabled = useAppSelector( ( state ) => state.page.siteData.showRecommendations );
	const products = useAppSelector( ( state ) => state.page.products );
	return useMemo( () => guardContextFrom( { caps, recommendationsEnabled, products } ), [ caps, recommendationsEnabled, products ] );
}
