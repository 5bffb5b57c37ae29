/**
 * Verification tools: the module switch and the codes of Google, Bing, Pinterest, Yandex and Facebook, saved
 * together; Google can also be verified through a Google account.
 */
import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { FoundIn } from '../../../components/settings/search-context';
import { ModuleToggle } from '../../../components/settings/ModuleToggle';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { getRedirectUrl } from '../../../lib/redirect-url';
import { useSettingsForm } from '../../../state/settings/use-settings-form';
import { GoogleVerificationRow } from './GoogleVerificationRow';
import { VerificationField } from './VerificationField';
import { useEditsDroppedWhenOff } from './use-edits-dropped-when-off';
import { useTrafficPage } from './use-traffic-page';

const MODULE = 'verification-tools';

export function VerificationCard() {
	const { settings, modules, caps } = useTrafficPage();
	const form = useSettingsForm( 'traffic-verification', { module: MODULE } );
	const on = settings[ MODULE ] === true;
	useEditsDroppedWhenOff( form, on );
	const locked = modules[ MODULE ]?.override === 'inactive' || ! caps.userCanManageModules;
	return (
		<SettingsCard title={ __( 'Site verification', 'jetpack' ) } form={ on ? form : undefined }>
			<FoundIn slug={ MODULE } />
			<ModuleToggle slug={ MODULE } label={ __( 'Verify site ownership with third party services', 'jetpack' ) } />
			{ on && (
				<>
					<p>
						{ __(
							'Note that verifying your site with these services is not necessary in order for your site to be indexed by search engines. Enter the code each service gives you, or the whole meta tag.',
							'jetpack'
						) }{ ' ' }
						<ExternalLink href={ getRedirectUrl( 'jetpack-support-site-verification-tools' ) }>
							{ __( 'Learn more', 'jetpack' ) }
						</ExternalLink>
					</p>
					<GoogleVerificationRow form={ form } disabled={ locked } />
					<VerificationField form={ form } service="bing" label={ __( 'Bing', 'jetpack' ) } disabled={ locked } />
					<VerificationField form={ form } service="pinterest" label={ __( 'Pinterest', 'jetpack' ) } disabled={ locked } />
					<VerificationField form={ form } service="yandex" label={ __( 'Yandex', 'jetpack' ) } disabled={ locked } />
					<VerificationField form={ form } service="facebook" label={ __( 'Facebook', 'jetpack' ) } disabled={ locked } />
				</>
			) }
		</SettingsCard>
	);
}
