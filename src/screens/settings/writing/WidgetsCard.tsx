/** Widgets: the extra widgets and widget visibility switches, which need a theme with widget areas. */
import { __ } from '@wordpress/i18n';
import { FoundIn, useSettingsSearch } from '../../../components/settings/search-context';
import { ModuleToggle } from '../../../components/settings/ModuleToggle';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { useAppSelector } from '../../../state/hooks';

export function WidgetsCard() {
	const { isFound } = useSettingsSearch();
	const themeHasWidgets = useAppSelector( ( state ) => state.page.themeData.support.widgets );
	const reason = themeHasWidgets ? null : __( 'Theme support required.', 'jetpack' );
	return (
		<SettingsCard title={ __( 'Widgets', 'jetpack' ) }>
			<FoundIn slug="widgets" />
			<FoundIn slug="widget-visibility" />
			{ isFound( 'widgets' ) && (
				<ModuleToggle
					slug="widgets"
					label={ __( 'Make extra widgets available for use on your site including subscription forms and Twitter streams', 'jetpack' ) }
					disabledReason={ reason }
				/>
			) }
			{ isFound( 'widget-visibility' ) && (
				<ModuleToggle
					slug="widget-visibility"
					label={ __( 'Enable widget visibility controls to display widgets only on particular posts or pages', 'jetpack' ) }
					disabledReason={ reason }
				/>
			) }
		</SettingsCard>
	);
}
