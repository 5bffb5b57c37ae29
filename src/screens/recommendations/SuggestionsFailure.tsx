/**
 * The suggested products could not be loaded: the reason and "Try again", where a step or the summary's upsell would
 * show a product (docs/recommendations.md).
 */
import { __ } from '@wordpress/i18n';
import { LocalFailure } from '../../components/isolation/LocalFailure';
import { failureReason } from '../../lib/failure-message';
import type { Failure } from '../../lib/failure-message';

interface SuggestionsFailureProps {
	error: Failure | undefined;
	onRetry: () => void;
}

export function SuggestionsFailure( { error, onRetry }: SuggestionsFailureProps ) {
	return (
		<LocalFailure
			summary={ __( 'The recommended product could not be loaded.', 'jetpack' ) }
			reason={ failureReason( error ) }
			onRetry={ onRetry }
		/>
	);
}
