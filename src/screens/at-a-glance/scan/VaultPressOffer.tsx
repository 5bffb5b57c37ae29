/**
 * The plan includes the legacy scanner but it is not running: offer to activate it (or install it first). One call
 * does both (POST plugins), then the browser goes to its admin page; a failure says so in a notice
 * (docs/dashboard.md#scan).
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { navigateTo } from '../../../hooks/navigate';
import { QueryView } from '../../../components/isolation/QueryView';
import { getVaultPressOffer, VAULTPRESS_SLUG } from './scan-card';
import type { VaultPressOffer as Offer } from './scan-card';
import { vaultPressAdminUrl } from '../../../lib/security-links';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { noticesActions } from '../../../state/notices/slice';
import { useInstallPluginMutation } from '../../../state/plugins/api';
import { useRouteRead } from '../../../state/route-reads/api';
import { selectCapabilities } from '../../../state/selectors';

const ACTIVATING_NOTICE = 'activating-vaultpress';

function OfferButton( { offer }: { offer: Exclude< Offer, 'ask-admin' | 'loading' > } ) {
	const dispatch = useAppDispatch();
	const adminUrl = useAppSelector( ( state ) => state.page.adminUrl );
	const [ install, { isLoading, isSuccess } ] = useInstallPluginMutation();
	// Busy until the browser has left: a second click would only repeat the call.
	const busy = isLoading || isSuccess;
	const activate = async () => {
		if ( busy ) {
			return;
		}
		dispatch( noticesActions.noticeShown( { noticeId: ACTIVATING_NOTICE, status: 'is-info', text: __( 'Activating VaultPress…', 'jetpack' ) } ) );
		const result = await install( { slug: VAULTPRESS_SLUG } );
		if ( 'error' in result ) {
			dispatch( noticesActions.noticeRemoved( ACTIVATING_NOTICE ) );
			dispatch(
				noticesActions.noticeShown( {
					noticeId: 'activate-vaultpress-failure',
					status: 'is-error',
					text: __( 'Could not activate VaultPress.', 'jetpack' ),
				} )
			);
			return;
		}
		navigateTo( vaultPressAdminUrl( adminUrl ) );
	};
	return (
		<>
			<p>
				{ offer === 'activate'
					? __( 'Your plan includes security scanning by VaultPress. Activate it to scan your site for threats.', 'jetpack' )
					: __( 'Your plan includes security scanning by VaultPress. Install it to scan your site for threats.', 'jetpack' ) }
			</p>
			<Button variant="primary" isBusy={ busy } aria-disabled={ busy } onClick={ activate }>
				{ offer === 'activate' ? __( 'Activate VaultPress', 'jetpack' ) : __( 'Install VaultPress', 'jetpack' ) }
			</Button>
		</>
	);
}

export function VaultPressOffer() {
	const canManagePlugins = useAppSelector( selectCapabilities ).userCanManagePlugins;
	// The plugin list is asked only from users who may manage plugins.
	const plugins = useRouteRead( 'plugins', { skip: ! canManagePlugins } );
	const offer = getVaultPressOffer( canManagePlugins, plugins.data );
	switch ( offer ) {
		case 'ask-admin':
			return <p>{ __( 'Your plan includes security scanning by VaultPress. Ask a site administrator to set it up.', 'jetpack' ) }</p>;
		case 'loading':
			return (
				<QueryView query={ plugins } failedSummary={ __( 'The list of plugins could not be loaded.', 'jetpack' ) }>
					{ () => null }
				</QueryView>
			);
		default:
			return <OfferButton offer={ offer } />;
	}
}
