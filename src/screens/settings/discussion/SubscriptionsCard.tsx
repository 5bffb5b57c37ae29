/**
 * Subscriptions: the module's switch and the two comment-form options (disabled while subscriptions are off or
 * unavailable offline), the link to the email followers for a linked user (through the provider's named redirect,
 * docs/settings.md#discussion), or the prompt to connect.
 */
import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { FoundIn } from '../../../components/settings/search-context';
import { ModuleToggle } from '../../../components/settings/ModuleToggle';
import { SettingToggle } from '../../../components/settings/SettingToggle';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { moduleUnavailableReason } from '../../../lib/module-toggle';
import { getSiteSlug } from '../../../lib/plans-url';
import { getRedirectUrl } from '../../../lib/redirect-url';
import { useAppSelector } from '../../../state/hooks';
import { useGetModulesQuery } from '../../../state/modules/api';
import { selectCapabilities } from '../../../state/selectors';
import { useSettingSwitch } from '../../../state/settings/use-setting-switch';

export function SubscriptionsCard() {
	const caps = useAppSelector( selectCapabilities );
	const rawUrl = useAppSelector( ( state ) => state.page.rawUrl );
	const module = useGetModulesQuery().data?.subscriptions;
	const subscriptions = useSettingSwitch( 'subscriptions' );
	const unavailable = moduleUnavailableReason( module, caps );
	const optionsOff = unavailable ?? ( subscriptions.on ? null : __( 'Turn on subscriptions to change this.', 'jetpack' ) );
	return (
		<SettingsCard title={ __( 'Subscriptions', 'jetpack' ) }>
			<FoundIn slug="subscriptions" />
			<ModuleToggle slug="subscriptions" label={ __( 'Let visitors subscribe to new posts and comments via email', 'jetpack' ) } />
			<SettingToggle
				name="stb_enabled"
				module="subscriptions"
				label={ __( 'Enable the “subscribe to site” option on your comment form', 'jetpack' ) }
				disabledReason={ optionsOff }
			/>
			<SettingToggle
				name="stc_enabled"
				module="subscriptions"
				label={ __( 'Enable the “subscribe to comments” option on your comment form', 'jetpack' ) }
				disabledReason={ optionsOff }
			/>
			{ caps.isLinked ? (
				subscriptions.on &&
				! unavailable && (
					<p>
						<ExternalLink href={ getRedirectUrl( 'calypso-people-email-followers', { site: getSiteSlug( rawUrl ) } ) }>
							{ __( 'View your Email Followers', 'jetpack' ) }
						</ExternalLink>
					</p>
				)
			) : (
				<p>{ __( 'Connect to manage your subscriptions settings.', 'jetpack' ) }</p>
			) }
		</SettingsCard>
	);
}
