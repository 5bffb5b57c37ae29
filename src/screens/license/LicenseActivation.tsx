/**
 * The licence screen (docs/connection.md#licence-activation): one key field and "Activate"; once a key is activated, a
 * success panel with where to go next. Reached from the licence activation notice and My Plan; only the linked
 * connection owner gets here.
 */
import { useState } from 'react';
import { __ } from '@wordpress/i18n';
import { ActivationSuccess } from './ActivationSuccess';
import { LicenseKeyForm } from './LicenseKeyForm';
import './license.css';

export default function LicenseActivation() {
	const [ activatedProductId, setActivatedProductId ] = useState< number | null >( null );
	return (
		<section className="jp-license" aria-labelledby="jp-license-heading">
			<h1 id="jp-license-heading">{ __( 'Add a license key', 'jetpack' ) }</h1>
			<div className="jp-license__panel">
				{ activatedProductId === null ? (
					<LicenseKeyForm onActivated={ setActivatedProductId } />
				) : (
					<ActivationSuccess productId={ activatedProductId } />
				) }
			</div>
		</section>
	);
}
