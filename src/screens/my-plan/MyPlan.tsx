import { __ } from '@wordpress/i18n';

export default function MyPlan() {
	return <h1>{ __( 'Jetpack My Plan Details', 'jetpack' ) }</h1>;
}
