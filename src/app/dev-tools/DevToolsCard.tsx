/**
 * The development version's preview card (docs/shell.md#footer): switches plan, role, threats, backup and scan states,
 * stats permission, the link to WordPress.com, a demo release post and the states behind each shell notice
 * (docs/shell.md#seeing-each-notice) on the site itself, and opens the dialogs
 * that a screen would otherwise open, so each can be checked on its own; and lists the usage events the page recorded.
 */
import { useState } from 'react';
import { Button, Card, CardBody, CardHeader, SelectControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import {
	PREVIEW_CONNECTION_ERRORS,
	PREVIEW_REWIND_STATES,
	PREVIEW_ROLES,
	PREVIEW_SCAN_STATES,
	PREVIEW_THREAT_COUNTS,
} from '../../api/dev-tools-preview';
import type { DevToolsPreview, DevToolsPreviewState } from '../../api/dev-tools-preview';
import { useGetDevToolsPreviewQuery, useUpdateDevToolsPreviewMutation } from '../../state/dev-tools/api';
import { dialogsActions } from '../../state/dialogs/slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { LocalFailure } from '../../components/isolation/LocalFailure';
import { Loading } from '../../components/isolation/Loading';
import { QueryView } from '../../components/isolation/QueryView';
import { failureReason } from '../../lib/failure-message';
import { reloadPage } from '../reload';
import { connectionErrorOptions, planOptions, rewindOptions, roleOptions, scanOptions, threatOptions } from './preview-options';
import type { Option } from './preview-options';
import { UsageEventsList } from './UsageEventsList';

function pick< T extends string | number >( allowed: readonly T[], value: string ): T | undefined {
	return allowed.find( ( item ) => String( item ) === value );
}

/** The switches. A change the server refuses stays on screen, with the reason and a way to send it again. */
function PreviewForm( { preview }: { preview: DevToolsPreviewState } ) {
	const [ update, { isLoading: isSaving, error: saveError } ] = useUpdateDevToolsPreviewMutation();
	const [ draft, setDraft ] = useState< Partial< DevToolsPreview > >( {} );
	const shown: DevToolsPreview = { ...preview, ...draft };

	const save = async ( change: Partial< DevToolsPreview > ) => {
		const next = { ...draft, ...change };
		setDraft( next );
		const result = await update( next );
		// The whole app — Initial_State included — was built from the old state: reload so all of it shows the new one.
		if ( ! ( 'error' in result ) ) {
			reloadPage();
		}
	};
	const change = ( next: Partial< DevToolsPreview > | undefined ) => next && save( next );

	const select = ( label: string, value: string, options: Option[], toChange: ( picked: string ) => Partial< DevToolsPreview > | undefined ) => (
		<SelectControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ label }
			value={ value }
			options={ options }
			disabled={ isSaving }
			onChange={ ( picked: string ) => change( toChange( picked ) ) }
		/>
	);

	const toggle = ( label: string, checked: boolean, toChange: ( on: boolean ) => Partial< DevToolsPreview > ) => (
		<ToggleControl
			__nextHasNoMarginBottom
			label={ label }
			checked={ checked }
			disabled={ isSaving }
			onChange={ ( on: boolean ) => change( toChange( on ) ) }
		/>
	);

	return (
		<>
			{ isSaving && <Loading label={ __( 'Saving…', 'jetpack' ) } /> }
			{ saveError && ! isSaving && (
				<LocalFailure
					summary={ __( 'The preview could not be changed:', 'jetpack' ) }
					reason={ failureReason( saveError ) }
					onRetry={ () => save( {} ) }
				/>
			) }
			<div className="jp-dev-tools__grid">
				{ select( __( 'Plan', 'jetpack' ), shown.plan, planOptions( preview ), ( plan ) => ( { plan } ) ) }
				{ select( __( 'User permission', 'jetpack' ), shown.role, roleOptions(), ( value ) => {
					const role = pick( PREVIEW_ROLES, value );
					return role && { role };
				} ) }
				{ select( __( 'Threats', 'jetpack' ), String( shown.threats ), threatOptions(), ( value ) => {
					const threats = pick( PREVIEW_THREAT_COUNTS, value );
					return threats === undefined ? undefined : { threats };
				} ) }
				{ select( __( 'Rewind state', 'jetpack' ), shown.rewind, rewindOptions(), ( value ) => {
					const rewind = pick( PREVIEW_REWIND_STATES, value );
					return rewind && { rewind };
				} ) }
				{ select( __( 'Scan state', 'jetpack' ), shown.scan, scanOptions(), ( value ) => {
					const scan = pick( PREVIEW_SCAN_STATES, value );
					return scan && { scan };
				} ) }
				{ toggle( __( 'Can view stats', 'jetpack' ), shown.statsVisible, ( statsVisible ) => ( { statsVisible } ) ) }
				{ toggle( __( 'Linked to WordPress.com', 'jetpack' ), shown.linked, ( linked ) => ( { linked } ) ) }
				{ toggle( __( 'WooCommerce active (store welcome)', 'jetpack' ), shown.storeActive, ( storeActive ) => ( { storeActive } ) ) }
				{ toggle( __( 'Identity crisis (site address changed)', 'jetpack' ), shown.identityCrisis, ( identityCrisis ) => ( { identityCrisis } ) ) }
				{ toggle( __( 'Release post waiting (what’s new)', 'jetpack' ), shown.releasePost, ( releasePost ) => ( { releasePost } ) ) }
				{ toggle( __( 'SEO plugin active (Yoast SEO)', 'jetpack' ), shown.seoPlugin, ( seoPlugin ) => ( { seoPlugin } ) ) }
				{ toggle( __( 'Visible to search engines', 'jetpack' ), shown.searchEngineVisible, ( searchEngineVisible ) => ( { searchEngineVisible } ) ) }
				{ toggle( __( 'Licensing error (a license not attached)', 'jetpack' ), shown.licensingError, ( licensingError ) => ( { licensingError } ) ) }
				{ select( __( 'Connection error', 'jetpack' ), shown.connectionError, connectionErrorOptions(), ( value ) => {
					const connectionError = pick( PREVIEW_CONNECTION_ERRORS, value );
					return connectionError && { connectionError };
				} ) }
				{ toggle( __( 'Staging site', 'jetpack' ), shown.staging, ( staging ) => ( { staging } ) ) }
			</div>
		</>
	);
}

