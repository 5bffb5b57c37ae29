/**
 * Fields of a settings form (text, multi-line text, a choice): each shows the user's edit or the server's value
 * and records edits in the form; the card's Save Settings button saves them together.
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

export function SettingTextField( { form, name, label, help, disabled, placeholder }: FieldProps & { placeholder?: string } ) {
	return (
		<div className="jp-settings-field">
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label }
				help={ help }
				placeholder={ placeholder }
				disabled={ disabled }
				value={ textOf( form.value( name ) ) }
				onChange={ ( next: string ) => form.set( name, next ) }
			/>
		</div>
	);
}

export function SettingTextArea( { form, name, label, help, disabled, placeholder }: FieldProps & { placeholder?: string } ) {
	return (
		<div className="jp-settings-field">
			<TextareaControl
				__nextHasNoMarginBottom
				label={ label }
				help={ help }
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
