import { __ } from '@wordpress/i18n';
import './connection.css';

/** A connection button's call failed (spec 1 §8 "Connect button error"); the button works again. */
export function ConnectError() {
	return (
		<p role="alert" className="jp-connection-card__error">
			{ __( 'An error occurred. Please try again.', 'jetpack' ) }
		</p>
	);
}
