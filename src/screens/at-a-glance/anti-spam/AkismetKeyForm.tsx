/**
 * Enter or fix the anti-spam key (docs/dashboard.md#anti-spam invalid_key): POST module/akismet/key/check. A valid key
 * is kept by the server and the card's data is asked again, so the count replaces this form; an invalid one keeps the
 * typed key and shows the server's reason.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { LocalFailure } from '../../../components/isolation/LocalFailure';
import { akismetKeyIsBlank } from './anti-spam-card';
import { failureReason } from '../../../lib/failure-message';
import { useCheckAkismetKeyMutation, useGetAkismetDataQuery } from '../../../state/dashboard/api';

export function AkismetKeyForm() {
	const [ key, setKey ] = useState( '' );
	const [ problem, setProblem ] = useState( '' );
	const [ check, { isLoading, error } ] = useCheckAkismetKeyMutation();
	// After a valid key the card's data is asked again; the form stays busy until the count replaces it.
	const refreshing = useGetAkismetDataQuery().isFetching;
	const busy = isLoading || refreshing;
	const problemId = useId();

	const send = async () => {
		if ( busy ) {
			return;
		}
		if ( akismetKeyIsBlank( key ) ) {
			setProblem( __( 'Enter your Akismet API key.', 'jetpack' ) );
			return;
		}
		setProblem( '' );
		const result = await check( key.trim() );
		if ( 'data' in result && result.data && ! result.data.validKey ) {
			setProblem( result.data.invalidKeyMessage || __( 'This key is not valid.', 'jetpack' ) );
		}
	};
	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		send();
	};

	return (
		<form className="jp-anti-spam__key-form" onSubmit={ submit } noValidate>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Akismet API key', 'jetpack' ) }
				value={ key }
				onChange={ setKey }
				autoComplete="off"
				spellCheck={ false }
				aria-invalid={ problem ? true : undefined }
				aria-describedby={ problem ? problemId : undefined }
			/>
			{ problem && (
				<p id={ problemId } className="jp-anti-spam__key-problem" role="alert">
					{ problem }
				</p>
			) }
			{ error && ! busy && (
				<LocalFailure summary={ __( 'The key could not be checked.', 'jetpack' ) } reason={ failureReason( error ) } onRetry={ send } />
			) }
			<Button variant="primary" type="submit" isBusy={ busy } aria-disabled={ busy }>
				{ __( 'Save key', 'jetpack' ) }
			</Button>
		</form>
	);
}
