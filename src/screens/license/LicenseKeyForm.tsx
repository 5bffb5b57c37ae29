/**
 * The key field and "Activate" (POST licensing/set-license). A blank key is refused here and nothing is sent; the
 * server's refusal is shown under the field with the typed key kept; a failed call says why and can be tried again.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, ExternalLink, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { LocalFailure } from '../../components/isolation/LocalFailure';
import { failureReason } from '../../lib/failure-message';
import { licenseKeyProblem } from '../../lib/license-activation';
import { getRedirectUrl } from '../../lib/redirect-url';
import { useActivateLicense } from '../../state/licensing/use-activate-license';

/** The provider's guide to adding a licence key to a site. */
const LICENSE_HELP_URL = getRedirectUrl( 'jetpack-support-license-activation' );

export interface LicenseKeyFormProps {
	onActivated: ( productId: number ) => void;
}

export function LicenseKeyForm( { onActivated }: LicenseKeyFormProps ) {
	const [ key, setKey ] = useState( '' );
	const [ problem, setProblem ] = useState( '' );
	const { activate, isLoading, error } = useActivateLicense();
	const problemId = useId();
	const helpId = useId();

	const send = async () => {
		if ( isLoading ) {
			return;
		}
		const blank = licenseKeyProblem( key );
		if ( blank ) {
			setProblem( blank );
			return;
		}
		setProblem( '' );
		// A failed call is shown from the mutation's error, with Try again.
		const result = await activate( key );
		if ( result && 'refused' in result ) {
			setProblem( result.refused );
		} else if ( result && 'activatedProductId' in result ) {
			onActivated( result.activatedProductId );
		}
	};
	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		send();
	};
	const describedBy = [ helpId, problem ? problemId : '' ].filter( Boolean ).join( ' ' );

	return (
		<form className="jp-license__form" onSubmit={ submit } noValidate>
			<p id={ helpId }>
				{ __( 'Enter the license key you received with your purchase to activate its product on this site.', 'jetpack' ) }
			</p>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'License key', 'jetpack' ) }
				value={ key }
				onChange={ setKey }
				autoComplete="off"
				spellCheck={ false }
				aria-invalid={ problem ? true : undefined }
				aria-describedby={ describedBy }
			/>
			{ problem && (
				<p id={ problemId } className="jp-license__problem" role="alert">
					{ problem }
				</p>
			) }
			{ error && ! isLoading && (
				<LocalFailure summary={ __( 'The license key could not be activated.', 'jetpack' ) } reason={ failureReason( error ) } onRetry={ send } />
			) }
			<div className="jp-license__actions">
				<Button variant="primary" type="submit" isBusy={ isLoading } aria-disabled={ isLoading }>
					{ __( 'Activate', 'jetpack' ) }
				</Button>
				<ExternalLink href={ LICENSE_HELP_URL }>{ __( 'Need help adding a license key?', 'jetpack' ) }</ExternalLink>
			</div>
		</form>
	);
}
