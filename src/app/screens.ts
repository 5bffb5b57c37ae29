/**
 * The screens of the route table, each its own chunk (loaded when its route first shows). The screen the page opens
 * on is loaded before the first render when it can be (loadStartScreen): its files were started by the page's head
 * (src/app/route-preload.ts), so it shows with the shell instead of after a loading placeholder, which React keeps on
 * screen for a moment once shown so that it does not flicker.
 */
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { StartCalls } from '../state/start-calls';
import { findRoute } from './routes';
import type { ScreenKey } from './routes';

type ScreenModule = Promise< { default: ComponentType; startCalls?: StartCalls } >;

const LOADERS: Record< ScreenKey, () => ScreenModule > = {
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

const loaded = new Map< ScreenKey, ComponentType >();
// The component each screen is drawn with, fixed at its first use: a component that changed would remount it.
const chosen = new Map< ScreenKey, ComponentType >();

/** The screen's component: the loaded module itself when it was loaded before its first use, else a lazy one. */
export function screenComponent( key: ScreenKey ): ComponentType {
	const known = chosen.get( key );
	if ( known ) {
		return known;
	}
	const component = loaded.get( key ) ?? lazy( LOADERS[ key ] );
	chosen.set( key, component );
	return component;
}

/** The route path of a hash address ('#/dashboard?x=1' is '/dashboard'). */
export function hashPath( hash: string ): string {
	return hash.replace( /^#/, '' ).split( '?' )[ 0 ] || '/';
}

/**
 * Loads the screen of the route the address opens (an unknown route shows the dashboard). Resolves once it is loaded,
 * with its start calls if it has them, or once it failed: the screen's own boundary then shows the failure.
 */
export async function loadStartScreen( hash: string ): Promise< StartCalls | undefined > {
	const found = findRoute( hashPath( hash ) );
	const key = found ? found.route.screen : 'at-a-glance';
	if ( ! key ) {
		return undefined;
	}
	try {
		const module = await LOADERS[ key ]();
		loaded.set( key, module.default );
		return module.startCalls;
	} catch {
		// Left to the lazy component, which tries again and shows the failure where the screen would be.
		return undefined;
	}
}
