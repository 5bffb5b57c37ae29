/**
 * The user-connect overlay of #/connect-user (docs/connection.md#user-connect): what linking an account unlocks, and
 * "Connect your user account", which asks for the connect URL and goes there. Closing it returns to At a Glance.
 */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, ExternalLink, Modal } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { callRoute } from '../../api/call-route';
import { REST_ROUTES } from '../../api/rest-routes';
import { getRedirectUrl } from '../../lib/redirect-url';
import { userConnectTitle } from '../../lib/user-connect-dialog';
import { useLeaveFor } from '../../hooks/use-leave-for';
import './dialogs.css';

const FEATURES_URL = getRedirectUrl( 'jetpack-features' );

export function UserConnectDialog() {
	const navigate = useNavigate();
	const [ query ] = useSearchParams();
	const connect = useLeaveFor( () => callRoute( REST_ROUTES.connectUrl ) );
	const close = () => navigate( '/dashboard', { replace: true } );
	return (
		<Modal title={ userConnectTitle( query.get( 'feature' ) ) } className="jp-user-connect" onRequestClose={ close }>
			<p>{ __( 'Connect your WordPress.com account to get the most out of Jetpack:', 'jetpack' ) }</p>
			<ul className="jp-user-connect__features">
				<li>{ __( 'Receive instant downtime alerts', 'jetpack' ) }</li>
				<li>{ __( 'Automatically share your content on social media', 'jetpack' ) }</li>
				<li>{ __( 'Let your subscribers know when you post', 'jetpack' ) }</li>
				<li>{ __( 'Receive notifications about new likes and comments', 'jetpack' ) }</li>
				<li>{ __( 'Let visitors share your content on social media', 'jetpack' ) }</li>
			</ul>
			<p>
				<ExternalLink href={ FEATURES_URL }>{ __( 'See all the features of Jetpack', 'jetpack' ) }</ExternalLink>
			</p>
			{ connect.failed && (
				<p role="alert" className="jp-user-connect__error">
					{ __( 'An error occurred. Please try again.', 'jetpack' ) }
				</p>
			) }
			<div className="jp-dialog__actions">
				<Button variant="tertiary" onClick={ close }>
					{ __( 'Not now', 'jetpack' ) }
				</Button>
				<Button variant="primary" isBusy={ connect.busy } aria-disabled={ connect.busy } onClick={ connect.go }>
					{ __( 'Connect your user account', 'jetpack' ) }
				</Button>
			</div>
		</Modal>
	);
}
