/** The licence activation notice's words and links; LicenseActivationNotice decides when it shows. */
import { __, _n, sprintf } from '@wordpress/i18n';
import { PURCHASES_URL } from '../../lib/license-notice';
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

export interface LicenseActivationNoticeViewProps {
	count: number;
	product: string | null;
	/** Why the last dismissal could not be saved, or null. */
	failed: string | null;
	onDismiss: () => void;
}

export function LicenseActivationNoticeView( { count, product, failed, onDismiss }: LicenseActivationNoticeViewProps ) {
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
