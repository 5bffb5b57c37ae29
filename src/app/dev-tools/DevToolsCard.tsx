/**
 * The development version's preview card (spec 2 §2.12): switches plan, role, threats, backup and scan states,
 * stats permission, the link to WordPress.com and a demo release post on the site itself.
 */
import { Card, CardBody, CardHeader, Notice, SelectControl, Spinner, ToggleControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { PREVIEW_REWIND_STATES, PREVIEW_ROLES, PREVIEW_SCAN_STATES, PREVIEW_THREAT_COUNTS } from '../../api/dev-tools';
import type { DevToolsPreview } from '../../api/dev-tools';
import { useGetDevToolsPreviewQuery, useUpdateDevToolsPreviewMutation } from '../../state/dev-tools/api';
import { reloadPage } from '../reload';
import { planOptions, rewindOptions, roleOptions, scanOptions, threatOptions } from './preview-options';
import type { Option } from './preview-options';

function pick< T extends string | number >( allowed: readonly T[], value: string ): T | undefined {
	return allowed.find( ( item ) => String( item ) === value );
}

export function DevToolsCard() {
	const { data: preview, error: loadError, isLoading } = useGetDevToolsPreviewQuery();
	const [ update, { isLoading: isSaving, error: saveError } ] = useUpdateDevToolsPreviewMutation();

	const change = async ( next: Partial< DevToolsPreview > | undefined ) => {
		if ( ! next ) {
			return;
		}
		const result = await update( next );
		// The whole app — Initial_State included — was built from the old state: reload so all of it shows the new one.
		if ( ! ( 'error' in result ) ) {
			reloadPage();
		}
	};

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
		<Card id="jp-dev-tools" className="jp-dev-tools" size="small">
			<CardHeader>
				<h2 className="jp-dev-tools__title">{ __( 'Dev Tools', 'jetpack' ) }</h2>
				{ isSaving && <Spinner /> }
			</CardHeader>
			<CardBody>
				<p>{ __( 'Preview this site with another plan, role or state. The page reloads after each change.', 'jetpack' ) }</p>
				{ loadError && (
					<Notice status="error" isDismissible={ false }>
						{ sprintf(
							/* translators: %s: the server's error message. */
							__( 'This site offers no preview: %s', 'jetpack' ),
							loadError.message ?? __( 'unknown error', 'jetpack' )
						) }
					</Notice>
				) }
				{ saveError && (
					<Notice status="error" isDismissible={ false }>
						{ sprintf(
							/* translators: %s: the server's error message. */
							__( 'The preview could not be changed: %s', 'jetpack' ),
							saveError.message ?? __( 'unknown error', 'jetpack' )
						) }
					</Notice>
				) }
				{ isLoading && <Spinner /> }
				{ preview && (
					<div className="jp-dev-tools__grid">
						{ select( __( 'Plan', 'jetpack' ), preview.plan, planOptions( preview ), ( plan ) => ( { plan } ) ) }
						{ select( __( 'User permission', 'jetpack' ), preview.role, roleOptions(), ( value ) => {
							const role = pick( PREVIEW_ROLES, value );
							return role && { role };
						} ) }
						{ select( __( 'Threats', 'jetpack' ), String( preview.threats ), threatOptions(), ( value ) => {
							const threats = pick( PREVIEW_THREAT_COUNTS, value );
							return threats === undefined ? undefined : { threats };
						} ) }
						{ select( __( 'Rewind state', 'jetpack' ), preview.rewind, rewindOptions(), ( value ) => {
							const rewind = pick( PREVIEW_REWIND_STATES, value );
							return rewind && { rewind };
						} ) }
						{ select( __( 'Scan state', 'jetpack' ), preview.scan, scanOptions(), ( value ) => {
							const scan = pick( PREVIEW_SCAN_STATES, value );
							return scan && { scan };
						} ) }
						{ toggle( __( 'Can view stats', 'jetpack' ), preview.statsVisible, ( statsVisible ) => ( { statsVisible } ) ) }
						{ toggle( __( 'Linked to WordPress.com', 'jetpack' ), preview.linked, ( linked ) => ( { linked } ) ) }
						{ toggle( __( 'Release post waiting (what’s new)', 'jetpack' ), preview.releasePost, ( releasePost ) => ( {
							releasePost,
						} ) ) }
					</div>
				) }
			</CardBody>
		</Card>
	);
}
