import { __ } from '@wordpress/i18n';

export default function LicenseActivation() {
	return <h1>{ __( 'Add a license key', 'jetpack' ) }</h1>;
}
