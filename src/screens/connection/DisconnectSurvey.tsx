/**
 * The survey step: one reason (required), and for "Other" the user's own words, at most 1000 characters with a
 * counter. Submit waits for a reason and is off while sending; "Skip for now" closes the dialog.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { FREE_TEXT_REASON, SURVEY_REASONS, SURVEY_TEXT_MAX, surveyReasonLabel } from './disconnect-survey';
import type { SurveyReason } from './disconnect-survey';

export interface DisconnectSurveyProps {
	busy: boolean;
	onSkip: () => void;
	onSubmit: ( reason: SurveyReason, text: string ) => void;
}

export function DisconnectSurvey( { busy, onSkip, onSubmit }: DisconnectSurveyProps ) {
	const [ reason, setReason ] = useState< SurveyReason | null >( null );
	const [ text, setText ] = useState( '' );
	const id = useId();

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		if ( reason && ! busy ) {
			onSubmit( reason, text );
		}
	};

	return (
		<form onSubmit={ submit }>
			<fieldset className="jp-connection-dialog__reasons">
				<legend>{ __( 'Why are you disconnecting Jetpack?', 'jetpack' ) }</legend>
				{ SURVEY_REASONS.map( ( value ) => (
					<label key={ value }>
						<input type="radio" name={ `${ id }-reason` } checked={ reason === value } onChange={ () => setReason( value ) } />
						{ surveyReasonLabel( value ) }
					</label>
				) ) }
			</fieldset>
			{ reason === FREE_TEXT_REASON && (
				<div className="jp-connection-dialog__more">
					<label htmlFor={ `${ id }-text` }>{ __( 'Tell us more (optional)', 'jetpack' ) }</label>
					<textarea
						id={ `${ id }-text` }
						rows={ 4 }
						maxLength={ SURVEY_TEXT_MAX }
						value={ text }
						aria-describedby={ `${ id }-count` }
						onChange={ ( event ) => setText( event.target.value ) }
					/>
					<span id={ `${ id }-count` } className="jp-connection-dialog__count">
						{ sprintf(
							/* translators: %1$d: characters typed; %2$d: the most allowed. */
							__( '%1$d of %2$d characters', 'jetpack' ),
							text.length,
							SURVEY_TEXT_MAX
						) }
					</span>
				</div>
			) }
			<div className="jp-connection-dialog__actions">
				<Button variant="tertiary" onClick={ onSkip } disabled={ busy } accessibleWhenDisabled>
					{ __( 'Skip for now', 'jetpack' ) }
				</Button>
				<Button variant="primary" type="submit" isBusy={ busy } disabled={ ! reason || busy } accessibleWhenDisabled>
					{ busy ? __( 'Submitting…', 'jetpack' ) : __( 'Submit', 'jetpack' ) }
				</Button>
			</div>
		</form>
	);
}
