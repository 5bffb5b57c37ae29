import { isJetpackHost } from '../jetpack-host/host-mode';
import type { HttpHandler } from 'msw';
import type { RecommendationsData } from '../../api/types';
import type { DemoBackend } from '../backend/backend';
import { route } from '../backend/rest';
import { invalidParam, requireStringArray, WpError } from '../backend/wp-error';
import type { DemoState } from '../backend/state';
import { PRODUCT_SUGGESTIONS } from '../catalogue/plans';
import { NS } from '../../api/namespace';
import { REST_ROUTES } from '../../api/rest-routes';
import { isRecommendationStep, RECOMMENDATION_STEPS } from '../../lib/recommendation-steps';


const SITE_TYPES = [ 'site-type-personal', 'site-type-business', 'site-type-store', 'site-type-other' ] as const;
const LISTS = [ 'selectedRecommendations', 'skippedRecommendations', 'viewedRecommendations' ] as const;

/** Checks the whole update against the known fields before anything is written. */
function readUpdate( fields: Readonly< Record< string, unknown > > ): Partial< RecommendationsData > {
	const update: Partial< RecommendationsData > = {};
	for ( const [ name, value ] of Object.entries( fields ) ) {
		const siteType = SITE_TYPES.find( ( key ) => key === name );
		const list = LISTS.find( ( key ) => key === name );
		if ( siteType ) {
			if ( typeof value !== 'boolean' ) {
				throw invalidParam( `data.${ name }`, `${ name } is not of type boolean.` );
			}
			update[ siteType ] = value;
		} else if ( list ) {
			update[ list ] = requireStringArray( fields, name );
		} else if ( name === 'siteDiscount' ) {
			const viewed = ( value as { viewed?: unknown } | null )?.viewed;
			if ( typeof viewed !== 'boolean' ) {
				throw invalidParam( 'data.siteDiscount', 'siteDiscount must be { viewed: boolean }.' );
			}
			update.siteDiscount = { viewed };
		} else {
			throw new WpError( 'rest_invalid_param', `Unknown recommendations field: ${ name }.`, 400, {
				params: { [ `data.${ name }` ]: 'unknown' },
			} );
		}
	}
	return update;
}

/** The provider only suggests and upsells to a registered site; a site without its id cannot ask. */
function requireRegistered( state: DemoState ): void {
	if ( ! state.connection.isRegistered ) {
		throw new WpError( 'site_not_registered', 'Site not registered.', 400 );
	}
}

/**
 * The provider suggests the same products to every registered site, paid or not, asked by a linked user: the app
 * decides whether to offer them (a free plan with no paid product), and on a paid site finds among them the product
 * bought for its thank-you step (docs/recommendations.md#product-suggestions-and-product-purchased).
 */
function suggestionsFor( state: DemoState ) {
	return state.currentUser.isConnected ? PRODUCT_SUGGESTIONS : [];
}

/** recommendations/* (docs/api.md#settings-screens): data and step need manage_options, as in the original plugin. */
export function recommendationsHandlers( backend: DemoBackend ): HttpHandler[] {
	return [
		route( backend, REST_ROUTES.recommendationsData, ( { backend: b } ) => b.state.recommendations.data ),
		route( backend, REST_ROUTES.saveRecommendationsData, ( { backend: b, body, namespace } ) => {
			const update = readUpdate( body.data );
			b.update( ( state ) => {
				// Jetpack stores what it is sent in place of the answers before (docs/demo-site.md#jetpack-host); this
				// plugin, beside it in its own namespace, merges them into Jetpack's.
				if ( isJetpackHost( state ) && namespace === NS ) {
					state.recommendations.data = { selectedRecommendations: [], skippedRecommendations: [], viewedRecommendations: [], ...update };
				} else {
					Object.assign( state.recommendations.data, update );
				}
			} );
			return true;
		} ),
		route( backend, REST_ROUTES.recommendationsStep, ( { backend: b } ) => ( { step: b.state.recommendations.step } ) ),
		route( backend, REST_ROUTES.saveRecommendationsStep, ( { backend: b, body } ) => {
			const { step } = body;
			if ( ! isRecommendationStep( step ) ) {
				throw invalidParam( 'step', `step is not one of ${ RECOMMENDATION_STEPS.join( ', ' ) }.` );
			}
			b.update( ( state ) => {
				state.recommendations.step = step;
			} );
			return true;
		} ),
		route( backend, REST_ROUTES.productSuggestions, ( { backend: b } ) => {
			requireRegistered( b.state );
			return suggestionsFor( b.state );
		} ),
		route( backend, REST_ROUTES.recommendationsUpsell, ( { backend: b } ) => {
			requireRegistered( b.state );
			const upsell = b.state.recommendations.upsell;
			// An unlinked user cannot buy, so the provider hides the upsell.
			return b.state.currentUser.isConnected ? upsell : { ...upsell, hide_upsell: true };
		} ),
		route( backend, REST_ROUTES.recommendationsConditional, ( { backend: b } ) => ( {
			conditional: b.state.recommendations.conditional,
		} ) ),
	];
}
