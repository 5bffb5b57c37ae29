import { __ } from '@wordpress/i18n';

export default function Recommendations() {
	return <h1>{ __( 'Recommendations', 'jetpack' ) }</h1>;
}
