/**
 * Everything the assistant's steps need to know before they can show or move on: the saved answers and step, what
 * the provider offers this site, and which features already work. One result, so a step waits for, or reports the
 * failure of, all of it in one place.
 */
import { useMemo } from 'react';
import type { InstalledPlugins, RecommendationStep, RecommendationsData } from '../../api/types';
import type { StepContext } from '../../lib/recommendation-flow';
import { activeFeatures } from '../../lib/recommendation-features';
import { useAppSelector } from '../hooks';
import { useGetModulesQuery } from '../modules/api';
import { useRouteRead } from '../route-reads/api';
import { selectCapabilities } from '../selectors';
import {
	useGetRecommendationsConditionalQuery,
	useGetRecommendationsDataQuery,
	useGetRecommendationsStepQuery,
} from './api';

export interface AssistantData {
	data: RecommendationsData;
	savedStep: RecommendationStep | '';
	context: StepContext;
	installing: Record< string, boolean >;
	installedPlugins: InstalledPlugins;
	newRecommendations: string[];
}

interface Part {
	data?: unknown;
	error?: unknown;
	isLoading: boolean;
	isFetching: boolean;
	refetch: () => unknown;
}

export function useAssistantData() {
	const data = useGetRecommendationsDataQuery();
	const step = useGetRecommendationsStepQuery();
	const conditional = useGetRecommendationsConditionalQuery();
	const plugins = useRouteRead( 'plugins' );
	const modules = useGetModulesQuery();
	const ownerConnected = useAppSelector( ( state ) => selectCapabilities( state ).hasConnectedOwner );
	const installing = useAppSelector( ( state ) => state.recommendationsUi.installing );
	const newRecommendations = useAppSelector( ( state ) => state.page.newRecommendations );

	const combined = useMemo( (): AssistantData | undefined => {
		if ( ! data.data || step.data === undefined || ! conditional.data || ! plugins.data || ! modules.data ) {
			return undefined;
		}
		return {
			data: data.data,
			savedStep: step.data,
			installing,
			installedPlugins: plugins.data,
			newRecommendations,
			context: {
				siteTypeStore: data.data[ 'site-type-store' ] === true,
				conditional: conditional.data.conditional,
				active: activeFeatures( modules.data, plugins.data ),
				ownerConnected,
				// Suggestions are never a next step; their own page checks whether they apply.
				freeWithoutPaid: false,
				hasSuggestions: false,
			},
		};
	}, [ data.data, step.data, conditional.data, plugins.data, modules.data, installing, newRecommendations, ownerConnected ] );

	const parts: Part[] = [ data, step, conditional, plugins, modules ];
	const failed = parts.find( ( part ) => part.error !== undefined && ! part.isFetching );
	return {
		data: combined,
		error: failed?.error,
		isLoading: parts.some( ( part ) => part.isLoading ),
		isFetching: parts.some( ( part ) => part.isFetching ),
		refetch: () => parts.filter( ( part ) => part.error !== undefined ).forEach( ( part ) => part.refetch() ),
	};
}
