/**
 * The key field and "Activate" (POST licensing/set-license). A blank key is refused here and nothing is sent; the
 * server's refusal is shown under the field with the typed key kept; a failed call says why and can be tried again.
 */
import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { KeyField } from '../../components/key-field/KeyField';
import type { KeySendOutcome } from '../../components/key-field/KeyField';
import { failureReason } from '../../lib/failure-message';
import { getRedirectUrl } from '../../lib/redirect-url';
import { useActivateLicense } from '../../state/licensing/use-activate-license';

/** The provider's guide to adding a licence key to a site. */
const LICENSE_HELP_URL = getRedirectUrl( 'jetpack-support-license-activation' );

export interface LicenseKeyFormProps {
	onActivated: ( productId: number ) => void;
}

export function LicenseKeyForm( { onActivated }: LicenseKeyFormProps ) {
	const { activate, isLoading, error } = useActivateLicense();

	// A failed call is shown from the mutation's error, with Try again.
	const send = async ( key: string ): Promise< KeySendOutcome > => {
		const result = await activate( key );
		if ( result && 'refused' in result ) {
			return { refused: result.refused };
		}
		if ( result && 'activatedProductId' in result ) {
			onActivated( result.activatedProductId );
		}
		return null;
	};

	return (
		<KeyField
			form="license"
			className="jp-license__form"
			intro={ __( 'Enter the license key you received with your purchase to activate its product on this site.', 'jetpack' ) }
			label={ __( 'License key', 'jetpack' ) }
			submitLabel={ __( 'Activate', 'jetpack' ) }
			busy={ isLoading }
			failure={ error ? { summary: __( 'The license key could not be activated.', 'jetpack' ), reason: failureReason( error ) } : null }
			onSend={ send }
			problemClassName="jp-license__problem"
			actionsClassName="jp-license__actions"
		>
			<ExternalLink href={ LICENSE_HELP_URL }>{ __( 'Need help adding a license key?', 'jetpack' ) }</ExternalLink>
		</KeyField>
	);
}
