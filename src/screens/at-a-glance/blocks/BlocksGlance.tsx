/**
 * The Blocks card (docs/dashboard.md#promo-and-bundle-cards; its content is not specified): what the plugin adds to the
 * editor, and a way there.
 */
import { __ } from '@wordpress/i18n';
import { DashItem } from '../../../components/dash-item/DashItem';
import { useAppSelector } from '../../../state/hooks';

export function BlocksGlance() {
	const adminUrl = useAppSelector( ( state ) => state.page.adminUrl );
	return (
		<DashItem title={ __( 'Blocks', 'jetpack' ) }>
			<p>{ __( 'Jetpack adds blocks to the block editor, such as contact forms, slideshows, maps and subscription forms.', 'jetpack' ) }</p>
			<a href={ `${ adminUrl }post-new.php` }>{ __( 'Try them in the block editor', 'jetpack' ) }</a>
		</DashItem>
	);
}
