/**
 * What the settings screen shows for the current path, term and user: the sections (by the pure rule), and the
 * search as cards see it. Searching is for managers only; another user's `term` in the URL is ignored.
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { isModuleFound, visibleSections } from './settings-sections';
import { searchModules, termFromQuery } from '../../lib/settings-search';
import { useAppSelector } from '../../state/hooks';
import { useGetModulesQuery } from '../../state/modules/api';
import { selectCapabilities } from '../../state/selectors';
import type { SettingsSearch } from '../../components/settings/search-context';

export function useSettingsView() {
	const { pathname, search } = useLocation();
	const caps = useAppSelector( selectCapabilities );
	const modules = useGetModulesQuery().data;
	const term = caps.userCanManageModules ? termFromQuery( search ) : '';
	return useMemo( () => {
		const catalogue = modules ?? {};
		const matches = searchModules( catalogue, term );
		const active = Object.fromEntries( Object.values( catalogue ).map( ( module ) => [ module.module, module.activated ] ) );
		const found = new Set( Object.keys( matches ) );
		const context = { path: pathname, term, caps, modules: active, found };
		const searchView: SettingsSearch = {
			term,
			isFound: ( slug ) => isModuleFound( slug, context ),
			matchOf: ( slug ) => matches[ slug ],
		};
		return { path: pathname, term, caps, modules: catalogue, sections: visibleSections( context ), search: searchView };
	}, [ pathname, term, caps, modules ] );
}
