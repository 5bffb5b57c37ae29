/**
 * Enter or fix the anti-spam key (docs/dashboard.md#anti-spam invalid_key): POST module/akismet/key/check. A valid key
 * is kept by the server and the card's data is asked again, so the count replaces this form; an invalid one keeps the
 * typed key and shows the server's reason.
 */
import { __ } from '@wordpress/i18n';
import { KeyField } from '../../../components/key-field/KeyField';
import type { KeySendOutcome } from '../../../components/key-field/KeyField';
import { failureReason } from '../../../lib/failure-message';
import { useCheckAkismetKeyMutation } from '../../../state/dashboard/api';
import { useRouteRead } from '../../../state/route-reads/api';

export function AkismetKeyForm() {
	const [ check, { isLoading, error } ] = useCheckAkismetKeyMutation();
	// After a valid key the card's data is asked again; the form stays busy until the count replaces it.
	const refreshing = useRouteRead( 'akismetData' ).isFetching;

	const send = async ( key: string ): Promise< KeySendOutcome > => {
		const result = await check( key );
		if ( 'data' in result && result.data && ! result.data.validKey ) {
			return { refused: result.data.invalidKeyMessage || __( 'This key is not valid.', 'jetpack' ) };
		}
		return null;
	};

	return (
		<KeyField
			form="akismet"
			className="jp-anti-spam__key-form"
			label={ __( 'Akismet API key', 'jetpack' ) }
			submitLabel={ __( 'Save key', 'jetpack' ) }
			busy={ isLoading || refreshing }
			failure={ error ? { summary: __( 'The key could not be checked.', 'jetpack' ), reason: failureReason( error ) } : null }
			onSend={ send }
			problemClassName="jp-anti-spam__key-problem"
		/>
	);
}
