/**
 * The store owner's connection page (#/woo-setup): what Jetpack adds to a store, then "Set up Jetpack" with its
 * terms on a site still to connect, or "Continue" once it is connected. Connecting or continuing returns to where
 * the user was sent from (the dashboard by default). The page is shown once on its own: the first showing tells the
 * server, so it is not forced on the user again.
 */
import { useEffect, useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { ConnectError } from '../../components/connection/ConnectError';
import { TermsBlurb } from '../../components/connection/TermsBlurb';
import { useSetUp } from '../../hooks/use-set-up';
import { useMarkStoreWelcomeSeenMutation } from '../../state/connection/api';
import { useAppSelector } from '../../state/hooks';
import { selectCapabilities } from '../../state/selectors';
import './connect-screen.css';

/** Where the forced welcome came from: a dashboard path such as '/dashboard'. */
export function returnPathOf( state: unknown ): string {
	if ( typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string' && state.from.startsWith( '/' ) ) {
		return state.from === '/woo-setup' ? '/dashboard' : state.from;
	}
	return '/dashboard';
}

function ToolColumns() {
	return (
		<div className="jp-store-connection__columns">
			<div>
				<h2>{ __( 'Security tools', 'jetpack' ) }</h2>
				<p>{ __( 'Backups of every order and product, malware scanning and brute force protection.', 'jetpack' ) }</p>
			</div>
			<div>
				<h2>{ __( 'Performance tools', 'jetpack' ) }</h2>
				<p>{ __( 'Faster images from a global network and a site search your customers will use.', 'jetpack' ) }</p>
			</div>
			<div>
				<h2>{ __( 'Growth tools', 'jetpack' ) }</h2>
				<p>{ __( 'Store stats, automatic sharing of new products and marketing that brings shoppers back.', 'jetpack' ) }</p>
			</div>
		</div>
	);
}

export function StoreConnection() {
	const location = useLocation();
	const navigate = useNavigate();
	const back = returnPathOf( location.state );
	const caps = useAppSelector( selectCapabilities );
	const seen = useAppSelector( ( state ) => state.page.siteData.hasSeenWCConnectionModal );
	const setUp = useSetUp( { route: back }, 'woo-setup' );
	const [ markSeen ] = useMarkStoreWelcomeSeenMutation();
	const headingId = useId();

	useEffect( () => {
		if ( ! seen ) {
			// Only a reminder for the next page load: if it fails, the welcome is offered once more, nothing is lost.
			void markSeen();
		}
	}, [ seen, markSeen ] );

	return (
		<section className="jp-connect-screen jp-store-connection" aria-labelledby={ headingId }>
			<div className="jp-connect-screen__text">
				<h1 id={ headingId }>{ __( 'Security, growth and performance tools for your store', 'jetpack' ) }</h1>
				<p>
					{ __(
						'Jetpack protects your orders and customers, keeps your shop fast at busy times and helps it reach more buyers.',
						'jetpack'
					) }
				</p>
				{ caps.isSiteConnected ? (
					<Button variant="primary" onClick={ () => navigate( back ) }>
						{ __( 'Continue', 'jetpack' ) }
					</Button>
				) : (
					<>
						<Button variant="primary" isBusy={ setUp.busy } aria-disabled={ setUp.busy } onClick={ setUp.go }>
							{ __( 'Set up Jetpack', 'jetpack' ) }
						</Button>
						{ setUp.failed && ! setUp.busy && <ConnectError reason={ setUp.reason } onRetry={ setUp.go } /> }
						<TermsBlurb />
					</>
				) }
				<ToolColumns />
				<p>{ __( 'More than 5 million WordPress sites trust Jetpack for their website security and performance.', 'jetpack' ) }</p>
			</div>
		</section>
	);
}
