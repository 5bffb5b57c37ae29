import { Provider } from 'react-redux';
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { AppStore } from '../state/store';
import { ROUTES } from './routes';
import { RouteView } from './RouteView';

export function App( { store }: { store: AppStore } ) {
	return (
		<Provider store={ store }>
			<HashRouter>
				<Routes>
					{ ROUTES.map( ( route ) => (
						<Route key={ route.path } path={ route.path } element={ <RouteView route={ route } /> } />
					) ) }
					<Route path="*" element={ <Navigate to="/dashboard" replace /> } />
				</Routes>
			</HashRouter>
		</Provider>
	);
}
