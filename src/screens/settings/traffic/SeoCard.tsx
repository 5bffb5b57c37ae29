/**
 * SEO: the module switch; while a known SEO plugin is active the card names it and offers nothing to save. With
 * the module on and the site online, three foldable parts share one form: page title structures, the front page
 * meta description, and previews on Google, Facebook and Twitter that follow what is typed. Whether an SEO plugin
 * is active is known only to users who may list plugins; the card waits for that answer (or says it failed).
 */
import { Notice, Panel, PanelBody } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { QueryView } from '../../../components/isolation/QueryView';
import { FoundIn } from '../../../components/settings/search-context';
import { ModuleToggle } from '../../../components/settings/ModuleToggle';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { activeSeoPlugin } from './seo-plugins';
import { seoCardView } from './traffic-cards';
import type { SeoCardView } from './traffic-cards';
import { useRouteRead } from '../../../state/route-reads/api';
import { useSettingsForm } from '../../../state/settings/use-settings-form';
import type { SettingsForm } from '../../../state/settings/use-settings-form';
import { SeoMetaDescription } from './SeoMetaDescription';
import { SeoPreviews } from './SeoPreviews';
import { SeoTitleStructures } from './SeoTitleStructures';
import { useEditsDroppedWhenOff } from './use-edits-dropped-when-off';
import { useTrafficPage } from './use-traffic-page';

const MODULE = 'seo-tools';

function SeoFields( { form, view, managedBy }: { form: SettingsForm; view: SeoCardView; managedBy: string | null } ) {
	return (
		<>
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
		</>
	);
}

export function SeoCard() {
	const { caps, settings } = useTrafficPage();
	const plugins = useRouteRead( 'plugins', { skip: ! caps.userCanManagePlugins } );
	const form = useSettingsForm( 'traffic-seo', { module: MODULE } );
	useEditsDroppedWhenOff( form, settings[ MODULE ] === true );
	const plugin = activeSeoPlugin( plugins.data );
	const checked = ! caps.userCanManagePlugins || plugins.data !== undefined;
	const view = seoCardView( { seoPlugin: plugin, moduleOn: settings[ MODULE ] === true, isOfflineMode: caps.isOfflineMode } );
	/* translators: %s: the name of an SEO plugin, e.g. Yoast SEO. */
	const managedBy = plugin ? sprintf( __( 'Your SEO settings are managed by the following plugin: %s', 'jetpack' ), plugin ) : null;
	const fields = <SeoFields form={ form } view={ view } managedBy={ managedBy } />;
	return (
		<SettingsCard title={ __( 'SEO', 'jetpack' ) } form={ checked && view === 'settings' ? form : undefined }>
			<FoundIn slug={ MODULE } />
			{ caps.userCanManagePlugins ? (
				<QueryView query={ plugins } failedSummary={ __( 'The active plugins could not be checked.', 'jetpack' ) }>
					{ () => fields }
				</QueryView>
			) : (
				fields
			) }
		</SettingsCard>
	);
}
