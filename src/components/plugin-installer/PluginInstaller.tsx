/**
 * The plugin install widget of the promo cards (docs/dashboard.md#how-cards-load-and-fail): "Loading…" while the
 * installed plugins load, then Install, Activate, or "Plugin is installed & active." with a Manage link. One call
 * installs and activates; the
 * mutation asks for the list again 2500 ms after it. A failure says so here and the button works again. Only for
 * users who can manage plugins: for anyone else it renders nothing and fetches nothing.
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { failureReason } from '../../lib/failure-message';
import { pluginInstallerState } from './plugin-installer';
import type { PluginInstallerState } from './plugin-installer';
import { useAppSelector } from '../../state/hooks';
import { useInstallPluginMutation } from '../../state/plugins/api';
import { useRouteRead } from '../../state/route-reads/api';
import { selectCapabilities } from '../../state/selectors';
import { LocalFailure } from '../isolation/LocalFailure';
import { QueryView } from '../isolation/QueryView';
import './plugin-installer.css';

export interface PluginInstallerProps {
	/** The plugin directory slug, e.g. "jetpack-boost". */
	slug: string;
	/** Its plugin file, the key of the installed list, e.g. "jetpack-boost/jetpack-boost.php". */
	pluginFile: string;
	/** Its name, as the working labels say it: "Installing Jetpack Boost". */
	pluginName: string;
	/** Where Manage goes once it is active, relative to wp-admin, e.g. "admin.php?page=jetpack-boost". */
	managePath: string;
}

/** The button's words in each state but active: the working text while the call runs, else the action. */
function buttonLabel( state: PluginInstallerState, pluginName: string ): string {
	switch ( state ) {
		case 'installing':
			/* translators: %s: a plugin's name, e.g. Jetpack Boost. */
			return sprintf( __( 'Installing %s', 'jetpack' ), pluginName );
		case 'activating':
			/* translators: %s: a plugin's name, e.g. Jetpack Boost. */
			return sprintf( __( 'Activating %s', 'jetpack' ), pluginName );
		case 'inactive':
			return __( 'Activate', 'jetpack' );
		default:
			return __( 'Install', 'jetpack' );
	}
}

/** After a failed call the list still says what the plugin was, so the message names what was tried. */
function failedSummary( state: PluginInstallerState, pluginName: string ): string {
	return state === 'inactive'
		? /* translators: %s: a plugin's name, e.g. Jetpack Boost. */
		  sprintf( __( '%s could not be activated.', 'jetpack' ), pluginName )
		: /* translators: %s: a plugin's name, e.g. Jetpack Boost. */
		  sprintf( __( '%s could not be installed.', 'jetpack' ), pluginName );
}

function Installer( { slug, pluginFile, pluginName, managePath }: PluginInstallerProps ) {
	const adminUrl = useAppSelector( ( state ) => state.page.adminUrl );
	const plugins = useRouteRead( 'plugins' );
	const [ install, call ] = useInstallPluginMutation();
	// One live region across the states, so "Installing …" and "Plugin is installed & active." are announced.
	return (
		<div className="jp-plugin-installer" aria-live="polite">
			<QueryView query={ plugins } failedSummary={ __( 'The installed plugins could not be loaded.', 'jetpack' ) }>
				{ ( installed ) => {
					const state = pluginInstallerState( installed, pluginFile, call.status );
					if ( state === 'active' ) {
						return (
							<>
								<p className="jp-plugin-installer__status">{ __( 'Plugin is installed & active.', 'jetpack' ) }</p>
								<Button variant="secondary" href={ `${ adminUrl }${ managePath }` }>
									{ __( 'Manage', 'jetpack' ) }
								</Button>
							</>
						);
					}
					const working = state === 'installing' || state === 'activating';
					const send = () => {
						if ( ! working ) {
							install( { slug } );
						}
					};
					return (
						<>
							{ call.isError && (
								<LocalFailure summary={ failedSummary( state, pluginName ) } reason={ failureReason( call.error ) } onRetry={ send } />
							) }
							<Button variant="primary" isBusy={ working } aria-disabled={ working } onClick={ send }>
								{ buttonLabel( state, pluginName ) }
							</Button>
						</>
					);
				} }
			</QueryView>
		</div>
	);
}

export function PluginInstaller( props: PluginInstallerProps ) {
	const canManagePlugins = useAppSelector( ( state ) => selectCapabilities( state ).userCanManagePlugins );
	return canManagePlugins ? <Installer { ...props } /> : null;
}
