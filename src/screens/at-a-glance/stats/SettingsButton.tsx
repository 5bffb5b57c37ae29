/** A button that saves settings (POST settings). A failed save stays on screen with the reason and a retry. */
import { Button } from '@wordpress/components';
import type { Settings } from '../../../api/types';
import { LocalFailure } from '../../../components/isolation/LocalFailure';
import { failureReason } from '../../../lib/failure-message';
import { useUpdateSettingsMutation } from '../../../state/settings/api';

export function SettingsButton( { update, label, failed }: { update: Settings; label: string; failed: string } ) {
	const [ save, { isLoading, error } ] = useUpdateSettingsMutation();
	const send = () => ! isLoading && save( update );
	return (
		<>
			{ error && ! isLoading && <LocalFailure summary={ failed } reason={ failureReason( error ) } onRetry={ send } /> }
			<Button variant="primary" isBusy={ isLoading } onClick={ send }>
				{ label }
			</Button>
		</>
	);
}
