/**
 * What the dashboard routes open on: the connect screen for a site still to connect, the store welcome on
 * #/woo-setup (and, once, for a store owner who has not seen it), or At a Glance itself. Which one is the pure rule
 * in first-screen.ts; this component only follows it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { __ } from '@wordpress/i18n';
import { CardBoundary } from '../../components/isolation/CardBoundary';
import { Loading } from '../../components/isolation/Loading';
import { getFirstScreen, shouldForceWooWelcome } from './first-screen';
import { connectionFlowActions } from '../../state/connection/slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectCapabilities, selectStoreWelcomeSeen } from '../../state/selectors';
import { PartnerCouponBanner } from './partner-coupon/PartnerCouponBanner';

const ConnectScreen = lazy( async () => ( {
	default: ( await import( /* webpackChunkName: "connect-screen" */ '../connection/ConnectScreen' ) ).ConnectScreen,
} ) );
const StoreConnection = lazy( async () => ( {
	default: ( await import( /* webpackChunkName: "connect-screen" */ '../connection/StoreConnection' ) ).StoreConnection,
} ) );

export function FirstScreen( { dashboard }: { dashboard: ReactNode } ) {
	const dispatch = useAppDispatch();
	const path = useLocation().pathname;
	const caps = useAppSelector( selectCapabilities );
	const storeActive = useAppSelector( ( state ) => state.page.siteData.isWooCommerceActive );
	const welcomeSeen = useAppSelector( selectStoreWelcomeSeen );
	const forceWelcome = shouldForceWooWelcome( { caps, storeActive, welcomeSeen, path } );
	const disconnecting = useAppSelector( ( state ) => state.connectionFlow.disconnectDialogOpen );
	// The disconnect dialog lives in the dashboard: it stays until the user closes it, then the connect screen comes.
	const screen = disconnecting ? 'dashboard' : getFirstScreen( { caps, path } );
	const showingWelcome = screen === 'woo-welcome';
	// A partner coupon's welcome has its own "Set up & redeem …": while it is on screen the connect screen offers no
	// second set-up button (one that failed to show leaves "Set up Jetpack" in place).
	const [ couponSetsUp, setCouponSetsUp ] = useState( false );

	useEffect( () => {
		if ( showingWelcome ) {
			dispatch( connectionFlowActions.storeWelcomeShown() );
		}
	}, [ showingWelcome, dispatch ] );

	if ( forceWelcome ) {
		return <Navigate to="/woo-setup" replace state={ { from: path === '/' ? '/dashboard' : path } } />;
	}
	switch ( screen ) {
		case 'connect':
			return (
				<Suspense fallback={ <Loading /> }>
					<CardBoundary title={ __( 'Partner coupon', 'jetpack' ) }>
						<PartnerCouponBanner onSetUpShown={ setCouponSetsUp } />
					</CardBoundary>
					<ConnectScreen autoStart={ path === '/setup' } offerSetUp={ ! couponSetsUp } />
				</Suspense>
			);
		case 'woo-welcome':
			return (
				<Suspense fallback={ <Loading /> }>
					<StoreConnection />
				</Suspense>
			);
		case 'not-connected-notice':
			// The shell's notice asks this user to have an administrator connect the site; there is nothing else to show.
			return null;
		case 'dashboard':
			return <>{ dashboard }</>;
	}
}
