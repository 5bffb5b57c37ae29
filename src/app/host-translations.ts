import { setLocaleData } from '@wordpress/i18n';
import type { LocaleData } from '@wordpress/i18n';

/** WordPress' own copy of the i18n library (`wp.i18n`), as far as the app reads it. */
interface HostI18n {
	getLocaleData?: ( domain?: string ) => LocaleData;
}

const TEXT_DOMAIN = 'jetpack';

/**
 * WordPress hands a script's translations (`wp_set_script_translations`) to its own copy of the i18n library,
 * `wp.i18n`, in a script printed before the bundle. The bundle carries its own copy, so at boot it takes the
 * plugin's strings over from WordPress'; a host without them (the demo site, an English site) changes nothing.
 */
export function adoptHostTranslations( host: { wp?: { i18n?: HostI18n } } ): void {
	const data = host.wp?.i18n?.getLocaleData?.( TEXT_DOMAIN );
	if ( data ) {
		setLocaleData( data, TEXT_DOMAIN );
	}
}
