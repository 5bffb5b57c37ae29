import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { connectionFlowActions } from '../../../state/connection/slice';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';

/**
 * Whether the disconnect dialog is open: opened by its button, or by the #/disconnect route when `allowed`
 * (docs/connection.md#connection-button). It stays open through its later steps even once the site is no longer
 * connected. Closed from the route, the app goes back to #/dashboard.
 */
export function useDisconnectDialog( allowed: boolean ) {
	const onRoute = useLocation().pathname === '/disconnect';
	const navigate = useNavigate();
	// In the store: the first screen keeps the dashboard (and so this dialog) while it is open.
	const open = useAppSelector( ( state ) => state.connectionFlow.disconnectDialogOpen );
	const dispatch = useAppDispatch();
	const setOpen = ( value: boolean ) => dispatch( connectionFlowActions.disconnectDialogToggled( value ) );

	useEffect( () => {
		if ( onRoute && allowed ) {
			dispatch( connectionFlowActions.disconnectDialogToggled( true ) );
		}
	}, [ onRoute, allowed, dispatch ] );
	// Leaving the dashboard with the dialog open closes it: the flag must not outlive its card.
	useEffect( () => () => void dispatch( connectionFlowActions.disconnectDialogToggled( false ) ), [ dispatch ] );

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
