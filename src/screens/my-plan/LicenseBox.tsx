/**
 * The licence box (docs/my-plan-and-products.md#my-plan): a key and "Apply license". While applying the button reads
 * "Applying…" and the field is disabled; an empty key or a second submit sends nothing. The outcome is a notice; a
 * failure keeps the key and, when the call itself failed (not a refused key), offers "Try again" beside the button.
 */
import { useId, useState } from 'react';
import { __ } from '@wordpress/i18n';
import { KeyField } from '../../components/key-field/KeyField';
import type { KeySendOutcome } from '../../components/key-field/KeyField';
import { failureReason } from '../../lib/failure-message';
import { canAddLicense } from './my-plan';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { noticesActions, SUCCESS_NOTICE_MS } from '../../state/notices/slice';
import { useActivateLicense } from '../../state/licensing/use-activate-license';
import { selectCapabilities } from '../../state/selectors';

const NOTICE_ID = 'my-plan-license';

export function LicenseBox() {
	const dispatch = useAppDispatch();
	const caps = useAppSelector( selectCapabilities );
	const [ callFailed, setCallFailed ] = useState( false );
	const { activate, isLoading } = useActivateLicense();
	const headingId = useId();

	if ( ! canAddLicense( caps ) ) {
		return null;
	}
	const failed = ( reason: string ) =>
		dispatch(
			noticesActions.noticeShown( {
				noticeId: NOTICE_ID,
				status: 'is-error',
				// The summary exactly as users know it; the provider's reason on a line of its own.
				text: `${ __( 'Error adding Jetpack license key.', 'jetpack' ) }\n${ reason }`,
			} )
		);

	const send = async ( key: string ): Promise< KeySendOutcome > => {
		setCallFailed( false );
		const result = await activate( key );
		if ( ! result ) {
			return null;
		}
		if ( 'failed' in result ) {
			setCallFailed( true );
			failed( failureReason( result.failed ) );
			return null;
		}
		if ( 'refused' in result ) {
			failed( result.refused );
			return null;
		}
		dispatch(
			noticesActions.noticeShown( {
				noticeId: NOTICE_ID,
				status: 'is-success',
				text: __( 'Jetpack license key added. It may take a minute for the license to be processed.', 'jetpack' ),
				duration: SUCCESS_NOTICE_MS,
			} )
		);
		return { clear: true };
	};

	return (
		<section className="jp-my-plan__card jp-my-plan__license" aria-labelledby={ headingId }>
			<h2 id={ headingId }>{ __( 'Have a license key?', 'jetpack' ) }</h2>
			<KeyField
				form="my-plan-license"
				label={ __( 'License key', 'jetpack' ) }
				submitLabel={ __( 'Apply license', 'jetpack' ) }
				busyLabel={ __( 'Applying…', 'jetpack' ) }
				busy={ isLoading }
				disabledWhileBusy
				failure={ callFailed ? { inNotice: true } : null }
				onSend={ send }
			/>
		</section>
	);
}
