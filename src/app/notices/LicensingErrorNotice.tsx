/**
 * The licensing error the host recorded (docs/rules.md#error-catalogue), shown to admins until they dismiss it, which
 * clears it.
 */
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { useClearLicensingErrorMutation } from '../../state/licensing/api';
import { licensingActions } from '../../state/licensing/slice';
import { selectCapabilities } from '../../state/selectors';
import { AppNotice } from './AppNotice';

export function LicensingErrorNotice() {
	const dispatch = useAppDispatch();
	const error = useAppSelector( ( state ) => state.licensing.error );
	const canManageOptions = useAppSelector( selectCapabilities ).userCanManageOptions;
	const [ clearError ] = useClearLicensingErrorMutation();
	if ( ! error || ! canManageOptions ) {
		return null;
	}
	const onDismiss = () => {
		dispatch( licensingActions.errorCleared() );
		// A failure only means the host shows the error again on the next page load.
		clearError();
	};
	return (
		<AppNotice id="licensing-error" status="is-error" onDismiss={ onDismiss }>
			{ error }
		</AppNotice>
	);
}
