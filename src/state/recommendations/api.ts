/**
 * The recommendations assistant's server data: the saved answers and lists, the saved step, and what the provider
 * offers this site. A save writes the new value into the cache once the server accepted it.
 */
import { callRoute } from '../../api/call-route';
import { REST_ROUTES } from '../../api/rest-routes';
import type {
	ProductSuggestion,
	RecommendationStep,
	RecommendationsConditional,
	RecommendationsData,
	RecommendationsDataUpdate,
	RecommendationsUpsell,
	SetupQuestionnaire,
} from '../../api/types';
import { withListDefaults } from '../../lib/recommendation-lists';
import { api, run, runRoute } from '../api';

export const recommendationsApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		getRecommendationsData: build.query< RecommendationsData, void >( {
			queryFn: () => run( async () => withListDefaults( await callRoute( REST_ROUTES.recommendationsData ) ) ),
			providesTags: [ 'Recommendations' ],
		} ),
		getRecommendationsStep: build.query< RecommendationStep | '', void >( {
			queryFn: () => run( async () => ( await callRoute( REST_ROUTES.recommendationsStep ) ).step ),
			providesTags: [ 'Recommendations' ],
		} ),
		getRecommendationsConditional: build.query< RecommendationsConditional, void >( {
			queryFn: () => runRoute( REST_ROUTES.recommendationsConditional ),
		} ),
		getProductSuggestions: build.query< ProductSuggestion[], void >( {
			queryFn: () => runRoute( REST_ROUTES.productSuggestions ),
		} ),
		getRecommendationsUpsell: build.query< RecommendationsUpsell, void >( {
			queryFn: () => runRoute( REST_ROUTES.recommendationsUpsell ),
		} ),
		saveRecommendationsData: build.mutation< boolean, RecommendationsDataUpdate >( {
			// POST recommendations/data {data}: the fields given replace the saved ones; answers true.
			queryFn: ( update ) => runRoute( REST_ROUTES.saveRecommendationsData, { data: { data: update } } ),
			async onQueryStarted( update, { dispatch, queryFulfilled } ) {
				try {
					await queryFulfilled;
				} catch {
					return;
				}
				dispatch(
					recommendationsApi.util.updateQueryData( 'getRecommendationsData', undefined, ( draft ) => {
						Object.assign( draft, update );
					} )
				);
			},
		} ),
		saveRecommendationsStep: build.mutation< boolean, RecommendationStep >( {
			queryFn: ( step ) => runRoute( REST_ROUTES.saveRecommendationsStep, { data: { step } } ),
			async onQueryStarted( step, { dispatch, queryFulfilled } ) {
				try {
					await queryFulfilled;
				} catch {
					return;
				}
				dispatch( recommendationsApi.util.upsertQueryData( 'getRecommendationsStep', undefined, step ) );
			},
		} ),
		saveSetupQuestionnaire: build.mutation< unknown, SetupQuestionnaire >( {
			// Merged into what is saved.
			queryFn: ( answers ) => runRoute( REST_ROUTES.saveSetupQuestionnaire, { data: answers } ),
		} ),
	} ),
} );

export const {
	useGetRecommendationsDataQuery,
	useGetRecommendationsStepQuery,
	useGetRecommendationsConditionalQuery,
	useGetProductSuggestionsQuery,
	useGetRecommendationsUpsellQuery,
	useSaveRecommendationsDataMutation,
	useSaveRecommendationsStepMutation,
	useSaveSetupQuestionnaireMutation,
} = recommendationsApi;
