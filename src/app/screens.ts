/** The screens of the route table, each its own chunk (loaded when its route first shows). */
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ScreenKey } from './routes';

export const SCREENS: Record< ScreenKey, LazyExoticComponent< ComponentType > > = {
	'at-a-glance': lazy( () => import( /* webpackChunkName: "at-a-glance" */ '../screens/at-a-glance/AtAGlance' ) ),
	'my-plan': lazy( () => import( /* webpackChunkName: "my-plan" */ '../screens/my-plan/MyPlan' ) ),
	settings: lazy( () => import( /* webpackChunkName: "settings" */ '../screens/settings/Settings' ) ),
	recommendations: lazy( () => import( /* webpackChunkName: "recommendations" */ '../screens/recommendations/Recommendations' ) ),
	license: lazy( () => import( /* webpackChunkName: "license" */ '../screens/license/LicenseActivation' ) ),
	about: lazy( () => import( /* webpackChunkName: "about" */ '../screens/about/About' ) ),
	debug: lazy( () => import( /* webpackChunkName: "debug" */ '../screens/debug/Debug' ) ),
	modules: lazy( () => import( /* webpackChunkName: "modules" */ '../screens/modules/Modules' ) ),
	product: lazy( () => import( /* webpackChunkName: "product" */ '../screens/products/ProductPage' ) ),
};
