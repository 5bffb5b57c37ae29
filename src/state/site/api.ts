import * as client from '../../api/site';
import type {
	IntroOffer,
	ProviderProduct,
	Purchase,
	SiteBenefit,
	SiteData,
	SiteDiscount,
	SiteFeatures,
	UpsellProductMap,
} from '../../api/types';
import { api, run } from '../api';

/** Site data from the provider; each request has its own flags and error in the site slice. */
export const siteApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		getSiteData: build.query< SiteData, void >( { queryFn: () => run( client.fetchSiteData ), providesTags: [ 'Site' ] } ),
		getSiteFeatures: build.query< SiteFeatures, void >( {
			queryFn: () => run( client.fetchSiteFeatures ),
			providesTags: [ 'Site' ],
		} ),
		getSitePurchases: build.query< Purchase[], void >( {
			queryFn: () => run( client.fetchSitePurchases ),
			providesTags: [ 'Site' ],
		} ),
		getSiteBenefits: build.query< SiteBenefit[], void >( {
			queryFn: () => run( client.fetchSiteBenefits ),
			providesTags: [ 'Site' ],
		} ),
		getSiteDiscount: build.query< SiteDiscount | null, void >( {
			queryFn: () => run( client.fetchSiteDiscount ),
			providesTags: [ 'Site' ],
		} ),
		getPlans: build.query< ProviderProduct[], void >( { queryFn: () => run( client.fetchPlans ), providesTags: [ 'Site' ] } ),
		getIntroOffers: build.query< IntroOffer[], void >( {
			queryFn: () => run( client.fetchIntroOffers ),
			providesTags: [ 'Site' ],
		} ),
		/** The product pages' catalogue (GET products). */
		getProducts: build.query< UpsellProductMap, void >( {
			queryFn: () => run( client.fetchProducts ),
			providesTags: [ 'Site' ],
		} ),
	} ),
} );

export const {
	useGetSiteDataQuery,
	useGetSiteFeaturesQuery,
	useGetSitePurchasesQuery,
	useGetSiteBenefitsQuery,
	useGetSiteDiscountQuery,
	useGetPlansQuery,
	useGetIntroOffersQuery,
	useGetProductsQuery,
} = siteApi;
