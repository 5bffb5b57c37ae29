/**
 * The body of a module card (docs/dashboard.md#monitor-image-accelerator-and-protection): offline, active (the card's
 * own content), or inactive with an activate button for users who can manage modules. Which of these is the pure rule
 * in module-card.ts.
 */
import type { ReactNode } from 'react';
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { LocalFailure } from '../../../components/isolation/LocalFailure';
import { failureReason } from '../../../lib/failure-message';
import { moduleCardView } from './module-card';
import { useAppSelector } from '../../../state/hooks';
import { useSetModuleActiveMutation } from '../../../state/modules/activation';
import { useGetModulesQuery } from '../../../state/modules/api';
import { selectCapabilities } from '../../../state/selectors';

/** What a card says in each inactive case, in its own words. */
export interface InactiveTexts {
	/** What the module would do, for a user who may switch it on. */
	offer: string;
	activateLabel: string;
	/** For users who cannot manage modules. */
	askAdmin: string;
	/** The module needs the site connected first. */
	needsConnection: string;
	unavailable: string;
	/** Summary of a failed activation. */
	failed: string;
}

export function ModuleCardBody( { slug, texts, children }: { slug: string; texts: InactiveTexts; children: ReactNode } ) {
	const caps = useAppSelector( selectCapabilities );
	// Printed by the page, so never fetched on load; the subscription keeps it (and refetches it) after a switch.
	const module = useGetModulesQuery().data?.[ slug ];
	const [ setActive, { isLoading, error } ] = useSetModuleActiveMutation();
	const view = moduleCardView( module, caps );
	const activate = () => ! isLoading && setActive( { slug, active: true } );

	if ( view.state === 'offline' ) {
		return <p>{ __( 'Unavailable in Offline Mode.', 'jetpack' ) }</p>;
	}
	if ( view.state === 'unavailable' ) {
		return <p>{ texts.unavailable }</p>;
	}
	// The switch shows at once (optimistic); the card's content waits for the server to agree.
	if ( view.state === 'active' && ! isLoading ) {
		return <>{ children }</>;
	}
	if ( view.state === 'inactive' && view.activation === 'ask-admin' ) {
		return <p>{ texts.askAdmin }</p>;
	}
	if ( view.state === 'inactive' && view.activation === 'needs-connection' ) {
		return <p>{ texts.needsConnection }</p>;
	}
	return (
		<>
			<p>{ texts.offer }</p>
			{ error && ! isLoading && <LocalFailure summary={ texts.failed } reason={ failureReason( error ) } onRetry={ activate } /> }
			<Button variant="primary" isBusy={ isLoading } aria-disabled={ isLoading } onClick={ activate }>
				{ texts.activateLabel }
			</Button>
		</>
	);
}