/** Dialogs opened on demand; the modal gives focus back to the button when it closes. */
function DialogPreviews() {
	const dispatch = useAppDispatch();
	// Jetpack has no mobile login email (docs/hosts.md#what-jetpack-does-not-have): its dialog would only fail there.
	const mobileLoginOffered = useAppSelector( ( state ) => state.page.host !== 'jetpack' );
	if ( ! mobileLoginOffered ) {
		return null;
	}
	return (
		<div className="jp-dev-tools__dialogs">
			<Button variant="secondary" size="compact" onClick={ () => dispatch( dialogsActions.opened( 'mobile-login' ) ) }>
				{ __( 'Open the mobile-app login', 'jetpack' ) }
			</Button>
		</div>
	);
}

export function DevToolsCard() {
	const query = useGetDevToolsPreviewQuery();
	return (
		<Card id="jp-dev-tools" className="jp-dev-tools" size="small">
			<CardHeader>
				<h2 className="jp-dev-tools__title">{ __( 'Dev Tools', 'jetpack' ) }</h2>
			</CardHeader>
			<CardBody>
				<p>{ __( 'Preview this site with another plan, role or state. The page reloads after each change.', 'jetpack' ) }</p>
				<QueryView query={ query } failedSummary={ __( 'The preview could not be loaded:', 'jetpack' ) }>
					{ ( preview ) => <PreviewForm preview={ preview } /> }
				</QueryView>
				<DialogPreviews />
				<UsageEventsList />
			</CardBody>
		</Card>
	);
}
