import {
	seoCardView,
	showAdsEarnings,
	showAdsTxt,
	showSitemapUrls,
	statsCardView,
	visibleTrafficCards,
} from '../../../../../src/screens/settings/traffic/traffic-cards';
import type { Module } from '../../../../../src/api/types';

const modules = ( slugs: string[] ) => Object.fromEntries( slugs.map( ( slug ) => [ slug, { module: slug } as Module ] ) );

describe( 'visibleTrafficCards', () => {
	const all = [ 'verification-tools', 'sitemaps', 'shortlinks', 'stats', 'google-analytics', 'seo-tools', 'related-posts', 'wordads' ];

	it( 'lists the cards in the Traffic order', () => {
		expect( visibleTrafficCards( () => true, modules( all ) ) ).toEqual( [
			'wordads',
			'related-posts',
			'seo-tools',
			'google-analytics',
			'stats',
			'shortlinks',
			'sitemaps',
			'verification-tools',
		] );
	} );

	it( 'leaves out what the site lacks and what the search does not find', () => {
		expect( visibleTrafficCards( ( slug ) => slug !== 'stats', modules( [ 'stats', 'sitemaps' ] ) ) ).toEqual( [ 'sitemaps' ] );
		expect( visibleTrafficCards( () => true, undefined ) ).toEqual( [] );
	} );
} );

describe( 'ads', () => {
	it.each( [
		[ true, false, true ],
		[ true, true, false ],
		[ false, false, false ],
	] )( 'ads on %s, offline %s: earnings link %s', ( on, offline, shown ) => {
		expect( showAdsEarnings( on, offline ) ).toBe( shown );
	} );

	it.each( [
		[ { isAtomicSite: false, isWoASite: false }, true ],
		[ { isAtomicSite: true, isWoASite: false }, false ],
		[ { isAtomicSite: false, isWoASite: true }, false ],
	] )( 'ads.txt for %j: %s', ( site, shown ) => {
		expect( showAdsTxt( site ) ).toBe( shown );
	} );
} );

describe( 'seoCardView', () => {
	it.each( [
		[ { seoPlugin: 'Yoast SEO', moduleOn: true, isOfflineMode: false }, 'managed-by-plugin' ],
		[ { seoPlugin: null, moduleOn: false, isOfflineMode: false }, 'off' ],
		[ { seoPlugin: null, moduleOn: true, isOfflineMode: true }, 'offline' ],
		[ { seoPlugin: null, moduleOn: true, isOfflineMode: false }, 'settings' ],
	] as const )( '%j → %s', ( input, view ) => {
		expect( seoCardView( input ) ).toBe( view );
	} );
} );

describe( 'statsCardView', () => {
	it.each( [
		[ { override: 'inactive', activated: true }, 'overridden' ],
		[ { override: false, activated: false }, 'activate' ],
		[ { override: 'active', activated: true }, 'settings' ],
	] as const )( '%j → %s', ( module, view ) => {
		expect( statsCardView( module ) ).toBe( view );
	} );
} );

describe( 'showSitemapUrls', () => {
	it.each( [
		[ true, true, false, 'urls' ],
		[ true, true, true, 'urls-offline' ],
		[ false, true, false, 'none' ],
		[ false, true, true, 'none' ],
		[ true, false, false, 'hidden-site' ],
		[ false, false, false, 'hidden-site' ],
		[ true, false, true, 'hidden-site' ],
	] as const )( 'module on %s, visible %s, offline %s → %s', ( on, visible, offline, view ) => {
		expect( showSitemapUrls( on, visible, offline ) ).toBe( view );
	} );
} );
