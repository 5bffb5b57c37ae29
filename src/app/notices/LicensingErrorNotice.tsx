/**
 * The licensing error the host recorded (docs/rules.md#error-catalogue), shown to admins until they dismiss it, which
 * clears it on the server. A refused dismissal brings it back, saying why, with "Try again", as the site still holds it.
 */
import { callRoute } from '../../api/call-route';
import { REST_ROUTES } from '../../api/rest-routes';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { licensingActions } from '../../state/licensing/slice';
import { selectCapabilities } from '../../state/selectors';
import { AppNotice } from './AppNotice';
import { runDismissal } from './use-dismiss-for-good';

const NOTICE_ID = 'licensing-error';

export function LicensingErrorNotice() {
	const dispatch = useAppDispatch();
	const error = useAppSelector( ( state ) => state.licensing.error );
	const canManageOptions = useAppSelector( selectCapabilities ).userCanManageOptions;
	if ( ! error || ! canManageOptions ) {
		return null;
	}
	const onDismiss = () =>
		void runDismissal( dispatch, NOTICE_ID, {
			hide: () => dispatch( licensingActions.errorRecorded( '' ) ),
			save: () => callRoute( REST_ROUTES.clearLicensingError, { data: { error: '' } } ),
			undo: () => dispatch( licensingActions.errorRecorded( error ) ),
		} );
	return (
		<AppNotice id={ NOTICE_ID } status="is-error" onDismiss={ onDismiss }>
			{ error }
		</AppNotice>
	);
}
