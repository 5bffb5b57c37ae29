/**
 * The provider's authorize page, opened in a frame over the page instead of leaving it. Approving there brings the
 * whole page back connected; closing the frame gives the connect buttons back.
 */
import { Modal } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { connectionFlowActions } from '../../state/connection/slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import './authorize-frame.css';

export function AuthorizeFrame() {
	const dispatch = useAppDispatch();
	const url = useAppSelector( ( state ) => ( state.connectionFlow.authorizeFrameOpen ? state.connectionFlow.authorizationUrl : null ) );
	if ( ! url ) {
		return null;
	}
	return (
		<Modal
			title={ __( 'Connect Jetpack', 'jetpack' ) }
			className="jp-authorize-frame"
			size="large"
			onRequestClose={ () => dispatch( connectionFlowActions.authorizationAbandoned() ) }
		>
			<iframe className="jp-authorize-frame__frame" src={ url } title={ __( 'Approve the connection on WordPress.com', 'jetpack' ) } />
		</Modal>
	);
}
