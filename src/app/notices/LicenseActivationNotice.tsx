/**
 * Offers the connection owner their detached licences (docs/shell.md#notices): a link to the licence screen and to the
 * purchases page. Dismissing records the time and the count, so it returns only for more licences or after 14 days.
 * A dismissal the site could not save brings the notice back, saying why, with "Try again". Whether it shows is
 * decided here on every load; its words load only when it does.
 */
import { lazy, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
	detachedLicenses,
	dismissalRecord,
	shouldRefreshLicenses,
	shouldShowLicenseNotice,
} from '../../lib/license-notice';
import { failureReason } from '../../lib/failure-message';
import type { Failure } from '../../lib/failure-message';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import {
	useDismissLicenseActivationNoticeMutation,
	useGetUserLicenseCountsQuery,
	useGetUserLicensesQuery,
} from '../../state/licensing/api';
import { licensingActions } from '../../state/licensing/slice';
import { selectCapabilities } from '../../state/selectors';

const LicenseActivationNoticeView = lazy( async () => ( {
	default: ( await import( /* webpackChunkName: "rare-notices" */ './LicenseActivationNoticeView' ) ).LicenseActivationNoticeView,
} ) );

export function LicenseActivationNotice() {
	const dispatch = useAppDispatch();
	const { pathname } = useLocation();
	const caps = useAppSelector( selectCapabilities );
	const dismiss = useAppSelector( ( state ) => state.licensing.activationNoticeDismiss );
	// Only the connection owner of a self-hosted site may ever see it, so nobody else asks for the counts.
	const eligible = caps.isConnectionOwner && caps.isSiteConnected && ! caps.isAtomicSite;
	const { data: counts } = useGetUserLicenseCountsQuery( undefined, { skip: ! eligible } );
	const count = counts?.detached ?? 0;
	const show = shouldShowLicenseNotice( {
		detachedCount: count,
		dismiss,
		now: new Date(),
		path: pathname,
		isAtomicSite: caps.isAtomicSite,
		isConnectionOwner: eligible,
	} );
	const { data: licenses } = useGetUserLicensesQuery( undefined, {
		skip: ! show || ! shouldRefreshLicenses( count ),
		refetchOnMountOrArgChange: true,
	} );
	const [ saveDismissal ] = useDismissLicenseActivationNoticeMutation();
	const [ failed, setFailed ] = useState< string | null >( null );
	if ( ! show ) {
		return null;
	}

	const onDismiss = async () => {
		const before = dismiss;
		setFailed( null );
		// Hidden at once; the server's record then replaces the local one.
		dispatch( licensingActions.activationNoticeDismissed( dismissalRecord( count, new Date() ) ) );
		try {
			dispatch( licensingActions.activationNoticeDismissed( await saveDismissal( count ).unwrap() ) );
		} catch ( error ) {
			// Not saved: the notice comes back as it was, with the reason and a retry.
			dispatch( licensingActions.activationNoticeDismissed( before ) );
			setFailed( failureReason( error as Failure ) );
		}
	};

	const product = licenses ? detachedLicenses( licenses.items )[ 0 ]?.product ?? null : null;
	return <LicenseActivationNoticeView count={ count } product={ product } failed={ failed } onDismiss={ onDismiss } />;
}
