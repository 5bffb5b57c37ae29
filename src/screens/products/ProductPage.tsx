import { useParams } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

const TITLES: Record< string, () => string > = {
	akismet: () => __( 'Jetpack Anti-spam', 'jetpack' ),
	backup: () => __( 'Jetpack Backup', 'jetpack' ),
	scan: () => __( 'Jetpack Scan', 'jetpack' ),
	search: () => __( 'Jetpack Search', 'jetpack' ),
	security: () => __( 'Jetpack Security', 'jetpack' ),
	videopress: () => __( 'Jetpack VideoPress', 'jetpack' ),
};

export default function ProductPage() {
	const { slug = '' } = useParams();
	return <h1>{ TITLES[ slug ]?.() ?? __( 'Jetpack', 'jetpack' ) }</h1>;
}
