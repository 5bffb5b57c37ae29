/**
 * The steps after the disconnect: the offer of the survey ('Help us improve' / 'No thank you'), or only 'Back to my
 * website' when feedback cannot be sent (no site or user id), and the closing thank-you.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export interface DisconnectDoneProps {
	/** The thank-you step, after the survey. */
	thanks?: boolean;
	/** Whether the survey can be offered. */
	feedback?: boolean;
	onClose: () => void;
	onSurvey?: () => void;
}

export function DisconnectDone( { thanks = false, feedback = false, onClose, onSurvey }: DisconnectDoneProps ) {
	let text: string = __( 'You can connect your site again at any time from the Jetpack dashboard.', 'jetpack' );
	if ( thanks ) {
		text = __( 'Your answer helps us make Jetpack better.', 'jetpack' );
	} else if ( feedback ) {
		text = __( 'Would you tell us why you disconnected? It takes less than a minute.', 'jetpack' );
	}
	return (
		<>
			<p>{ text }</p>
			<div className="jp-connection-dialog__actions">
				{ feedback && ! thanks ? (
					<>
						<Button variant="tertiary" onClick={ onClose }>
							{ __( 'No thank you', 'jetpack' ) }
						</Button>
						<Button variant="primary" onClick={ onSurvey }>
							{ __( 'Help us improve', 'jetpack' ) }
						</Button>
					</>
				) : (
					<Button variant="primary" onClick={ onClose }>
						{ __( 'Back to my website', 'jetpack' ) }
					</Button>
				) }
			</div>
		</>
	);
}
