/**
 * The first screen of a site that is not connected yet, for a user who may connect it: what Jetpack brings,
 * "Set up Jetpack", the terms and what connecting shares, and a few pictures. On #/setup (where links into the
 * set-up lead) the words are about the free tools, and the connection starts by itself.
 */
import { useEffect, useId, useRef } from 'react';
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { ConnectError } from '../../components/connection/ConnectError';
import { TermsBlurb } from '../../components/connection/TermsBlurb';
import { useSetUp } from '../../hooks/use-set-up';
import { useAppSelector } from '../../state/hooks';
import { ImageSlider } from './ImageSlider';
import type { Slide } from './ImageSlider';
import './connect-screen.css';

function slides( base: string ): Slide[] {
	return [
		{ src: `${ base }/images/connect-security.svg`, alt: __( 'A shield with a check mark: your site is protected and backed up.', 'jetpack' ) },
		{ src: `${ base }/images/connect-performance.svg`, alt: __( 'A speed dial turned high: your pages load faster.', 'jetpack' ) },
		{ src: `${ base }/images/connect-growth.svg`, alt: __( 'Three rising bars: more visitors find and share your site.', 'jetpack' ) },
	];
}

/**
 * `offerSetUp` false: another button on the page sets the site up (a partner coupon's "Set up & redeem …"), so this
 * screen offers none of its own to compete with it, nor its terms.
 */
export function ConnectScreen( { autoStart = false, offerSetUp = true }: { autoStart?: boolean; offerSetUp?: boolean } ) {
	const setUp = useSetUp( autoStart ? { route: '/dashboard' } : undefined );
	const base = useAppSelector( ( state ) => state.page.pluginBaseUrl );
	const headingId = useId();
	const started = useRef( false );
	const { go } = setUp;
	useEffect( () => {
		// Once per visit of #/setup, not again after a failure (the button is there to try again).
		if ( autoStart && ! started.current ) {
			started.current = true;
			void go();
		}
	}, [ autoStart, go ] );

	return (
		<section className="jp-connect-screen" aria-labelledby={ headingId }>
			<div className="jp-connect-screen__text">
				<h1 id={ headingId }>{ __( 'Over 5 million WordPress sites are faster and more secure', 'jetpack' ) }</h1>
				{ autoStart ? (
					<p>
						{ __(
							'Set up Jetpack to turn on its free tools: site stats, downtime monitoring, brute force protection, faster images and automatic sharing to social networks.',
							'jetpack'
						) }
					</p>
				) : (
					<p>
						{ __(
							'Jetpack keeps your site safe, makes it load faster and helps it grow, all from one place in your dashboard.',
							'jetpack'
						) }
					</p>
				) }
				{ offerSetUp && (
					<Button variant="primary" isBusy={ setUp.busy } aria-disabled={ setUp.busy } onClick={ setUp.go }>
						{ __( 'Set up Jetpack', 'jetpack' ) }
					</Button>
				) }
				{ setUp.failed && ! setUp.busy && <ConnectError reason={ setUp.reason } onRetry={ setUp.go } /> }
				{ offerSetUp && <TermsBlurb /> }
			</div>
			<ImageSlider slides={ slides( base ) } />
		</section>
	);
}
