/** The demo prints WordPress' English formats for an English locale, and none for another (no language pack). */
import { printedLocaleFormats } from '../../../src/demo/backend/locale-formats';

it.each( [ 'en_US', 'en_GB', 'en', 'en-au' ] )( 'prints English’s for %s', ( locale ) => {
	expect( printedLocaleFormats( locale ) ).toMatchObject( { thousandsSeparator: ',', decimalPoint: '.', monthsShort: expect.arrayContaining( [ 'Nov' ] ) } );
} );

it.each( [ 'pt_PT_ao90', 'eo', 'es_ES', 'de-de' ] )( 'prints none for %s', ( locale ) => {
	expect( printedLocaleFormats( locale ) ).toBeUndefined();
} );
