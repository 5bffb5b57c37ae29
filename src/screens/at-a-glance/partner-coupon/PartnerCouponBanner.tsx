/**
 * The partner coupon banner (docs/connection.md#partner-coupon) at the top of At a Glance: "Welcome to {partner}
 * traveler!" with "Set up & redeem {product}" before the site is connected, then "One free year of …" with "Redeem
 * {product}" and,
 * for administrators other than the connection owner, "Remind me later" (three days, kept in this browser).
 */
import { useId, useLayoutEffect, useState } from 'react';
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useSetUp } from '../../../hooks/use-set-up';
import { COUPON_REMINDER_MS, couponRedeemUrl, couponReturnPlace, offersRemindLater, partnerCouponView } from '../../../lib/partner-coupon-banner';
import type { PartnerCoupon } from '../../../api/types';
import { useAppSelector } from '../../../state/hooks';
import { selectCapabilities } from '../../../state/selectors';
import { ConnectError } from '../../../components/connection/ConnectError';
import { TermsBlurb } from '../../../components/connection/TermsBlurb';
import './partner-coupon.css';

const REMIND_KEY = 'jetpack-partner-coupon-remind-after';

function readRemindAfter(): number | null {
	const stored = Number( window.localStorage.getItem( REMIND_KEY ) );
	return Number.isFinite( stored ) && stored > 0 ? stored : null;
}

function Welcome( { coupon, onShown }: { coupon: PartnerCoupon; onShown?: ( shown: boolean ) => void } ) {
	const setUp = useSetUp( couponReturnPlace( coupon ) );
	// Before the page is painted: the connect screen below never shows its own button beside this one.
	useLayoutEffect( () => {
		onShown?.( true );
		return () => onShown?.( false );
	}, [ onShown ] );
	const label = sprintf(
		/* translators: %s: a product name, such as Jetpack Backup. */
		__( 'Set up & redeem %s', 'jetpack' ),
		coupon.product.title
	);
	return (
		<>
			<p>
				{ sprintf(
					/* translators: %s: a product name, such as Jetpack Backup. */
					__( 'Your coupon gives you %s free for one year. Set up Jetpack to redeem it.', 'jetpack' ),
					coupon.product.title
				) }
			</p>
			<Button variant="primary" isBusy={ setUp.busy } aria-disabled={ setUp.busy } onClick={ setUp.go }>
				{ label }
			</Button>
			{ setUp.failed && <ConnectError reason={ setUp.reason } onRetry={ setUp.go } /> }
			<TermsBlurb button={ label } />
		</>
	);
}

/** `onSetUpShown` is told while the welcome, with its own set-up button, is on screen. */
export function PartnerCouponBanner( { onSetUpShown }: { onSetUpShown?: ( shown: boolean ) => void } ) {
	const coupon = useAppSelector( ( state ) => state.page.partnerCoupon );
	const rawUrl = useAppSelector( ( state ) => state.page.rawUrl );
	const caps = useAppSelector( selectCapabilities );
	// Browser storage is read only when there is a coupon: opening it is slow on a page's first render.
	const [ remindAfter, setRemindAfter ] = useState( () => ( coupon ? readRemindAfter() : null ) );
	const headingId = useId();
	const view = partnerCouponView( {
		coupon,
		caps,
		showCouponRedemption: new URLSearchParams( window.location.search ).has( 'showCouponRedemption' ),
		remindAfter,
		now: Date.now(),
	} );
	if ( ! view || ! coupon ) {
		return null;
	}
	const remindLater = () => {
		const until = Date.now() + COUPON_REMINDER_MS;
		window.localStorage.setItem( REMIND_KEY, String( until ) );
		setRemindAfter( until );
	};
	const product = coupon.product.title;
	return (
		<section className="jp-partner-coupon" aria-labelledby={ headingId }>
			<h2 id={ headingId }>
				{ view === 'welcome'
					? sprintf(
							/* translators: %s: the partner's name, e.g. a hosting company. */
							__( 'Welcome to %s traveler!', 'jetpack' ),
							coupon.partner.name
					  )
					: sprintf(
							/* translators: %s: a product name, such as Jetpack Backup. */
							__( 'One free year of %s', 'jetpack' ),
							product
					  ) }
			</h2>
			{ coupon.product.features.length > 0 && (
				<ul className="jp-partner-coupon__features">
					{ coupon.product.features.map( ( feature ) => (
						<li key={ feature }>{ feature }</li>
					) ) }
				</ul>
			) }
			{ view === 'welcome' ? (
				<Welcome coupon={ coupon } onShown={ onSetUpShown } />
			) : (
				<div className="jp-partner-coupon__actions">
					<Button variant="primary" href={ couponRedeemUrl( coupon, rawUrl ) }>
						{ sprintf(
							/* translators: %s: a product name, such as Jetpack Backup. */
							__( 'Redeem %s', 'jetpack' ),
							product
						) }
					</Button>
					{ offersRemindLater( caps ) && (
						<Button variant="tertiary" onClick={ remindLater }>
							{ __( 'Remind me later', 'jetpack' ) }
						</Button>
					) }
				</div>
			) }
		</section>
	);
}
