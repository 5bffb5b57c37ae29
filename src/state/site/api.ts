import { callRoute } from '../../api/call-route';
import { REST_ROUTES } from '../../api/rest-routes';
import type {
	IntroOffer,
	ProviderProduct,
	Purchase,
	SiteBenefit,
	SiteData,
	SiteDiscount,
	SiteDiscountAnswer,
	SiteFeatures,
	UpsellProductMap,
} from '../../api/types';
import { api, run, runRoute } from '../api';

function isDiscount( answer: SiteDiscountAnswer ): answer is SiteDiscount {
	return typeof answer.code === 'string';
}

/** The site's discount, or null when it has none (the server answers an empty object). */
const discountOf = ( answer: SiteDiscountAnswer ): SiteDiscount | null => ( isDiscount( answer ) ? answer : null );

/** Site data from the provider; each request has its own flags and error in the site slice. */
export const siteApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		getSiteData: build.query< SiteData, void >( { queryFn: () => runRoute( REST_ROUTES.site ), providesTags: [ 'Site' ] } ),
		getSiteFeatures: build.query< SiteFeatures, void >( {
			queryFn: () => runRoute( REST_ROUTES.siteFeatures ),
			providesTags: [ 'Site' ],
		} ),
		getSitePurchases: build.query< Purchase[], void >( {
			queryFn: () => runRoute( REST_ROUTES.sitePurchases ),
			providesTags: [ 'Site' ],
		} ),
		getSiteBenefits: build.query< SiteBenefit[], void >( {
			queryFn: () => runRoute( REST_ROUTES.siteBenefits ),
			providesTags: [ 'Site' ],
		} ),
		getSiteDiscount: build.query< SiteDiscount | null, void >( {
			queryFn: () => run( async () => discountOf( await callRoute( REST_ROUTES.siteDiscount ) ) ),
			providesTags: [ 'Site' ],
		} ),
		getPlans: build.query< ProviderProduct[], void >( { queryFn: () => runRoute( REST_ROUTES.plans ), providesTags: [ 'Site' ] } ),
		getIntroOffers: build.query< IntroOffer[], void >( {
			queryFn: () => runRoute( REST_ROUTES.introOffers ),
			providesTags: [ 'Site' ],
		} ),
		/** The product pages' catalogue (GET products). */
		getProducts: build.query< UpsellProductMap, void >( {
			queryFn: () => runRoute( REST_ROUTES.products ),
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
