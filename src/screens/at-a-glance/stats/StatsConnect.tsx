/**
 * The stats card's invitation to a user whose own account is not linked yet: the button raises the "connect user"
 * request, and the shell answers it with the user-connect overlay, titled for Site Stats.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { connectionFlowActions } from '../../../state/connection/slice';
import { useAppDispatch } from '../../../state/hooks';

export function StatsConnect() {
	const dispatch = useAppDispatch();
	const connect = () => dispatch( connectionFlowActions.connectUserRequested( { featureLabel: __( 'Site Stats', 'jetpack' ) } ) );
	return (
		<div className="jp-stats-connect">
			<p>{ __( 'Connect your WordPress.com account to see your detailed stats on WordPress.com.', 'jetpack' ) }</p>
			<Button variant="secondary" onClick={ connect }>
				{ __( 'Connect your WordPress.com account', 'jetpack' ) }
			</Button>
		</div>
	);
}
