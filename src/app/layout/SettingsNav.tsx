/**
 * Settings tabs by role and by which modules exist; a dropdown instead when the window is narrower than the
 * mobile breakpoint or the tabs do not fit (re-measured on resize, debounced 300 ms). While a search term is applied,
 * no tab is marked current: the results come from every section.
 */
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useDebounce } from '@wordpress/compose';
import { __ } from '@wordpress/i18n';
import { termFromQuery } from '../../lib/settings-search';
import { useAppSelector } from '../../state/hooks';
import { selectCapabilities } from '../../state/selectors';
import { getSettingsTabs } from '../navigation';
import type { NavigationContext } from '../navigation';
import { routeLabel } from '../app-routes';

const MOBILE_BREAKPOINT = 480;

const SettingsNavDropdown = lazy( () => import( /* webpackChunkName: "settings-nav-dropdown" */ './SettingsNavDropdown' ) );

function useTabsOverflow( listRef: RefObject< HTMLUListElement | null >, tabCount: number ) {
	const [ asDropdown, setAsDropdown ] = useState( false );
	const measure = useCallback( () => {
		const list = listRef.current;
		const tooNarrow = window.innerWidth < MOBILE_BREAKPOINT;
		const overflowing = !! list && list.scrollWidth > ( list.parentElement?.clientWidth ?? list.clientWidth );
		setAsDropdown( tooNarrow || overflowing );
	}, [ listRef ] );
	const debouncedMeasure = useDebounce( measure, 300 );
	useLayoutEffect( measure, [ measure, tabCount ] );
	useEffect( () => {
		window.addEventListener( 'resize', debouncedMeasure );
		return () => window.removeEventListener( 'resize', debouncedMeasure );
	}, [ debouncedMeasure ] );
	return asDropdown;
}

export function SettingsNav( { context }: { context: NavigationContext } ) {
	const tabs = getSettingsTabs( context );
	const listRef = useRef< HTMLUListElement >( null );
	const asDropdown = useTabsOverflow( listRef, tabs.length );
	const { search } = useLocation();
	const searching = useAppSelector( selectCapabilities ).userCanManageModules && termFromQuery( search ) !== '';
	if ( tabs.length === 0 ) {
		return null;
	}
	// While a term is searched the results come from every section: no tab is the one shown (docs/settings.md#search).
	const current = searching ? '' : tabs.find( ( tab ) => context.path === `/${ tab }` ) ?? '';
	const TabLink = searching ? Link : NavLink;
	return (
		<nav className="jp-nav jp-settings-nav" aria-label={ __( 'Settings', 'jetpack' ) }>
			{ /* The list stays rendered (hidden) in dropdown mode so it can be measured again on resize. */ }
			<ul ref={ listRef } className={ `jp-nav__list${ asDropdown ? ' is-measuring' : '' }` } aria-hidden={ asDropdown || undefined }>
				{ tabs.map( ( tab ) => (
					<li key={ tab }>
						<TabLink className="jp-nav__item" to={ `/${ tab }` } tabIndex={ asDropdown ? -1 : undefined }>
							{ routeLabel( `/${ tab }` ) }
						</TabLink>
					</li>
				) ) }
			</ul>
			{ asDropdown && (
				<Suspense fallback={ null }>
					<SettingsNavDropdown tabs={ tabs } current={ current } />
				</Suspense>
			) }
		</nav>
	);
}
