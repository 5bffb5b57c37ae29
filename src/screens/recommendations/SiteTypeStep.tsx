/** The first question: what kind of site this is (any of personal, business, store, other), then Continue. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, CheckboxControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { LocalFailure } from '../../components/isolation/LocalFailure';
import type { Failure } from '../../lib/failure-message';
import { failureReason } from '../../lib/failure-message';
import { nextRoute } from '../../lib/recommendation-flow';
import { SITE_TYPES, siteTypeAnswers } from '../../lib/recommendation-features';
import type { SiteType } from '../../lib/recommendation-features';
import { useAppSelector } from '../../state/hooks';
import { useAnswerSiteType } from '../../state/recommendations/use-answer-site-type';
import type { AssistantData, useAssistantData } from '../../state/recommendations/use-assistant-data';
import { StepShell } from './StepShell';

function siteTypeLabel( type: SiteType ): string {
	switch ( type ) {
		case 'personal':
			return __( 'Personal', 'jetpack' );
		case 'business':
			return __( 'Business', 'jetpack' );
		case 'store':
			return __( 'Store', 'jetpack' );
		default:
			return __( 'Other', 'jetpack' );
	}
}

function SiteTypeForm( { assistant }: { assistant: AssistantData } ) {
	const navigate = useNavigate();
	const { answer, isSaving } = useAnswerSiteType();
	const [ chosen, setChosen ] = useState< SiteType[] >( () => SITE_TYPES.filter( ( type ) => assistant.data[ `site-type-${ type }` ] === true ) );
	const [ failure, setFailure ] = useState< Failure | null >( null );

	const submit = async () => {
		const answers = siteTypeAnswers( chosen );
		const outcome = await answer( answers );
		if ( outcome === null ) {
			return;
		}
		if ( 'failed' in outcome ) {
			setFailure( outcome.failed );
			return;
		}
		setFailure( null );
		navigate( `/recommendations/${ nextRoute( 'site-type-question', { ...assistant.context, siteTypeStore: answers[ 'site-type-store' ] } ) }` );
	};

	return (
		<form
			className="jp-recommendations__form"
			onSubmit={ ( event ) => {
				event.preventDefault();
				submit();
			} }
		>
			<fieldset>
				<legend>{ __( 'This site is (check all that apply):', 'jetpack' ) }</legend>
				{ SITE_TYPES.map( ( type ) => (
					<CheckboxControl
						key={ type }
						label={ siteTypeLabel( type ) }
						checked={ chosen.includes( type ) }
						onChange={ ( checked ) =>
							setChosen( ( current ) => ( checked ? [ ...current, type ] : current.filter( ( item ) => item !== type ) ) )
						}
					/>
				) ) }
			</fieldset>
			{ failure && (
				<LocalFailure summary={ __( 'Your answer could not be saved.', 'jetpack' ) } reason={ failureReason( failure ) } onRetry={ submit } />
			) }
			<Button variant="primary" type="submit" isBusy={ isSaving } aria-disabled={ isSaving }>
				{ __( 'Continue', 'jetpack' ) }
			</Button>
		</form>
	);
}

export function SiteTypeStep( { assistant }: { assistant: ReturnType< typeof useAssistantData > } ) {
	const siteTitle = useAppSelector( ( state ) => state.page.siteTitle );
	return (
		<StepShell
			step="site-type-question"
			/* translators: %s: the site's name. */
			heading={ sprintf( __( 'What type of site is %s?', 'jetpack' ), siteTitle ) }
			assistant={ assistant }
		>
			{ ( data ) => <SiteTypeForm assistant={ data } /> }
		</StepShell>
	);
}
