/** Logo, Dashboard and Settings buttons, and the Offline Mode and API Sandboxed badges (docs/shell.md#page-frame). */
import { Link } from 'react-router-dom';
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { getMastheadHighlight, getSettingsTabs } from '../navigation';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectCapabilities, selectConnectionStatus } from '../../state/selectors';
import { useTestConnectionMutation } from '../../state/connection/api';
import { noticesActions, SUCCESS_NOTICE_MS } from '../../state/notices/slice';
import type { AppRoute } from '../app-routes';
import { useNavigationContext } from '../use-shell-context';
import { SHELL_MARK } from '../first-paint';

function SandboxBadge( { domain }: { domain: string } ) {
	const dispatch = useAppDispatch();
	const [ testConnection, { isLoading } ] = useTestConnectionMutation();
	const onClick = async () => {
		try {
			const answer = await testConnection().unwrap();
			dispatch( noticesActions.noticeShown( { noticeId: 'connection-test', status: 'is-success', text: answer.message, duration: SUCCESS_NOTICE_MS } ) );
		} catch ( error ) {
			const text = ( error as { message?: string } ).message ?? __( 'The connection test failed.', 'jetpack' );
			dispatch( noticesActions.noticeShown( { noticeId: 'connection-test', status: 'is-error', text } ) );
		}
	};
	return (
		<Button
			className="jp-masthead__badge is-sandboxed"
			variant="secondary"
			size="small"
			isBusy={ isLoading }
			onClick={ onClick }
			label={ `${ __( 'API Sandboxed', 'jetpack' ) }: ${ domain }` }
			showTooltip={ false }
		>
			{ __( 'API Sandboxed', 'jetpack' ) }
		</Button>
	);
}

export function Masthead( { route }: { route: AppRoute } ) {
	const navigation = useNavigationContext();
	const { path } = navigation;
	const caps = useAppSelector( selectCapabilities );
	const connection = useAppSelector( selectConnectionStatus );
	const highlight = getMastheadHighlight( route.group, path );
	return (
		<header className="jp-masthead">
			<Link className="jp-masthead__logo" to="/dashboard">
				<svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32">
					<circle cx="16" cy="16" r="16" fill="#069e08" />
					<path fill="#fff" d="M15 19H7l8-16v16zm2 10V13h8l-8 16z" />
				</svg>
				{ /* The boot calls wait for this to be shown, and the benchmark times it: the shell is on screen. */ }
				<span elementtiming={ SHELL_MARK }>Jetpack</span>
			</Link>
			{ caps.isOfflineMode && <span className="jp-masthead__badge is-offline">{ __( 'Offline Mode', 'jetpack' ) }</span> }
			{ !! connection?.sandboxDomain && <SandboxBadge domain={ connection.sandboxDomain } /> }
			<nav className="jp-masthead__buttons" aria-label={ __( 'Dashboard or settings', 'jetpack' ) }>
				<Link to="/dashboard" className="jp-masthead__button" aria-current={ highlight === 'dashboard' ? 'page' : undefined }>
					{ __( 'Dashboard', 'jetpack' ) }
				</Link>
				{ getSettingsTabs( navigation ).length > 0 && (
					<Link to="/settings" className="jp-masthead__button" aria-current={ highlight === 'settings' ? 'page' : undefined }>
						{ __( 'Settings', 'jetpack' ) }
					</Link>
				) }
			</nav>
		</header>
	);
}
