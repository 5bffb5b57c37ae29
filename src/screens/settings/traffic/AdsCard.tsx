/**
 * Ads: the module switch (an ad below each post), where ads show, the extra placements, the CCPA opt-out with its
 * guidance and privacy policy address, a custom ads.txt, and the earnings at the provider while ads run online.
 */
import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { FoundIn } from '../../../components/settings/search-context';
import { ModuleToggle } from '../../../components/settings/ModuleToggle';
import { SettingTextArea, SettingTextField } from '../../../components/settings/SettingFields';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { SettingToggle } from '../../../components/settings/SettingToggle';
import { getSiteSlug } from '../../../lib/plans-url';
import { getRedirectUrl } from '../../../lib/redirect-url';
import { showAdsEarnings, showAdsTxt } from './traffic-cards';
import { useSettingsForm } from '../../../state/settings/use-settings-form';
import { SettingCheckbox } from './SettingCheckbox';
import { useEditsDroppedWhenOff } from './use-edits-dropped-when-off';
import { useTrafficPage } from './use-traffic-page';

const MODULE = 'wordads';

export function AdsCard() {
	const { caps, page, modules, settings, host } = useTrafficPage();
	const form = useSettingsForm( 'traffic-ads', { module: MODULE } );
	const on = settings[ MODULE ] === true;
	useEditsDroppedWhenOff( form, on );
	const ccpaOn = settings.wordads_ccpa_enabled === true;
	const adsTxtOn = settings.wordads_custom_adstxt_enabled === true;
	const locked = modules[ MODULE ]?.override === 'inactive' || ! caps.userCanManageModules;
	return (
		<SettingsCard title={ __( 'Ads', 'jetpack' ) } form={ on ? form : undefined }>
			<FoundIn slug={ MODULE } />
			<ModuleToggle slug={ MODULE } label={ __( 'Enable ads and display an ad below each post', 'jetpack' ) } />
			{ on && (
				<>
					<fieldset className="jp-traffic__group">
						<legend>{ __( 'Display ads on', 'jetpack' ) }</legend>
						<SettingCheckbox name="wordads_display_front_page" module={ MODULE } label={ __( 'Front page', 'jetpack' ) } disabled={ locked } />
						<SettingCheckbox name="wordads_display_post" module={ MODULE } label={ __( 'Posts', 'jetpack' ) } disabled={ locked } />
						<SettingCheckbox name="wordads_display_page" module={ MODULE } label={ __( 'Pages', 'jetpack' ) } disabled={ locked } />
						<SettingCheckbox name="wordads_display_archive" module={ MODULE } label={ __( 'Archives', 'jetpack' ) } disabled={ locked } />
					</fieldset>
					<fieldset className="jp-traffic__group">
						<legend>{ __( 'Additional ad placements', 'jetpack' ) }</legend>
						<SettingToggle name="enable_header_ad" module={ MODULE } label={ __( 'Top of each page', 'jetpack' ) } />
						<SettingToggle name="wordads_second_belowpost" module={ MODULE } label={ __( 'Second ad below post', 'jetpack' ) } />
					</fieldset>
					<SettingToggle
						name="wordads_ccpa_enabled"
						module={ MODULE }
						label={ __( 'Enable targeted advertising to California site visitors (CCPA)', 'jetpack' ) }
						help={ __( 'Lets visitors from California opt out of the sale of their personal information (CCPA).', 'jetpack' ) }
					/>
					{ ccpaOn && (
						<div className="jp-traffic__indent">
							<p>
								{ __(
									'Visitors in California must be able to opt out: add a "Do Not Sell My Personal Information" link with the Do Not Sell Link widget, or with the [ccpa-do-not-sell-link] shortcode in your footer or privacy page.',
									'jetpack'
								) }
							</p>
							<SettingTextField
								form={ form }
								name="wordads_ccpa_privacy_policy_url"
								label={ __( 'Privacy Policy URL (optional)', 'jetpack' ) }
								placeholder={ host }
								disabled={ locked }
							/>
						</div>
					) }
					{ showAdsTxt( page.siteData ) && (
						<>
							<SettingToggle
								name="wordads_custom_adstxt_enabled"
								module={ MODULE }
								label={ __( 'Customize your ads.txt file', 'jetpack' ) }
								help={ __( 'The site serves an ads.txt file listing the sellers allowed to sell its ad space.', 'jetpack' ) }
							/>
							{ adsTxtOn && (
								<SettingTextArea
									form={ form }
									name="wordads_custom_adstxt"
									label={ __( 'Custom ads.txt entries', 'jetpack' ) }
									disabled={ locked }
								/>
							) }
						</>
					) }
				</>
			) }
			{ showAdsEarnings( on, caps.isOfflineMode ) && (
				<p>
					<ExternalLink href={ getRedirectUrl( 'wpcom-ads-earnings', { site: getSiteSlug( page.rawUrl ) } ) }>
						{ __( 'View your earnings', 'jetpack' ) }
					</ExternalLink>
				</p>
			) }
		</SettingsCard>
	);
}
