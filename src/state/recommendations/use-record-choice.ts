/**
 * Recording a choice on a step (selected, skipped or viewed), shared by every step: the lists are saved to the
 * server at once, a choice already saved is not sent again, and a second click while one is under way is ignored.
 */
import { useCallback, useRef } from 'react';
import type { RecommendationsData } from '../../api/types';
import type { Failure } from '../../lib/failure-message';
import { listsAfter } from '../../lib/recommendation-features';
import type { Choice } from '../../lib/recommendation-features';
import { useSaveRecommendationsDataMutation } from './api';

export type SaveOutcome = { saved: true } | { failed: Failure };

export function useRecordChoice( data: RecommendationsData | undefined ) {
	const [ save, { isLoading } ] = useSaveRecommendationsDataMutation();
	const sending = useRef( false );
	const record = useCallback(
		async ( choice: Choice, slug: string ): Promise< SaveOutcome | null > => {
			if ( ! data || sending.current ) {
				return null;
			}
			const update = listsAfter( data, choice, slug );
			if ( update === null ) {
				return { saved: true };
			}
			sending.current = true;
			try {
				const result = await save( update );
				return 'error' in result ? { failed: result.error ?? {} } : { saved: true };
			} finally {
				sending.current = false;
			}
		},
		[ data, save ]
	);
	return { record, isSaving: isLoading };
}
