/**
 * The Google row: verified ('Your site is verified with Google', Edit), or 'Verify with Google' (a Google
 * account connected in a popup) and 'Manually Verify' (a field with Save and Cancel). The manual field also shows
 * when Google refused this account or the user cannot use Google (not linked, site not connected).
 */
import { Button, ExternalLink, Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { useEffect, useRef, useState } from 'react';
import { LocalFailure } from '../../../components/isolation/LocalFailure';
import { Loading } from '../../../components/isolation/Loading';
import { showManualInput } from '../../../lib/google-verification';
import { useGoogleVerification } from './use-google-verification';
import type { SettingsForm } from '../../../state/settings/use-settings-form';
import { VerificationField } from './VerificationField';
import { textSetting, useTrafficPage } from './use-traffic-page';

export function GoogleVerificationRow( { form, disabled }: { form: SettingsForm; disabled: boolean } ) {
	const { caps, page, settings } = useTrafficPage();
	const saved = textSetting( settings.google );
	const canCheck = caps.isLinked && caps.isSiteConnected && ! caps.isOfflineMode;
	const connectUrl = canCheck ? page.externalServicesConnectUrls?.google_site_verification ?? null : null;
	const google = useGoogleVerification( { savedValue: saved, canCheck, connectUrl } );
	const [ editing, setEditing ] = useState( false );
	// A code typed by hand and not yet saved keeps the field open, also when the card comes back after the search
	// hid it (the typed code is kept in the tab's form state, docs/settings.md#save-model).
	const typed = textSetting( form.value( 'google' ) ) !== saved;
	const toggled = editing || google.manualAsked || typed;
	const manual = showManualInput( { toggled, errorCode: google.error?.code ?? null, isUserLinked: canCheck } );
	/*
	 * The part that held focus goes when the row swaps (Manually Verify or Edit for the field, Cancel for the
	 * buttons): focus follows to the field it opened, or back to the button that opens it again (the field when a
	 * refusal by Google keeps it open), never to the page (docs/settings.md#verification-tools). Kept until that
	 * control is on screen (the status may still be loading).
	 */
	const row = useRef< HTMLDivElement >( null );
	const focusTo = useRef< 'field' | 'opener' | null >( null );
	useEffect( () => {
		const field = () => row.current?.querySelector< HTMLElement >( '.jp-verification__manual input' ) ?? null;
		const opener = () => row.current?.querySelector< HTMLElement >( '.jp-verification__opener' ) ?? null;
		const target = focusTo.current === 'field' ? field() : focusTo.current === 'opener' ? opener() ?? field() : null;
		if ( target ) {
			target.focus();
			focusTo.current = null;
		}
	} );
	const cancel = () => {
		form.set( 'google', saved );
		setEditing( false );
		google.setManualAsked( false );
		focusTo.current = 'opener';
	};
	const openManual = () => {
		setEditing( true );
		focusTo.current = 'field';
	};

	return (
		<div className="jp-verification__google" ref={ row }>
			{ google.verifying && (
				<Notice status="info" isDismissible={ false }>
					{ __( 'Verifying…', 'jetpack' ) }
				</Notice>
			) }
			{ manual && (
				<div className="jp-verification__manual">
					<VerificationField form={ form } service="google" label={ __( 'Google', 'jetpack' ) } disabled={ disabled } />
					<div className="jp-verification__actions">
						<Button variant="primary" type="submit" disabled={ disabled || form.saving }>
							{ __( 'Save', 'jetpack' ) }
						</Button>
						{ toggled && (
							<Button variant="tertiary" onClick={ cancel }>
								{ __( 'Cancel', 'jetpack' ) }
							</Button>
						) }
					</div>
				</div>
			) }
			{ ! manual && google.status?.verified && (
				<div className="jp-verification__verified">
					<p className="jp-verification__label">{ __( 'Google', 'jetpack' ) }</p>
					<p>{ __( 'Your site is verified with Google', 'jetpack' ) }</p>
					<Button variant="secondary" size="small" className="jp-verification__opener" onClick={ openManual } disabled={ disabled }>
						{ __( 'Edit', 'jetpack' ) }
					</Button>
					{ caps.isConnectionOwner && (
						<p>
							{ __( 'Your site is listed in Google Search Console, where you can see how Google finds and shows it.', 'jetpack' ) }{ ' ' }
							<ExternalLink href={ google.status.searchConsoleUrl }>{ __( 'Go to Google Search Console', 'jetpack' ) }</ExternalLink>
						</p>
					) }
				</div>
			) }
			{ google.statusFailure && (
				<LocalFailure
					summary={ __( 'The Google verification status could not be loaded.', 'jetpack' ) }
					reason={ google.statusFailure }
					onRetry={ google.retryStatus }
				/>
			) }
			{ ! manual && google.statusLoading && <Loading /> }
			{ ! manual && ! google.statusLoading && ! google.status?.verified && (
				<div className="jp-verification__choose">
					<p className="jp-verification__label">{ __( 'Google', 'jetpack' ) }</p>
					{ connectUrl && google.status && (
						<Button variant="primary" onClick={ () => void google.verifyWithGoogle() } disabled={ disabled || google.verifying } isBusy={ google.verifying }>
							{ __( 'Verify with Google', 'jetpack' ) }
						</Button>
					) }{ ' ' }
					<Button variant="secondary" className="jp-verification__opener" onClick={ openManual } disabled={ disabled || google.verifying }>
						{ __( 'Manually Verify', 'jetpack' ) }
					</Button>
				</div>
			) }
		</div>
	);
}
