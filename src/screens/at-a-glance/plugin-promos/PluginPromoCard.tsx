/** A promo card for one of the provider's plugins: its pitch and the install widget. Only for plugin managers. */
import { DashItem } from '../../../components/dash-item/DashItem';
import { PluginInstaller } from '../../../components/plugin-installer/PluginInstaller';
import type { PluginInstallerProps } from '../../../components/plugin-installer/PluginInstaller';
import { useAppSelector } from '../../../state/hooks';
import { selectCapabilities } from '../../../state/selectors';
import './plugin-promos.css';

export interface PluginPromoCardProps extends PluginInstallerProps {
	title: string;
	pitch: string;
}

export function PluginPromoCard( { title, pitch, ...plugin }: PluginPromoCardProps ) {
	// The dashboard layout already leaves these cards out for others (docs/dashboard.md#who-sees-which-card); this keeps
	// them safe elsewhere.
	const canManagePlugins = useAppSelector( ( state ) => selectCapabilities( state ).userCanManagePlugins );
	if ( ! canManagePlugins ) {
		return null;
	}
	return (
		<DashItem title={ title } className="jp-plugin-promo">
			<p className="jp-plugin-promo__pitch">{ pitch }</p>
			<PluginInstaller { ...plugin } />
		</DashItem>
	);
}
