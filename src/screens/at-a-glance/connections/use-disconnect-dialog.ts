import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Whether the disconnect dialog is open: opened by its button, or by the #/disconnect route when `allowed`
 * (spec 1 §2.7). It stays open through its later steps even once the site is no longer connected. Closed from the
 * route, the app goes back to #/dashboard.
 */
export function useDisconnectDialog( allowed: boolean ) {
	const onRoute = useLocation().pathname === '/disconnect';
	const navigate = useNavigate();
	const [ open, setOpen ] = useState( false );

	useEffect( () => {
		if ( onRoute && allowed ) {
			setOpen( true );
		}
	}, [ onRoute, allowed ] );

	return {
		open,
		show: () => setOpen( true ),
		close: () => {
			setOpen( false );
			if ( onRoute ) {
				navigate( '/dashboard', { replace: true } );
			}
		},
	};
}
