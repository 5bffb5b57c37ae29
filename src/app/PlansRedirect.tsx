/** /plans and /plans-prompt: send the browser to the provider's plans page for this site. */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { getPlansUrl } from '../lib/plans-url';
import { useAppSelector } from '../state/hooks';
import { selectCapabilities } from '../state/selectors';
import { navigateTo } from '../hooks/navigate';

export function PlansRedirect() {
	const [ search ] = useSearchParams();
	const rawUrl = useAppSelector( ( state ) => state.page.rawUrl );
	const purchaseToken = useAppSelector( ( state ) => state.page.purchaseToken );
	const { hasConnectedOwner } = useAppSelector( selectCapabilities );
	const url = getPlansUrl( { rawUrl, hasConnectedOwner, purchaseToken, feature: search.get( 'feature' ) ?? undefined } );
	useEffect( () => {
		navigateTo( url );
	}, [ url ] );
	return (
		<p className="jp-redirecting">
			<Spinner /> { __( 'Taking you to the plans page…', 'jetpack' ) }
		</p>
	);
}
