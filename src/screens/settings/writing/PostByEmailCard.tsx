/**
 * Post by email: the module's switch (managers only; others read what it does), the user's own address with a copy
 * button ("Copied!" for 4 s), and "Create address" or "Regenerate address". Using it needs a linked account; a
 * refused change says 'Error regenerating Post by Email address' with the server's reason.
 */
import { useEffect, useState } from 'react';
import { Button, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { FoundIn } from '../../../components/settings/search-context';
import { ModuleToggle } from '../../../components/settings/ModuleToggle';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { failureReason } from '../../../lib/failure-message';
import { postByEmailAddress } from './writing-rules';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { showRetryableNotice } from '../../../state/notices/retries';
import { selectCapabilities } from '../../../state/selectors';
import { useGetSettingsQuery } from '../../../state/settings/api';
import { useChangePostByEmailAddressMutation } from '../../../state/settings/section-api';
import { useSettingSwitch } from '../../../state/settings/use-setting-switch';

const COPIED_MS = 4000;

function CopyButton( { text }: { text: string } ) {
	const [ copied, setCopied ] = useState( false );
	useEffect( () => {
		if ( ! copied ) {
			return undefined;
		}
		const timer = setTimeout( () => setCopied( false ), COPIED_MS );
		return () => clearTimeout( timer );
	}, [ copied ] );
	return (
		<Button
			variant="secondary"
			onClick={ () => {
				void navigator.clipboard?.writeText( text ).catch( () => undefined );
				setCopied( true );
			} }
		>
			{ copied ? __( 'Copied!', 'jetpack' ) : __( 'Copy', 'jetpack' ) }
		</Button>
	);
}

function AddressControls() {
	const dispatch = useAppDispatch();
	const address = postByEmailAddress(
		useGetSettingsQuery().data?.post_by_email_address
	);
	const [ change, { isLoading } ] = useChangePostByEmailAddressMutation();
	const run = async () => {
		const result = await change( address ? 'regenerate' : 'create' );
		if ( 'error' in result ) {
			// "Try again" asks once more for what is still missing: an address, or a new one (docs/settings.md#post-by-email).
			showRetryableNotice(
				dispatch,
				{
					noticeId: 'post-by-email',
					status: 'is-error',
					text: `${ __( 'Error regenerating Post by Email address', 'jetpack' ) } ${ failureReason( result.error ) }`,
				},
				() => void run()
			);
		}
	};
	return (
		<>
			{ address && (
				<div className="jp-settings-field jp-settings-pbe">
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Email address', 'jetpack' ) }
						value={ address }
						readOnly
						onChange={ () => undefined }
					/>
					<CopyButton text={ address } />
				</div>
			) }
			<Button
				variant="secondary"
				isBusy={ isLoading }
				disabled={ isLoading }
				onClick={ () => void run() }
			>
				{ address
					? __( 'Regenerate address', 'jetpack' )
					: __( 'Create address', 'jetpack' ) }
			</Button>
		</>
	);
}

export function PostByEmailCard() {
	const caps = useAppSelector( selectCapabilities );
	const active = useSettingSwitch( 'post-by-email' ).on;
	const unlinked = caps.isLinked
		? null
		: __( 'Connect your WordPress.com account to use Post by email.', 'jetpack' );
	return (
		<SettingsCard
			title={ __( 'Post by email', 'jetpack' ) }
			unavailable={ active ? unlinked : null }
		>
			<FoundIn slug="post-by-email" />
			{ caps.userCanManageModules ? (
				<ModuleToggle
					slug="post-by-email"
					label={ __( 'Publish posts by sending an email', 'jetpack' ) }
				/>
			) : (
				<p>
					{ __(
						'Post by email is a quick way to publish new posts without visiting your site.',
						'jetpack'
					) }
				</p>
			) }
			{ active && caps.isLinked && <AddressControls /> }
		</SettingsCard>
	);
}
