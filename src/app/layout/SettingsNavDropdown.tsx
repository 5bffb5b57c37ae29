/** The settings tabs as one dropdown, for narrow windows; loaded only when first needed (it is the shell's only select). */
import { useNavigate } from 'react-router-dom';
import { SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { SettingsTab } from '../navigation';
import { routeLabel } from '../app-routes';

export default function SettingsNavDropdown( { tabs, current }: { tabs: SettingsTab[]; current: SettingsTab | '' } ) {
	const navigate = useNavigate();
	return (
		<SelectControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ __( 'Settings section', 'jetpack' ) }
			value={ current }
			options={ [
				...( current ? [] : [ { value: '', label: routeLabel( '/settings' ) } ] ),
				...tabs.map( ( tab ) => ( { value: tab, label: routeLabel( `/${ tab }` ) } ) ),
			] }
			onChange={ ( value ) => value && navigate( `/${ value }` ) }
		/>
	);
}
