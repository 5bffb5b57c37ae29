/**
 * The reconnect dialog (docs/connection.md#reconnect), opened by #/reconnect: "Reconnect Jetpack" starts a reconnect
 * and closes it, Cancel closes it; either way the app returns to At a Glance, whose content is blurred while the
 * reconnect runs.
 */
import { useNavigate } from 'react-router-dom';
import { Button, Modal } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { useReconnect } from '../connection/use-reconnect';
import './dialogs.css';

export function ReconnectDialog() {
	const navigate = useNavigate();
	const reconnect = useReconnect();
	const close = () => navigate( '/dashboard', { replace: true } );
	const confirm = () => {
		close();
		void reconnect();
	};
	return (
		<Modal title={ __( 'Reconnect Jetpack', 'jetpack' ) } className="jp-reconnect" size="small" onRequestClose={ close }>
			<p>{ __( 'You should only do this if advised by Site Health tests or Jetpack Support.', 'jetpack' ) }</p>
			<div className="jp-dialog__actions">
				<Button variant="tertiary" onClick={ close }>
					{ __( 'Cancel', 'jetpack' ) }
				</Button>
				<Button variant="primary" onClick={ confirm }>
					{ __( 'Reconnect Jetpack', 'jetpack' ) }
				</Button>
			</div>
		</Modal>
	);
}
