/**
 * The screens of the route table, each its own chunk (loaded when its route first shows). The screen the page opens
 * on is loaded before the first render when it can be (loadStartScreen): its files were started by the page's head
 * (src/app/preload-screen-files.ts), so it shows with the shell instead of after a loading placeholder, which React keeps on
 * screen for a moment once shown so that it does not flicker.
 */
import { lazy } from 'react';
import type { ComponentType } from 'react';
import { findRoute } from './app-routes';
import type { ScreenKey } from './app-routes';
import { hashPath } from './boot-calls';

/** A screen's module; `ready`, when it has one, loads what its first render needs beside it (its cards' views). */
interface ScreenModule {
	default: ComponentType;
	ready?: () => Promise< void >;
}

const LOADERS: Record< ScreenKey, () => Promise< ScreenModule > > = {
	'at-a-glance': () => import( /* webpackChunkName: "at-a-glance" */ '../screens/at-a-glance/AtAGlance' ),
	'my-plan': () => import( /* webpackChunkName: "my-plan" */ '../screens/my-plan/MyPlan' ),
	settings: () => import( /* webpackChunkName: "settings" */ '../screens/settings/Settings' ),
	recommendations: () => import( /* webpackChunkName: "recommendations" */ '../screens/recommendations/Recommendations' ),
	license: () => import( /* webpackChunkName: "license" */ '../screens/license/LicenseActivation' ),
	about: () => import( /* webpackChunkName: "about" */ '../screens/about/About' ),
	debug: () => import( /* webpackChunkName: "debug" */ '../screens/debug/Debug' ),
	modules: () => import( /* webpackChunkName: "modules" */ '../screens/modules/Modules' ),
	product: () => import( /* webpackChunkName: "product" */ '../screens/products/ProductPage' ),
};

async function load( key: ScreenKey ): Promise< ScreenModule > {
	const module = await LOADERS[ key ]();
	await module.ready?.();
	return module;
}

const loaded = new Map< ScreenKey, ComponentType >();
// The component each screen is drawn with, fixed at its first use: a component that changed would remount it.
const chosen = new Map< ScreenKey, ComponentType >();

/** The screen's component: the loaded module itself when it was loaded before its first use, else a lazy one. */
export function screenComponent( key: ScreenKey ): ComponentType {
	const known = chosen.get( key );
	if ( known ) {
		return known;
	}
	const component = loaded.get( key ) ?? lazy( () => load( key ) );
	chosen.set( key, component );
	return component;
}

/** The screen an address opens: an unknown route shows the dashboard; null when the address leaves the app. */
function startScreenOf( hash: string ): ScreenKey | null {
	const found = findRoute( hashPath( hash ) );
	return found ? found.route.screen : 'at-a-glance';
}

/**
 * Loads the screen of the route the address opens. Resolves once it is loaded, or once it failed: the screen's own
 * boundary then shows the failure.
 */
export async function loadStartScreen( hash: string ): Promise< void > {
	const key = startScreenOf( hash );
	if ( ! key ) {
		return;
	}
	try {
		loaded.set( key, ( await load( key ) ).default );
	} catch {
		// Left to the lazy component, which tries again and shows the failure where the screen would be.
	}
}
