/** Site, plan, purchase and product calls (docs/api.md#connection-and-identity, docs/api.md#dashboard-cards). */
import { callRoute } from './call-route';
import { unwrapEnvelope } from './envelope';
import { ROUTES } from './routes';
import type { Route } from './routes';
import type { ProviderEnvelope, SetupQuestionnaire, SiteDiscount, SiteDiscountAnswer } from './types';

export { unwrapEnvelope } from './envelope';

/** GET a provider-backed route and unwrap its envelope. */
function getProvided< T >( route: Route< ProviderEnvelope | T > ): Promise< T > {
	return callRoute( route ).then( ( answer ) => unwrapEnvelope< T >( answer ) );
}

export const fetchSiteData = () => getProvided( ROUTES.site );
export const fetchSiteFeatures = () => getProvided( ROUTES.siteFeatures );
export const fetchSitePurchases = () => getProvided( ROUTES.sitePurchases );
export const fetchSiteBenefits = () => getProvided( ROUTES.siteBenefits );
export const fetchSiteProducts = () => getProvided( ROUTES.siteProducts );
export const fetchPlans = () => getProvided( ROUTES.plans );
export const fetchIntroOffers = () => getProvided( ROUTES.introOffers );

function isDiscount( answer: SiteDiscountAnswer ): answer is SiteDiscount {
	return typeof answer.code === 'string';
}

/** GET site/discount: null when the site has no discount (the server answers an empty object). */
export const fetchSiteDiscount = () =>
	getProvided( ROUTES.siteDiscount ).then( ( answer ): SiteDiscount | null => ( isDiscount( answer ) ? answer : null ) );

/** GET products: the upsell catalogue of the product pages. */
export const fetchProducts = () => callRoute( ROUTES.products );

export const fetchSetupQuestionnaire = () => callRoute( ROUTES.setupQuestionnaire );

/** POST setup/questionnaire: the answers to store (merged into what is saved). */
export const saveSetupQuestionnaire = ( answers: SetupQuestionnaire ) => callRoute( ROUTES.saveSetupQuestionnaire, { data: answers } );
