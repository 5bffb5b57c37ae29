/**
 * One service's verification code. While the field is being edited it shows what was typed; otherwise a bare code
 * shows as the meta tag the site will print.
 */
import { TextControl } from '@wordpress/components';
import { useState } from 'react';
import { VERIFICATION_TAG_NAMES, verificationMetaTag } from '../../../lib/verification-codes';
import type { VerificationService } from '../../../lib/verification-codes';
import type { SettingsForm } from '../../../state/settings/use-settings-form';
import { textSetting } from './use-traffic-page';

export function VerificationField( { form, service, label, disabled }: { form: SettingsForm; service: VerificationService; label: string; disabled?: boolean } ) {
	const [ editing, setEditing ] = useState( false );
	const value = textSetting( form.value( service ) );
	// A code the server refused says why below the field (docs/settings.md#save-model).
	const problem = form.problem( service );
	return (
		<TextControl
			aria-invalid={ problem ? true : undefined }
			help={ problem }
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ label }
			className="jp-verification__field"
			value={ editing ? value : verificationMetaTag( service, value ) }
			placeholder={ `<meta name="${ VERIFICATION_TAG_NAMES[ service ] }" content="1234" />` }
			disabled={ disabled }
			onFocus={ () => setEditing( true ) }
			onBlur={ () => setEditing( false ) }
			onChange={ ( next: string ) => form.set( service, next ) }
		/>
	);
}
