/**
 * SEO: the module switch; while a known SEO plugin is active the card names it and offers nothing to save. With
 * the module on and the site online, three foldable parts share one form: page title structures, the front page
 * meta description, and previews on Google, Facebook and Twitter that follow what is typed.
 */
import { Notice, Panel, PanelBody } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { FoundIn } from '../../../components/settings/search-context';
import { ModuleToggle } from '../../../components/settings/ModuleToggle';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { activeSeoPlugin } from '../../../lib/seo-plugins';
import { seoCardView } from '../../../lib/traffic-cards';
import { useGetPluginsQuery } from '../../../state/plugins/api';
import { useSettingsForm } from '../../../state/settings/use-settings-form';
import { SeoMetaDescription } from './SeoMetaDescription';
import { SeoPreviews } from './SeoPreviews';
import { SeoTitleStructures } from './SeoTitleStructures';
import { useTrafficPage } from './use-traffic-page';

const MODULE = 'seo-tools';

export function SeoCard() {
	const { caps, settings } = useTrafficPage();
	const plugins = useGetPluginsQuery( undefined, { skip: ! caps.userCanManagePlugins } ).data;
	const form = useSettingsForm( 'traffic-seo', { module: MODULE } );
	const plugin = activeSeoPlugin( plugins );
	const view = seoCardView( { seoPlugin: plugin, moduleOn: settings[ MODULE ] === true, isOfflineMode: caps.isOfflineMode } );
	/* translators: %s: the name of an SEO plugin, e.g. Yoast SEO. */
	const managedBy = plugin ? sprintf( __( 'Your SEO settings are managed by the following plugin: %s', 'jetpack' ), plugin ) : null;
	return (
		<SettingsCard title={ __( 'SEO', 'jetpack' ) } form={ view === 'settings' ? form : undefined }>
			<FoundIn slug={ MODULE } />
			{ managedBy && (
				<Notice status="warning" isDismissible={ false }>
					{ managedBy }
				</Notice>
			) }
			<ModuleToggle slug={ MODULE } label={ __( 'Customize your SEO settings', 'jetpack' ) } disabledReason={ managedBy } />
			{ view === 'settings' && (
				<Panel className="jp-seo__parts">
					<PanelBody title={ __( 'Page Title Structure', 'jetpack' ) } initialOpen={ false }>
						<SeoTitleStructures form={ form } />
					</PanelBody>
					<PanelBody title={ __( 'Front Page Meta Description', 'jetpack' ) } initialOpen={ false }>
						<SeoMetaDescription form={ form } />
					</PanelBody>
					<PanelBody title={ __( 'Previews on Google, Facebook and Twitter', 'jetpack' ) } initialOpen={ false }>
						<SeoPreviews form={ form } />
					</PanelBody>
				</Panel>
			) }
		</SettingsCard>
	);
}
