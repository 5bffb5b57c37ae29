import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import './connection.css';

export interface ConnectErrorProps {
	/** Why the call failed, in the words of failureReason(), when known. */
	reason?: string | null;
	/** Sends the same request again; the button that started it works too. */
	onRetry?: () => void;
}

/** A connection button's call failed (docs/rules.md#error-catalogue); the button works again. */
export function ConnectError( { reason, onRetry }: ConnectErrorProps ) {
	return (
		<div role="alert" className="jp-connection-card__error">
			<p>
				{ __( 'An error occurred. Please try again.', 'jetpack' ) }
				{ reason && <> { reason }</> }
			</p>
			{ onRetry && (
				<Button variant="secondary" onClick={ onRetry }>
					{ __( 'Try again', 'jetpack' ) }
				</Button>
			) }
		</div>
	);
}
