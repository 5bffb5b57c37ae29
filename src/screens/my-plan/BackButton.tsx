/** Back to the page the user came from inside the app; to At a Glance when My Plan was opened directly. */
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export function BackButton() {
	const navigate = useNavigate();
	// The router marks the first entry of the page's history with the key "default".
	const cameFromApp = useLocation().key !== 'default';
	return (
		<Button variant="tertiary" className="jp-my-plan__back" onClick={ () => ( cameFromApp ? navigate( -1 ) : navigate( '/dashboard' ) ) }>
			{ __( 'Back', 'jetpack' ) }
		</Button>
	);
}
