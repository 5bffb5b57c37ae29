/**
 * A resource step: something worth reading. The read button opens it in a new tab, records it as chosen and moves
 * on; Read Later records a skip and moves on.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { LocalFailure } from '../../components/isolation/LocalFailure';
import type { Failure } from '../../lib/failure-message';
import { failureReason } from '../../lib/failure-message';
import { nextRoute } from '../../lib/recommendation-flow';
import { resourceInfo } from '../../lib/recommendation-features';
import type { Choice, ResourceSlug } from '../../lib/recommendation-features';
import { useRecordChoice } from '../../state/recommendations/use-record-choice';
import type { AssistantData, useAssistantData } from '../../state/recommendations/use-assistant-data';
import { StepShell } from './StepShell';

function ResourceChoice( { slug, assistant }: { slug: ResourceSlug; assistant: AssistantData } ) {
	const navigate = useNavigate();
	const info = resourceInfo( slug );
	const { record, isSaving } = useRecordChoice( assistant.data );
	const [ failure, setFailure ] = useState< { reason: Failure; retry: () => void } | null >( null );

	const choose = async ( choice: Choice ) => {
		const outcome = await record( choice, slug );
		if ( outcome === null ) {
			return;
		}
		if ( 'failed' in outcome ) {
			setFailure( { reason: outcome.failed, retry: () => choose( choice ) } );
			return;
		}
		navigate( `/recommendations/${ nextRoute( slug, assistant.context ) }` );
	};

	return (
		<div className="jp-recommendations__choice">
			<p>{ info.description }</p>
			{ failure && (
				<LocalFailure summary={ __( 'Your choice could not be saved.', 'jetpack' ) } reason={ failureReason( failure.reason ) } onRetry={ failure.retry } />
			) }
			<div className="jp-recommendations__actions">
				<Button variant="primary" href={ info.url } target="_blank" rel="noopener noreferrer" aria-disabled={ isSaving } onClick={ () => choose( 'select' ) }>
					{ info.readLabel }
				</Button>
				<Button variant="link" aria-disabled={ isSaving } onClick={ () => choose( 'skip' ) }>
					{ __( 'Read Later', 'jetpack' ) }
				</Button>
			</div>
		</div>
	);
}

export function ResourceStep( { slug, assistant }: { slug: ResourceSlug; assistant: ReturnType< typeof useAssistantData > } ) {
	return (
		<StepShell step={ slug } heading={ resourceInfo( slug ).question } assistant={ assistant }>
			{ ( data ) => <ResourceChoice slug={ slug } assistant={ data } /> }
		</StepShell>
	);
}
