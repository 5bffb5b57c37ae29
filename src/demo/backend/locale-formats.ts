/**
 * What the demo's page prints as WordPress' formats for the user's locale (docs/hosts.md#locale-formats).
 * WordPress' defaults are English, and the demo holds no language pack: it prints them for an English locale and none
 * for another, whose figures the app then writes with the browser's locale data, as on a host that prints none.
 */
import type { LocaleFormats } from '../../api/types';

const ENGLISH: LocaleFormats = {
	thousandsSeparator: ',',
	decimalPoint: '.',
	months: [ 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December' ],
	monthsShort: [ 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec' ],
	weekdays: [ 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday' ],
	weekdaysShort: [ 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat' ],
};

/** The formats the demo prints for a WordPress locale (en_US, pt_PT_ao90): English's, or none. */
export function printedLocaleFormats( locale: string ): LocaleFormats | undefined {
	return /^en(?:[_-]|$)/i.test( locale ) ? ENGLISH : undefined;
}
