/**
 * Privacy: whether usage data is shared (checked when the site has not opted out of tracking). The preference is
 * asked for when the section opens and changed optimistically: 'Updating privacy settings…', then 'Updated privacy
 * settings.' for 2 s, or 'Error updating privacy settings. %s' with "Try again" (the same change sent again) and
 * the box back as the server has it. The usage events the page records follow this choice from the next event on
 * (docs/rules.md#usage-events).
 */
import { CheckboxControl, ExternalLink } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { QueryView } from '../../../components/isolation/QueryView';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { SettingsSection } from '../../../components/settings/SettingsSection';
import { useSettingsSearch } from '../../../components/settings/search-context';
import { failureReason } from '../../../lib/failure-message';
import { sectionHeading } from '../settings-sections';
import { useAppDispatch } from '../../../state/hooks';
import { showRetryableNotice } from '../../../state/notices/retries';
import { noticesActions, SUCCESS_NOTICE_MS } from '../../../state/notices/slice';
import { useGetTrackingSettingsQuery, useUpdateTrackingSettingsMutation } from '../../../state/settings/section-api';

const NOTICE_ID = 'privacy-settings';

function UsageDataCheckbox( { optedOut }: { optedOut: boolean } ) {
	const dispatch = useAppDispatch();
	const [ update, { isLoading } ] = useUpdateTrackingSettingsMutation();
	const change = async ( share: boolean ) => {
		dispatch( noticesActions.noticeShown( { noticeId: NOTICE_ID, status: 'is-info', text: __( 'Updating privacy settings…', 'jetpack' ), showDismiss: false } ) );
		const result = await update( { tracks_opt_out: ! share } );
		if ( 'error' in result ) {
			const reason = failureReason( result.error );
			showRetryableNotice(
				dispatch,
				{
					noticeId: NOTICE_ID,
					status: 'is-error',
					/* translators: %s: why the update failed. */
					text: sprintf( __( 'Error updating privacy settings. %s', 'jetpack' ), reason ),
				},
				() => void change( share )
			);
			return;
		}
		dispatch(
			noticesActions.noticeShown( {
				noticeId: NOTICE_ID,
				status: 'is-success',
				text: __( 'Updated privacy settings.', 'jetpack' ),
				duration: SUCCESS_NOTICE_MS,
			} )
		);
	};
	return (
		<div aria-busy={ isLoading || undefined }>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Share information with our analytics tool about your use of services while logged in to your WordPress.com account.', 'jetpack' ) }
				checked={ ! optedOut }
				onChange={ ( share: boolean ) => void ( ! isLoading && change( share ) ) }
			/>
		</div>
	);
}

export function PrivacySection() {
	const { term } = useSettingsSearch();
	// Read again each time the section opens, even when a usage event read the choice earlier on this page.
	const tracking = useGetTrackingSettingsQuery( undefined, { refetchOnMountOrArgChange: true } );
	return (
		<SettingsSection name={ sectionHeading( 'privacy', true ) } heading={ sectionHeading( 'privacy', term !== '' ) }>
			<SettingsCard title={ __( 'Privacy settings', 'jetpack' ) }>
				<p>
					{ __( 'We are committed to your privacy and security.', 'jetpack' ) }{ ' ' }
					<ExternalLink href="https://automattic.com/privacy/">{ __( 'Read our privacy policy', 'jetpack' ) }</ExternalLink>
				</p>
				<QueryView query={ tracking } failedSummary={ __( 'Your privacy settings could not be loaded.', 'jetpack' ) }>
					{ ( settings ) => <UsageDataCheckbox optedOut={ settings.tracks_opt_out === true } /> }
				</QueryView>
			</SettingsCard>
		</SettingsSection>
	);
}
