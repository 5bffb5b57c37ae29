/**
 * Offers the connection owner their detached licences (spec 1 §2.8): a link to the licence screen and to the
 * purchases page. Dismissing records the time and the count, so it returns only for more licences or after 14 days.
 * A dismissal the site could not save brings the notice back, saying why, with "Try again".
 */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { __, _n, sprintf } from '@wordpress/i18n';
import {
	detachedLicenses,
	dismissalRecord,
	PURCHASES_URL,
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
import { AppNotice } from './AppNotice';

function noticeText( count: number, product: string | null ): string {
	if ( count === 1 && product ) {
		return sprintf(
			/* translators: %s: a product name, e.g. Jetpack Backup (10GB). */
			__( 'Your %s license is ready. Activate it to start using it on this site.', 'jetpack' ),
			product
		);
	}
	return sprintf(
		/* translators: %d: how many licenses wait to be activated. */
		_n(
			'You have %d Jetpack license ready to activate on this site.',
			'You have %d Jetpack licenses ready to activate on this site.',
			count,
			'jetpack'
		),
		count
	);
}

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
	return (
		<AppNotice
			id="license-activation"
			status="is-info"
			onDismiss={ onDismiss }
			actions={ [
				...( failed ? [ { label: __( 'Try again', 'jetpack' ), onClick: onDismiss, variant: 'secondary' as const } ] : [] ),
				{
					label: _n( 'Activate license', 'Activate licenses', count, 'jetpack' ),
					url: '#/license/activation',
					variant: 'primary',
				},
				{ label: __( 'View purchases', 'jetpack' ), url: PURCHASES_URL, variant: 'link' },
			] }
		>
			{ noticeText( count, product ) }
			{ failed && (
				<span role="alert">
					{ ' ' }
					{ sprintf(
						/* translators: %s: why saving failed. */
						__( 'The dismissal could not be saved: %s', 'jetpack' ),
						failed
					) }
				</span>
			) }
		</AppNotice>
	);
}
