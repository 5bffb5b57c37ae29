import { lazy, Suspense } from 'react';
import { Provider } from 'react-redux';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { Spinner } from '@wordpress/components';
import type { AppStore } from '../state/store';

const AtAGlance = lazy( () => import( /* webpackChunkName: "at-a-glance" */ '../screens/at-a-glance/AtAGlance' ) );

export function App( { store }: { store: AppStore } ) {
	return (
		<Provider store={ store }>
			<HashRouter>
				<main className="jp-app">
					<Suspense fallback={ <Spinner /> }>
						<Routes>
							<Route path="*" element={ <AtAGlance /> } />
						</Routes>
					</Suspense>
				</main>
			</HashRouter>
		</Provider>
	);
}
