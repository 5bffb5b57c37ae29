/** One route: its guard, the document title, the layout and the screen inside an error boundary. */
import { Suspense, useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useAppSelector } from '../state/hooks';
import { Layout } from './layout/Layout';
import { ScreenBoundary } from './ScreenBoundary';
import { PlansRedirect } from './PlansRedirect';
import type { AppRoute } from './app-routes';
import { screenComponent } from './screens';
import { useGuardContext, useNavigationContext } from './use-shell-context';
import { isRouteAllowed } from './route-decision';
import { Loading } from '../components/isolation/Loading';
import { RouteLabelContext } from '../hooks/route-label';

function useDocumentTitle( label: string ) {
	const siteTitle = useAppSelector( ( state ) => state.page.siteTitle );
	useEffect( () => {
		document.title = `${ label } ‹ Jetpack ‹ ${ siteTitle } — WordPress`;
	}, [ label, siteTitle ] );
}

export function RouteView( { route }: { route: AppRoute } ) {
	const params = useParams();
	const guardContext = useGuardContext();
	const navigation = useNavigationContext();
	const allowed = isRouteAllowed( route, params, guardContext, navigation );
	const label = route.label();
	useDocumentTitle( route.title?.( params ) ?? label );
	if ( ! allowed ) {
		return <Navigate to="/dashboard" replace />;
	}
	if ( ! route.screen ) {
		return <PlansRedirect />;
	}
	const Screen = screenComponent( route.screen );
	return (
		<Layout route={ route }>
			<ScreenBoundary label={ label }>
				<Suspense fallback={ <Loading /> }>
					<RouteLabelContext.Provider value={ label }>
						<Screen />
					</RouteLabelContext.Provider>
				</Suspense>
			</ScreenBoundary>
		</Layout>
	);
}
