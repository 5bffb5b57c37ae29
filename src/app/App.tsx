import { useState } from 'react';
import { Provider } from 'react-redux';
import { createHashRouter, Navigate, RouterProvider } from 'react-router-dom';
import type { AppStore } from '../state/store';
import { ROUTES } from './routes';
import { RouteView } from './RouteView';

/** A data router (it supports blocking navigation while settings are unsaved) built from the one route table. */
function createAppRouter() {
	return createHashRouter( [
		...ROUTES.map( ( route ) => ( { path: route.path, element: <RouteView route={ route } /> } ) ),
		{ path: '*', element: <Navigate to="/dashboard" replace /> },
	] );
}

export function App( { store }: { store: AppStore } ) {
	const [ router ] = useState( createAppRouter );
	return (
		<Provider store={ store }>
			<RouterProvider router={ router } />
		</Provider>
	);
}
