import { _n, sprintf } from '@wordpress/i18n';
import { formatCount } from '../../../lib/locale';

/** "1 view", "1,234 views": a count of views in the user's locale. */
export const viewsText = ( views: number, locale: string ) =>
	/* translators: %s: a number of page views, e.g. 1,234. */
	sprintf( _n( '%s view', '%s views', views, 'jetpack' ), formatCount( views, locale ) );
