/**
 * Enable on a feature step: the choice is recorded, then the plugin is installed (and activated) or the modules are
 * activated, with the feature marked as installing meanwhile. A failure at either point is returned so the step can
 * say why and offer a retry; a retry does not record the choice again.
 */
import { useCallback, useRef } from 'react';
import type { FeatureSlug } from '../../lib/recommendation-features';
import { featureInfo } from '../../lib/recommendation-features';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useGetModulesQuery } from '../modules/api';
import { useSetModuleActiveMutation } from '../modules/activation';
import { useInstallPluginMutation } from '../plugins/api';
import type { AssistantData } from './use-assistant-data';
import { useRecordChoice } from './use-record-choice';
import type { SaveOutcome } from './use-record-choice';
import { recommendationsUiActions } from './slice';

export function useEnableFeature( slug: FeatureSlug, assistant: AssistantData | undefined ) {
	const dispatch = useAppDispatch();
	const { record } = useRecordChoice( assistant?.data );
	const [ installPlugin ] = useInstallPluginMutation();
	const [ setModuleActive ] = useSetModuleActiveMutation();
	const modules = useGetModulesQuery().data;
	const isWorking = useAppSelector( ( state ) => state.recommendationsUi.installing[ slug ] === true );
	const working = useRef( false );

	const enable = useCallback( async (): Promise< SaveOutcome | null > => {
		if ( working.current ) {
			return null;
		}
		working.current = true;
		dispatch( recommendationsUiActions.installStarted( slug ) );
		try {
			const recorded = await record( 'select', slug );
			if ( recorded === null || 'failed' in recorded ) {
				return recorded;
			}
			const source = featureInfo( slug ).source;
			if ( 'plugin' in source ) {
				const result = await installPlugin( { slug: source.plugin, source: 'recommendations' } );
				return 'error' in result ? { failed: result.error ?? {} } : { saved: true };
			}
			for ( const module of source.modules ) {
				if ( modules?.[ module ]?.activated !== true ) {
					const result = await setModuleActive( { slug: module, active: true } );
					if ( 'error' in result ) {
						return { failed: result.error ?? {} };
					}
				}
			}
			return { saved: true };
		} finally {
			dispatch( recommendationsUiActions.installEnded( slug ) );
			working.current = false;
		}
	}, [ dispatch, slug, record, installPlugin, setModuleActive, modules ] );

	return { enable, isWorking };
}
