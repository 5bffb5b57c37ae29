/**
 * A button that saves a map of settings (POST settings), for a card's Activate or Dismiss. A failed save stays on
 * screen with the reason and a retry; the card itself updates once the save is in the cached settings.
 */
import { Button } from '@wordpress/components';
import type { Settings } from '../../api/types';
import { failureReason } from '../../lib/failure-message';
import { useUpdateSettingsMutation } from '../../state/settings/api';
import { LocalFailure } from '../isolation/LocalFailure';

export interface SaveSettingsButtonProps {
	update: Settings;
	label: string;
	/** What could not be done, e.g. "Search could not be activated." */
	failed: string;
	variant?: 'primary' | 'secondary' | 'tertiary';
}

export function SaveSettingsButton( { update, label, failed, variant = 'primary' }: SaveSettingsButtonProps ) {
	const [ save, { isLoading, error } ] = useUpdateSettingsMutation();
	const send = () => {
		if ( ! isLoading ) {
			save( update );
		}
	};
	return (
		<>
			{ error && ! isLoading && <LocalFailure summary={ failed } reason={ failureReason( error ) } onRetry={ send } /> }
			<Button variant={ variant } isBusy={ isLoading } aria-disabled={ isLoading } onClick={ send }>
				{ label }
			</Button>
		</>
	);
}
