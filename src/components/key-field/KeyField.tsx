/**
 * One key-entry field, as the licence screen, My Plan's licence box and the anti-spam card use it: the field, the
 * problem under it (a blank key, by the rule of key-field.ts, or the server's refusal, with the typed key kept), the
 * submit button with its busy state, and a failed call with Try again. Nothing is sent while a call is under way.
 */
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { LocalFailure } from '../isolation/LocalFailure';
import { keyDecision } from './key-field';
import type { KeyForm } from './key-field';

/** What became of a sent key: refused for this reason (shown under the field), accepted and the field emptied, or neither. */
export type KeySendOutcome = { refused: string } | { clear: true } | null;

export interface KeyFieldProps {
	form: KeyForm;
	label: string;
	submitLabel: string;
	/** The button's label while a call is under way, when it changes. */
	busyLabel?: string;
	busy: boolean;
	/** Whether the field itself is disabled while a call is under way. */
	disabledWhileBusy?: boolean;
	/** A sentence above the field that describes it. */
	intro?: string;
	/** The last call failed: said under the field with Try again, or (when the form says it in a notice) Try again beside the button. */
	failure?: { summary: string; reason: string } | { inNotice: true } | null;
	onSend: ( key: string ) => Promise< KeySendOutcome >;
	className?: string;
	problemClassName?: string;
	/** Wraps the buttons (and `children`, placed after them) in a row of this class. */
	actionsClassName?: string;
	children?: ReactNode;
}

export function KeyField( props: KeyFieldProps ) {
	const { form, busy, failure, onSend } = props;
	const [ key, setKey ] = useState( '' );
	const [ problem, setProblem ] = useState( '' );
	const problemId = useId();
	const introId = useId();

	const send = async () => {
		if ( busy ) {
			return;
		}
		const decision = keyDecision( form, key );
		if ( 'problem' in decision ) {
			setProblem( decision.problem ?? '' );
			return;
		}
		setProblem( '' );
		const outcome = await onSend( decision.send );
		if ( outcome && 'refused' in outcome ) {
			setProblem( outcome.refused );
		} else if ( outcome ) {
			setKey( '' );
		}
	};
	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		send();
	};
	const describedBy = [ props.intro ? introId : '', problem ? problemId : '' ].filter( Boolean ).join( ' ' );
	const actions = (
		<>
			<Button variant="primary" type="submit" isBusy={ busy } aria-disabled={ busy }>
				{ busy && props.busyLabel ? props.busyLabel : props.submitLabel }
			</Button>
			{ failure && 'inNotice' in failure && ! busy && (
				<Button variant="secondary" onClick={ send }>
					{ __( 'Try again', 'jetpack' ) }
				</Button>
			) }
			{ props.children }
		</>
	);

	return (
		<form className={ props.className } onSubmit={ submit } noValidate>
			{ props.intro && <p id={ introId }>{ props.intro }</p> }
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ props.label }
				value={ key }
				onChange={ setKey }
				disabled={ props.disabledWhileBusy && busy }
				autoComplete="off"
				spellCheck={ false }
				aria-invalid={ problem ? true : undefined }
				aria-describedby={ describedBy || undefined }
			/>
			{ problem && (
				<p id={ problemId } className={ props.problemClassName } role="alert">
					{ problem }
				</p>
			) }
			{ failure && 'summary' in failure && ! busy && <LocalFailure summary={ failure.summary } reason={ failure.reason } onRetry={ send } /> }
			{ props.actionsClassName ? <div className={ props.actionsClassName }>{ actions }</div> : actions }
		</form>
	);
}
