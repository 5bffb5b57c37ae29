import { AGENCIES_DISCOUNT_PERCENT, AGENCIES_MIN_SITE_COUNT, canDismissPromo, showAgenciesCard, showAppsCard, storeBadgeImages } from '../../../src/lib/promo-cards';
import type { AgenciesCardFacts } from '../../../src/lib/promo-cards';

describe( 'showAgenciesCard', () => {
	const shown: AgenciesCardFacts = {
		caps: { userCanConnectSite: true, isSiteConnected: true },
		accountSiteCount: 2,
		group: 'dashboard',
		path: '/dashboard',
		settings: { dismiss_dash_agencies_learn_more: false },
	};

	it.each< [ string, Partial< AgenciesCardFacts >, boolean ] >( [
		[ 'a user who may connect the site, an account with 2 sites, on At a Glance', {}, true ],
		[ 'an account with many sites', { accountSiteCount: 12 }, true ],
		[ 'on My Plan', { path: '/my-plan' }, true ],
		[ 'on the root route', { path: '/' }, true ],
		[ 'settings that never mention the dismissal', { settings: {} }, true ],
		[ 'an account with 1 site (the demo user before the fix saw it)', { accountSiteCount: 1 }, false ],
		[ 'no linked account', { accountSiteCount: 0 }, false ],
		[ 'a user who may not connect the site', { caps: { userCanConnectSite: false, isSiteConnected: true } }, false ],
		[ 'a site that is not connected', { caps: { userCanConnectSite: true, isSiteConnected: false } }, false ],
		[ 'the WooCommerce setup', { path: '/woo-setup' }, false ],
		[ 'a settings route', { group: 'settings', path: '/security' }, false ],
		[ 'a product page', { group: 'product', path: '/product/backup' }, false ],
		[ 'the recommendations', { group: 'recommendations', path: '/recommendations' }, false ],
		[ 'dismissed', { settings: { dismiss_dash_agencies_learn_more: true } }, false ],
		[ 'settings not known yet', { settings: undefined }, false ],
	] )( '%s → %p', ( _case, change, expected ) => {
		expect( showAgenciesCard( { ...shown, ...change } ) ).toBe( expected );
	} );

	it( 'offers the programme’s 25 percent from 2 sites', () => {
		expect( AGENCIES_DISCOUNT_PERCENT ).toBe( 25 );
		expect( AGENCIES_MIN_SITE_COUNT ).toBe( 2 );
	} );
} );

describe( 'showAppsCard', () => {
	it( 'shows until dismissed, while promotions are on', () => {
		expect( showAppsCard( { dismiss_dash_app_card: false }, true ) ).toBe( true );
		expect( showAppsCard( { dismiss_dash_app_card: true }, true ) ).toBe( false );
	} );

	it( 'hides when the site shows no promotions, and while the settings are unknown', () => {
		expect( showAppsCard( { dismiss_dash_app_card: false }, false ) ).toBe( false );
		expect( showAppsCard( undefined, true ) ).toBe( false );
	} );
} );

describe( 'canDismissPromo', () => {
	it( 'needs the manage-options capability', () => {
		expect( canDismissPromo( { userCanManageOptions: true } ) ).toBe( true );
		expect( canDismissPromo( { userCanManageOptions: false } ) ).toBe( false );
	} );
} );

describe( 'storeBadgeImages', () => {
	it( 'uses the local badges in English, whatever the region', () => {
		for ( const locale of [ 'en', 'en_US', 'en-GB', 'EN_au' ] ) {
			expect( storeBadgeImages( locale, false ) ).toEqual( { googlePlay: null, appStore: null } );
		}
	} );

	it( 'loads the stores’ badges in the user’s language otherwise', () => {
		expect( storeBadgeImages( 'fr_FR', false ) ).toEqual( {
			googlePlay: 'https://play.google.com/intl/fr/badges/static/images/badges/fr_badge_web_generic.png',
			appStore: 'https://tools.applemarketingtools.com/api/badges/download-on-the-app-store/black/fr-fr?size=250x83',
		} );
		expect( storeBadgeImages( 'de', false ).appStore ).toBe(
			'https://tools.applemarketingtools.com/api/badges/download-on-the-app-store/black/de-de?size=250x83'
		);
		// A formal variant (de_DE_formal) keeps its language and region.
		expect( storeBadgeImages( 'de_DE_formal', false ).googlePlay ).toBe(
			'https://play.google.com/intl/de/badges/static/images/badges/de_badge_web_generic.png'
		);
	} );

	it( 'loads nothing remote in offline mode, or for a locale it cannot read', () => {
		expect( storeBadgeImages( 'fr_FR', true ) ).toEqual( { googlePlay: null, appStore: null } );
		expect( storeBadgeImages( '', false ) ).toEqual( { googlePlay: null, appStore: null } );
		expect( storeBadgeImages( '../x', false ) ).toEqual( { googlePlay: null, appStore: null } );
		expect( storeBadgeImages( 'xfrx_FR', false ) ).toEqual( { googlePlay: null, appStore: null } );
	} );

	it.each( [
		[ 'pt_BR', 'pt-br' ],
		[ 'es_419', 'es-es' ],
		[ 'sr_Latn', 'sr-sr' ],
		[ 'fr_FR1', 'fr-fr' ],
		[ 'ast', 'ast-ast' ],
	] )( 'asks the App Store for %s in %s: a two-letter region, else the language twice', ( locale, appleLocale ) => {
		expect( storeBadgeImages( locale, false ).appStore ).toBe(
			`https://tools.applemarketingtools.com/api/badges/download-on-the-app-store/black/${ appleLocale }?size=250x83`
		);
	} );
} );
