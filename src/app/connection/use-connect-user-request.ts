/**
 * Anything that needs the user's own account linked (a card, a feature) only raises the "connect user" flag in the
 * store; the shell answers it here by opening the user-connect overlay, naming the feature when one was given.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { connectionFlowActions } from '../../state/connection/slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';

export function useConnectUserRequest(): void {
	const requested = useAppSelector( ( state ) => state.connectionFlow.connectUserRequested );
	const dispatch = useAppDispatch();
	const navigate = useNavigate();
	useEffect( () => {
		if ( ! requested ) {
			return;
		}
		dispatch( connectionFlowActions.connectUserRequestCleared() );
		const search = requested.featureLabel ? `?${ new URLSearchParams( { feature: requested.featureLabel } ).toString() }` : '';
		navigate( { pathname: '/connect-user', search } );
	}, [ requested, dispatch, navigate ] );
}
