import { useLayoutEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { Navigate, Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import type { AppStore } from '../state/store';
import { afterFirstPaint } from './first-paint';
import { createGuardedHistory, GuardedHistoryContext } from './guarded-history';
import { APP_ROUTES } from './app-routes';
import { RouteView } from './RouteView';

/**
 * The one route table on a hash history that can ask before the user leaves unsaved settings. `onFirstPaint` is told
 * when the first render is on screen (the layout effect runs as it is committed, with the shell's mark in the page).
 */
export function App( { store, onFirstPaint }: { store: AppStore; onFirstPaint?: () => void } ) {
	const [ history ] = useState( () => createGuardedHistory() );
	useLayoutEffect( () => {
		if ( onFirstPaint ) {
			afterFirstPaint( window, onFirstPaint );
		}
	}, [ onFirstPaint ] );
	return (
		<Provider store={ store }>
			<GuardedHistoryContext.Provider value={ history }>
				<HistoryRouter history={ history }>
					<Routes>
						{ APP_ROUTES.map( ( route ) => (
							<Route key={ route.path } path={ route.path } element={ <RouteView route={ route } /> } />
						) ) }
						<Route path="*" element={ <Navigate to="/dashboard" replace /> } />
					</Routes>
				</HistoryRouter>
			</GuardedHistoryContext.Provider>
		</Provider>
	);
}
