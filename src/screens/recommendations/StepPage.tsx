/** The page of one sub-route: the feature and resource steps share their layouts; the others have their own. */
import { isFeatureSlug, isResourceSlug } from '../../lib/recommendation-features';
import type { useAssistantData } from '../../state/recommendations/use-assistant-data';
import { FeatureStep } from './FeatureStep';
import { ProductPurchasedStep } from './ProductPurchasedStep';
import { ProductSuggestionsStep } from './ProductSuggestionsStep';
import { ResourceStep } from './ResourceStep';
import { SiteTypeStep } from './SiteTypeStep';
import { Summary } from './Summary';

export function StepPage( { route, assistant }: { route: string; assistant: ReturnType< typeof useAssistantData > } ) {
	if ( route === 'site-type' ) {
		return <SiteTypeStep assistant={ assistant } />;
	}
	if ( route === 'product-suggestions' ) {
		return <ProductSuggestionsStep assistant={ assistant } />;
	}
	if ( route === 'product-purchased' ) {
		return <ProductPurchasedStep assistant={ assistant } />;
	}
	if ( route === 'summary' ) {
		return <Summary assistant={ assistant } />;
	}
	if ( isFeatureSlug( route ) ) {
		return <FeatureStep key={ route } slug={ route } assistant={ assistant } />;
	}
	if ( isResourceSlug( route ) ) {
		return <ResourceStep key={ route } slug={ route } assistant={ assistant } />;
	}
	// The route table only lets the assistant's sub-routes through.
	throw new Error( `Unknown recommendations route: ${ route }` );
}
