/**
 * The navigation bar: main navigation on dashboard routes, settings tabs on settings routes (docs/shell.md#page-frame).
 */
import type { NavigationContext } from '../navigation';
import type { AppRoute } from '../app-routes';
import { MainNav } from './MainNav';
import { SettingsNav } from './SettingsNav';

export function Navigation( { context, route }: { context: NavigationContext; route: AppRoute } ) {
	if ( route.group === 'settings' ) {
		return <SettingsNav context={ context } />;
	}
	return <MainNav context={ context } />;
}
