import { AGENCIES_DISCOUNT_PERCENT, canDismissPromo, showAgenciesCard, showAppsCard, storeBadgeImages } from '../../../src/lib/promo-cards';

describe( 'showAgenciesCard', () => {
	it( 'shows until dismissed', () => {
		expect( showAgenciesCard( { dismiss_dash_agencies_learn_more: false } ) ).toBe( true );
		expect( showAgenciesCard( {} ) ).toBe( true );
		expect( showAgenciesCard( { dismiss_dash_agencies_learn_more: true } ) ).toBe( false );
	} );

	it( 'shows nothing while the settings are unknown', () => {
		expect( showAgenciesCard( undefined ) ).toBe( false );
	} );

	it( 'offers the programme’s 25 percent', () => {
		expect( AGENCIES_DISCOUNT_PERCENT ).toBe( 25 );
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
	} );
} );
