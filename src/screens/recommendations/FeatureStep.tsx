/**
 * A feature step: what the feature does, then Enable (records the choice, installs the plugin or activates the
 * modules, then moves on) or Not now (records a skip and moves on). A feature that already works shows
 * "Feature Enabled", a settings button and Next instead.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { recordEvent } from '../../api/analytics';
import { LocalFailure } from '../../components/isolation/LocalFailure';
import type { Failure } from '../../lib/failure-message';
import { failureReason } from '../../lib/failure-message';
import { nextRoute } from '../../lib/recommendation-flow';
import { featureInfo } from '../../lib/recommendation-features';
import type { FeatureInfo, FeatureSlug } from '../../lib/recommendation-features';
import { USAGE_EVENTS } from '../../lib/usage-event-filter';
import { useAppSelector } from '../../state/hooks';
import { useEnableFeature } from '../../state/recommendations/use-enable-feature';
import { useRecordChoice } from '../../state/recommendations/use-record-choice';
import type { AssistantData, useAssistantData } from '../../state/recommendations/use-assistant-data';
import { StepShell } from './StepShell';

function workingLabel( info: FeatureInfo, installed: boolean ): string {
	const name = 'plugin' in info.source ? info.source.pluginName : info.name;
	return installed || ! ( 'plugin' in info.source )
		? /* translators: %s: a feature or plugin name, e.g. Jetpack Boost. */
		  sprintf( __( 'Activating %s', 'jetpack' ), name )
		: /* translators: %s: a plugin name, e.g. Jetpack Boost. */
		  sprintf( __( 'Installing %s', 'jetpack' ), name );
}

function FeatureChoice( { slug, assistant }: { slug: FeatureSlug; assistant: AssistantData } ) {
	const navigate = useNavigate();
	const adminUrl = useAppSelector( ( state ) => state.page.adminUrl );
	const info = featureInfo( slug );
	const { enable, isWorking } = useEnableFeature( slug, assistant );
	const { record, isSaving } = useRecordChoice( assistant.data );
	// What failed, and which action Try again repeats: run from this render, so it sees the choices saved since.
	const [ failure, setFailure ] = useState< { summary: string; reason: Failure; retry: 'enable' | 'skip' } | null >( null );
	// The modules' list says active as soon as an activation is sent: until Enable has finished, its button says so.
	const active = ! isWorking && assistant.context.active[ slug ] === true;
	const goNext = () => navigate( `/recommendations/${ nextRoute( slug, assistant.context ) }` );
	const installed = 'plugin' in info.source && Object.hasOwn( assistant.installedPlugins, info.source.pluginFile );

	const onEnable = async () => {
		const outcome = await enable();
		if ( outcome === null ) {
			return;
		}
		if ( 'failed' in outcome ) {
			/* translators: %s: a feature name, e.g. Downtime Monitoring. */
			setFailure( { summary: sprintf( __( '%s could not be enabled.', 'jetpack' ), info.name ), reason: outcome.failed, retry: 'enable' } );
			return;
		}
		goNext();
	};
	// The clicks are recorded, not the retries that run the same work again.
	const clicked = ( name: typeof USAGE_EVENTS.featureEnableClick | typeof USAGE_EVENTS.featureDecideLaterClick, then: () => unknown ) => () => {
		if ( ! isWorking && ! isSaving ) {
			recordEvent( name, { feature: slug } );
		}
		void then();
	};
	const onSkip = async () => {
		if ( isWorking || isSaving ) {
			return;
		}
		if ( active ) {
			goNext();
			return;
		}
		const outcome = await record( 'skip', slug );
		if ( outcome === null ) {
			return;
		}
		if ( 'failed' in outcome ) {
			setFailure( { summary: __( 'Your choice could not be saved.', 'jetpack' ), reason: outcome.failed, retry: 'skip' } );
			return;
		}
		goNext();
	};

	const settingsHref = info.settingsPath.startsWith( '#' ) ? info.settingsPath : `${ adminUrl }${ info.settingsPath }`;
	return (
		<div className="jp-recommendations__choice">
			<p>{ info.description }</p>
			{ failure && <LocalFailure summary={ failure.summary } reason={ failureReason( failure.reason ) } onRetry={ failure.retry === 'enable' ? onEnable : onSkip } /> }
			<div className="jp-recommendations__actions" aria-live="polite">
				{ active ? (
					<>
						<span className="jp-recommendations__enabled">{ __( 'Feature Enabled', 'jetpack' ) }</span>
						<Button variant="secondary" href={ settingsHref }>
							{ __( 'Go to settings', 'jetpack' ) }
						</Button>
					</>
				) : (
					<Button variant="primary" isBusy={ isWorking } aria-disabled={ isWorking || isSaving } onClick={ clicked( USAGE_EVENTS.featureEnableClick, onEnable ) }>
						{ isWorking ? workingLabel( info, installed ) : info.enableLabel }
					</Button>
				) }
				<Button variant="link" aria-disabled={ isWorking || isSaving } onClick={ clicked( USAGE_EVENTS.featureDecideLaterClick, onSkip ) }>
					{ active ? __( 'Next', 'jetpack' ) : __( 'Not now', 'jetpack' ) }
				</Button>
			</div>
		</div>
	);
}

export function FeatureStep( { slug, assistant }: { slug: FeatureSlug; assistant: ReturnType< typeof useAssistantData > } ) {
	return (
		<StepShell step={ slug } heading={ featureInfo( slug ).question } assistant={ assistant }>
			{ ( data ) => <FeatureChoice slug={ slug } assistant={ data } /> }
		</StepShell>
	);
}
