/**
 * The disconnect dialog: confirm → disconnected → optional survey → thank you. Neither Escape nor a click outside
 * closes it (a stray key must not abandon a disconnect half-way); its own buttons and the close control do, except
 * while a call runs. Opened from the plugins list, it confirms a deactivation that the caller makes. The
 * disconnect invalidates the connection status, so whatever step closes it, the dashboard behind already shows the
 * site as not connected.
 */
import { useState } from 'react';
import type { RefObject } from 'react';
import { Modal } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { disconnectLabels } from './disconnect-dialog';
import type { DisconnectContext } from './disconnect-dialog';
import { buildSurveyPayload, canGiveFeedback } from './disconnect-survey';
import type { SurveyIds, SurveyReason } from './disconnect-survey';
import { useDisconnectSiteMutation } from '../../state/connection/api';
import { useSubmitDisconnectSurveyMutation } from '../../state/connection/survey';
import { useAppStore } from '../../state/hooks';
import { selectCurrentUser } from '../../state/selectors';
import { DisconnectConfirm } from './DisconnectConfirm';
import { DisconnectDone } from './DisconnectDone';
import { DisconnectSurvey } from './DisconnectSurvey';
import { useFocusOnStep, useReturnFocus } from './dialog-focus';
import './disconnect-dialog.css';

type Step = 'confirm' | 'success' | 'survey' | 'thanks';

function title( step: Step ): string {
	switch ( step ) {
		case 'confirm':
			return __( 'Are you sure you want to disconnect?', 'jetpack' );
		case 'success':
			return __( 'Jetpack has been successfully disconnected', 'jetpack' );
		case 'survey':
			return __( 'Before you go, help us improve Jetpack', 'jetpack' );
		case 'thanks':
			return __( 'Thank you!', 'jetpack' );
	}
}

export interface DisconnectDialogProps {
	onClose: () => void;
	/** The card's button: where focus goes after closing when the modal has nowhere to return it. */
	returnFocus: RefObject< HTMLElement | null >;
	/** Where it was opened: the dashboard (disconnects) or the plugins list (the caller deactivates). */
	context?: DisconnectContext;
	/** In the plugins context, called instead of disconnecting. */
	onDeactivate?: () => void;
	/** Told of a failed disconnect, besides the message in the dialog. */
	onError?: ( failure: unknown ) => void;
}

export default function DisconnectDialog( {
	onClose,
	returnFocus,
	context = 'jetpack-dashboard',
	onDeactivate,
	onError,
}: DisconnectDialogProps ) {
	const store = useAppStore();
	// Read once, before the disconnect forgets the linked account: the survey still needs its id.
	const [ ids ] = useState< SurveyIds >( () => {
		const state = store.getState();
		return { siteId: state.page.siteData.blog_id, userId: selectCurrentUser( state )?.wpcomUser?.ID ?? null };
	} );
	const [ step, setStep ] = useState< Step >( 'confirm' );
	const [ disconnect, disconnecting ] = useDisconnectSiteMutation();
	const [ submit, submitting ] = useSubmitDisconnectSurveyMutation();
	const busy = disconnecting.isLoading || submitting.isLoading;
	const body = useFocusOnStep( step );
	useReturnFocus( returnFocus );

	const confirm = async () => {
		if ( context === 'plugins' && onDeactivate ) {
			onDeactivate();
			return;
		}
		const result = await disconnect();
		if ( 'error' in result ) {
			onError?.( result.error );
			return;
		}
		setStep( 'success' );
	};
	const send = async ( reason: SurveyReason, text: string ) => {
		if ( canGiveFeedback( ids ) ) {
			// Answered or not, the user is thanked: a failed survey is not theirs to fix
			// (docs/connection.md#flows-and-their-states).
			await submit( buildSurveyPayload( ids, reason, text ) );
		}
		setStep( 'thanks' );
	};

	return (
		<Modal
			title={ title( step ) }
			className="jp-connection-dialog"
			size="medium"
			onRequestClose={ onClose }
			isDismissible={ ! busy }
			shouldCloseOnEsc={ false }
			shouldCloseOnClickOutside={ false }
		>
			<div ref={ body }>
				{ step === 'confirm' && (
					<DisconnectConfirm
						busy={ busy }
						error={ disconnecting.error }
						labels={ disconnectLabels( context ) }
						onCancel={ onClose }
						onDisconnect={ confirm }
					/>
				) }
				{ step === 'success' && (
					<DisconnectDone feedback={ canGiveFeedback( ids ) } onClose={ onClose } onSurvey={ () => setStep( 'survey' ) } />
				) }
				{ step === 'survey' && <DisconnectSurvey busy={ busy } onSkip={ onClose } onSubmit={ send } /> }
				{ step === 'thanks' && <DisconnectDone thanks onClose={ onClose } /> }
			</div>
		</Modal>
	);
}
