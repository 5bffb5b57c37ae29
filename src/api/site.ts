/** Site, plan, purchase and product calls (docs/api.md#connection-and-identity, docs/api.md#dashboard-cards). */
import { apiRequest } from './client';
import { unwrapEnvelope } from './envelope';
import { v4 } from './namespace';
import type {
	IntroOffer,
	ProviderEnvelope,
	ProviderProduct,
	ProviderProductMap,
	Purchase,
	SetupQuestionnaire,
	SiteBenefit,
	SiteData,
	SiteDiscount,
	SiteDiscountAnswer,
	SiteFeatures,
	SuccessResponse,
	UpsellProductMap,
} from './types';

export { unwrapEnvelope } from './envelope';

/** GET a provider-backed path and unwrap its envelope. */
function getProvided< T >( path: string ): Promise< T > {
	return apiRequest< ProviderEnvelope | T >( { path: v4( path ) } ).then( ( answer ) => unwrapEnvelope< T >( answer ) );
}

export const fetchSiteData = () => getProvided< SiteData >( 'site' );
export const fetchSiteFeatures = () => getProvided< SiteFeatures >( 'site/features' );
export const fetchSitePurchases = () => getProvided< Purchase[] >( 'site/purchases' );
export const fetchSiteBenefits = () => getProvided< SiteBenefit[] >( 'site/benefits' );
export const fetchSiteProducts = () => getProvided< ProviderProductMap >( 'site/products' );
export const fetchPlans = () => getProvided< ProviderProduct[] >( 'plans' );
export const fetchIntroOffers = () => getProvided< IntroOffer[] >( 'intro-offers' );

function isDiscount( answer: SiteDiscountAnswer ): answer is SiteDiscount {
	return typeof answer.code === 'string';
}

/** GET site/discount: null when the site has no discount (the server answers an empty object). */
export const fetchSiteDiscount = () =>
	getProvided< SiteDiscountAnswer >( 'site/discount' ).then( ( answer ): SiteDiscount | null =>
		isDiscount( answer ) ? answer : null
	);

/** GET products: the upsell catalogue of the product pages. */
export const fetchProducts = () => apiRequest< UpsellProductMap >( { path: v4( 'products' ) } );

export const fetchSetupQuestionnaire = () => apiRequest< SetupQuestionnaire >( { path: v4( 'setup/questionnaire' ) } );

/** POST setup/questionnaire: the answers to store (merged into what is saved). */
export const saveSetupQuestionnaire = ( answers: SetupQuestionnaire ) =>
	apiRequest< SuccessResponse >( { path: v4( 'setup/questionnaire' ), method: 'POST', data: answers } );
