/**
 * Fields of a settings form (text, multi-line text, a choice): each shows the user's edit or the server's value
 * and records edits in the form; the card's Save Settings button saves them together. A value the form finds wrong
 * (the browser's check or the server's refusal) marks the field invalid and says why right below it
 * (docs/settings.md#save-model).
 */
import type { ReactNode } from 'react';
import { SelectControl, TextareaControl, TextControl } from '@wordpress/components';
import type { SettingsForm } from '../../state/settings/use-settings-form';

interface FieldProps {
	form: SettingsForm;
	name: string;
	label: string;
	help?: ReactNode;
	disabled?: boolean;
}

function textOf( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

/**
 * The field's help with its problem, if any, after it (the control describes its input by its help), and the
 * input's invalid mark.
 */
function withProblem( form: SettingsForm, name: string, help: ReactNode ) {
	const problem = form.problem( name );
	if ( ! problem ) {
		return { help, invalid: false };
	}
	const message = <span className="jp-settings-field__problem">{ problem }</span>;
	return {
		help: help ? (
			<>
				{ help } { message }
			</>
		) : (
			message
		),
		invalid: true,
	};
}

export function SettingTextField( { form, name, label, help, disabled, placeholder }: FieldProps & { placeholder?: string } ) {
	const shown = withProblem( form, name, help );
	return (
		<div className={ `jp-settings-field${ shown.invalid ? ' is-invalid' : '' }` }>
			<TextControl
				aria-invalid={ shown.invalid || undefined }
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label }
				help={ shown.help }
				placeholder={ placeholder }
				disabled={ disabled }
				value={ textOf( form.value( name ) ) }
				onChange={ ( next: string ) => form.set( name, next ) }
			/>
		</div>
	);
}

export function SettingTextArea( { form, name, label, help, disabled, placeholder }: FieldProps & { placeholder?: string } ) {
	const shown = withProblem( form, name, help );
	return (
		<div className={ `jp-settings-field${ shown.invalid ? ' is-invalid' : '' }` }>
			<TextareaControl
				aria-invalid={ shown.invalid || undefined }
				__nextHasNoMarginBottom
				label={ label }
				help={ shown.help }
				placeholder={ placeholder }
				disabled={ disabled }
				value={ textOf( form.value( name ) ) }
				onChange={ ( next: string ) => form.set( name, next ) }
			/>
		</div>
	);
}

export function SettingSelect( { form, name, label, help, disabled, options }: FieldProps & { options: { value: string; label: string }[] } ) {
	return (
		<div className="jp-settings-field">
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label }
				help={ help }
				disabled={ disabled }
				value={ textOf( form.value( name ) ) }
				options={ options }
				onChange={ ( next: string ) => form.set( name, next ) }
			/>
		</div>
	);
}
