/** A failed part of a screen: what failed, why, and a way to try again. The rest of the page carries on. */
import { Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export interface LocalFailureProps {
	/** What could not be done, e.g. "The preview could not be loaded." */
	summary: string;
	/** Why, in the words of failureReason(). */
	reason: string;
	onRetry: () => void;
}

export function LocalFailure( { summary, reason, onRetry }: LocalFailureProps ) {
	return (
		<div className="jp-local-failure" role="alert">
			<Notice status="error" isDismissible={ false } actions={ [ { label: __( 'Try again', 'jetpack' ), onClick: onRetry, variant: 'secondary' } ] }>
				<strong>{ summary }</strong> { reason }
			</Notice>
		</div>
	);
}
