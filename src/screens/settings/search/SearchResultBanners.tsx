/**
 * Modules with no settings card of their own that a search can still find (Forms, Enhanced Distribution, JSON API,
 * Notifications): for a term of 3 characters or more, each found one shows a banner to activate it when off, a
 * card saying why when it cannot be used here, or that it is on (with a way to turn it off).
 */
import { Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { Module } from '../../../api/types';
import { moduleUnavailableReason } from '../../../lib/module-toggle';
import { useAppSelector } from '../../../state/hooks';
import { selectCapabilities } from '../../../state/selectors';
import { useSettingSwitch } from '../../../state/settings/use-setting-switch';

export const BANNER_MODULES = [ 'contact-form', 'enhanced-distribution', 'json-api', 'notes' ] as const;

function ModuleBanner( { module }: { module: Module } ) {
	const caps = useAppSelector( selectCapabilities );
	const toggle = useSettingSwitch( module.module );
	const reason = moduleUnavailableReason( module, caps );
	if ( reason && ! toggle.on ) {
		return (
			<div className="jp-settings-card jp-settings-banner">
				<h3 className="jp-settings-card__title">{ module.name }</h3>
				<div className="jp-settings-card__body">
					<p>{ module.description }</p>
					<p>{ reason }</p>
				</div>
			</div>
		);
	}
	if ( toggle.on ) {
		return (
			<Notice
				status="success"
				isDismissible={ false }
				className="jp-settings-banner"
				actions={ [
					{
						label: toggle.saving ? __( 'Deactivating…', 'jetpack' ) : __( 'Deactivate', 'jetpack' ),
						onClick: () => void toggle.change( false ),
						variant: 'secondary',
						disabled: toggle.saving || !! reason,
					},
				] }
			>
				<strong>
					{ sprintf(
						/* translators: %s: a feature's name, e.g. Forms. */
						__( '%s is active.', 'jetpack' ),
						module.name
					) }
				</strong>{ ' ' }
				{ module.description }
			</Notice>
		);
	}
	return (
		<Notice
			status="info"
			isDismissible={ false }
			className="jp-settings-banner"
			actions={ [
				{
					label: toggle.saving ? __( 'Activating…', 'jetpack' ) : __( 'Activate', 'jetpack' ),
					onClick: () => void toggle.change( true ),
					variant: 'primary',
					disabled: toggle.saving,
				},
			] }
		>
			<strong>{ module.name }</strong> { module.description }
		</Notice>
	);
}

export function SearchResultBanners( { modules, found }: { modules: Record< string, Module >; found: ( slug: string ) => boolean } ) {
	const shown = BANNER_MODULES.map( ( slug ) => modules[ slug ] ).filter( ( module ): module is Module => !! module && found( module.module ) );
	return (
		<>
			{ shown.map( ( module ) => (
				<ModuleBanner key={ module.module } module={ module } />
			) ) }
		</>
	);
}
