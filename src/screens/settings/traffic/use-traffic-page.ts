/** What the Traffic cards read of the page and the user: capabilities, site facts the page printed, the modules. */
import { useAppSelector } from '../../../state/hooks';
import { useGetModulesQuery } from '../../../state/modules/api';
import { useGetSettingsQuery } from '../../../state/settings/api';
import { selectCapabilities } from '../../../state/selectors';

export function useTrafficPage() {
	const caps = useAppSelector( selectCapabilities );
	const page = useAppSelector( ( state ) => state.page );
	const modules = useGetModulesQuery().data ?? {};
	const settings = useGetSettingsQuery().data ?? {};
	const host = page.rawUrl.replace( /\/.*$/, '' );
	const siteUrl = page.adminUrl.replace( /\/wp-admin\/?$/, '' );
	return { caps, page, modules, settings, host, siteUrl };
}

/** A setting read as text ('' for anything else). */
export function textSetting( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}
