/**
 * At a Glance on a page that printed WordPress' own formats for the user's locale (docs/hosts.md#locale-formats): the
 * cards write their counts and the chart its months with them, as the rest of wp-admin does, not with the browser's.
 */
import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import type { LocaleFormats } from '../../../src/api/types';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend( 'owner' );

/** French, with the short month names of WordPress' French language pack ("Nov", where Intl writes "nov."). */
const FRENCH: LocaleFormats = {
	thousandsSeparator: '\u00a0',
	decimalPoint: ',',
	months: [ 'janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre' ],
	monthsShort: [ 'Jan', 'Fév', 'Mar', 'Avr', 'Mai', 'Juin', 'Juil', 'Août', 'Sep', 'Oct', 'Nov', 'Déc' ],
	weekdays: [ 'dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi' ],
	weekdaysShort: [ 'dim', 'lun', 'mar', 'mer', 'jeu', 'ven', 'sam' ],
};

it( 'writes the stats card’s figures and months as the page printed them', async () => {
	renderApp( demo.backend, { route: '#/dashboard', initial: ( page ) => ( { ...page, locale: 'fr-fr', localeFormats: FRENCH } ) } );
	const stats = await screen.findByRole( 'region', { name: 'Site Stats' } );
	// Intl would write "10\u202f992" and "22 nov.". Both spaces are white space to the default matcher, so it keeps them.
	const asWritten = { normalizer: getDefaultNormalizer( { collapseWhitespace: false } ) };
	expect( await within( stats ).findByText( '10\u00a0992', asWritten ) ).toBeInTheDocument();
	expect( within( stats ).getByText( 'Nov 22' ) ).toBeInTheDocument();
	expect( within( stats ).getByText( /^110 views on novembre 16, 2026$/ ) ).toBeInTheDocument();
} );
